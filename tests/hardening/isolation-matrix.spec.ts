import { JwtService } from '@nestjs/jwt';
import type { Response } from 'supertest';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../api/auth/jwt.strategy.js';
import { createUser, sql, type TestUser } from '../integration/admin-auth.helper.js';
import { signUp, startTestApp, TEST_PASSWORD, type SignedUp, type TestApp } from '../support/test-app.js';
import { accessOf, appRoutes, callFor, ROUTES, type AppRoute, type Call, type OwnerIds } from './route-table.js';
import { assertErrorShape, snapshotOf } from './hardening.helper.js';

/** 401's code: `unauthorized`, or on the GoTrue routes (/api/auth) GoTrue's no_authorization, bad_jwt or session_not_found. */
const isUnauthorized = (route: { path: string }, code: unknown): boolean =>
  route.path.startsWith('/api/auth/') && route.path !== '/api/auth/reader-code'
    ? ['no_authorization', 'bad_jwt', 'session_not_found'].includes(code as string)
    : code === 'unauthorized';

/**
 * The isolation matrix, generated from the routes the app really serves (Fastify's routes, recorded
 * at run time). Every route must have a row in ROUTES; for every protected route, callers without
 * a valid token (none, expired, tampered, forged, signed with another key, alg none, a signed-out
 * session) get 401 and see nothing; for every route holding user data, another signed-in user
 * making the owner's exact call gets 404 or an answer about their own account, never the owner's
 * data; admin routes answer 403 to anyone signed in who is not an unlocked admin.
 */
describe('isolation matrix (generated from the route table)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let routes: AppRoute[];
  const ids = {} as OwnerIds;
  const markers: string[] = [];
  const tokens: Record<string, string> = {};
  let before: string;
  /** The owner's reader (the family member signed in with a code). */
  let ownerReader: string;

  const send = (method: string, call: Call, auth?: string): Promise<Response> => {
    const req = (t.http() as unknown as Record<string, (p: string) => import('supertest').Test>)[method.toLowerCase()](call.path);
    if (auth) req.set('Authorization', auth);
    return call.body === undefined ? req : req.send(call.body as object);
  };
  const leaks = (res: Response) => markers.filter((m) => `${res.text ?? ''}${JSON.stringify(res.headers)}`.includes(m));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUp(t, 'owner');
    const tag = `Zq${Math.random().toString(36).slice(2, 10)}`;
    const as = owner.auth;
    const member = await t
      .http()
      .post('/api/family-members')
      .set(as)
      .send({ name: `${tag} Kid`, age: 9, reading_level: 'Elementary' })
      .expect(201);
    ids.member = member.body.id;
    await t
      .http()
      .put('/api/family-values')
      .set(as)
      .send({ data: { values: [`${tag} values`] } })
      .expect(200);
    await t
      .http()
      .put('/api/reading-profile')
      .set(as)
      .send({ reading_filter: `${tag} profile` })
      .expect(200);
    ids.item = (
      await t
        .http()
        .post('/api/reading-list')
        .set(as)
        .send({ reader_id: ids.member, reader_name: `${tag} Kid`, title: `${tag} Book`, author: 'Anon' })
        .expect(201)
    ).body.id;
    ids.scan = (
      await t
        .http()
        .post('/api/scan-history')
        .set(as)
        .send({ reader_id: ids.member, book_title: `${tag} Scan`, scan_type: 'manual-search' })
        .expect(201)
    ).body.id;
    await t.http().put(`/api/reading-goals/${ids.member}`).set(as).send({ target: 17 }).expect(200);
    ids.feedback = (
      await t
        .http()
        .post('/api/feedback')
        .set(as)
        .send({ feedback_text: `${tag} feedback text` })
        .expect(201)
    ).body.id;
    const checkout = await t.http().post('/api/billing/checkout').set(as).send({ plan: 'annual' }).expect(200);
    await t
      .http()
      .post(`${new URL(checkout.body.url).pathname}/confirm`)
      .type('form')
      .send('')
      .expect(303);
    expect((await t.http().get('/api/subscription').set(as).expect(200)).body.subscribed).toBe(true);
    ids.isbn = '9780440414803';
    // the member signs in with a code of its own and asks for a book
    const code = (await t.http().post(`/api/family-members/${ids.member}/reader-code`).set(as).expect(201)).body.code as string;
    ownerReader = (await t.http().post('/api/auth/reader-code').send({ code }).expect(200)).body.access_token;
    ids.request = (
      await t
        .http()
        .post('/api/reader/requests')
        .set('Authorization', `Bearer ${ownerReader}`)
        .send({ title: `${tag} Asked`, author: 'Anon' })
        .expect(201)
    ).body.id;
    ids.catalogRequest = (
      await t
        .http()
        .post('/api/catalog-requests')
        .set(as)
        .send({ title: `${tag} Wished For`, author: 'Anon' })
        .expect(201)
    ).body.id;
    ids.invitation = (
      await t
        .http()
        .post('/api/household/invitations')
        .set(as)
        .send({ email: `${tag.toLowerCase()}.invitee@example.com`, role: 'viewer' })
        .expect(201)
    ).body.id;
    ids.shelf = (
      await t
        .http()
        .post('/api/shelf-sessions')
        .set(as)
        .send({ reader_ids: [ids.member] })
        .expect(201)
    ).body.id;
    ids.shareLink = (await t.http().post(`/api/family-members/${ids.member}/share-links`).set(as).send({ expires_in_days: 7 }).expect(201)).body.id;
    markers.push(
      tag,
      owner.id,
      owner.email,
      ids.member,
      ids.item,
      ids.scan,
      ids.feedback,
      ids.request,
      ids.catalogRequest,
      ids.invitation,
      ids.shelf,
      ids.shareLink,
      owner.accessToken,
      owner.refreshToken,
      ownerReader,
    );

    const signIn = async () =>
      (await t.http().post('/api/auth/token?grant_type=password').send({ email: owner.email, password: TEST_PASSWORD }).expect(200)).body
        .access_token as string;
    // A token the app itself issued two hours ago (the FixedClock), so it expired an hour ago.
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() - 2 * 3600_000));
    tokens.expired = await signIn();
    t.clock.set(now);
    // A token of a session that was signed out (the JWT itself is still within its hour).
    tokens.revoked = await signIn();
    await t.http().post('/api/auth/logout?scope=local').set('Authorization', `Bearer ${tokens.revoked}`).expect(204);

    const [head, payload, sig] = owner.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const other = await createUser(t);
    const [, otherPayload, otherSig] = other.token.split('.');
    const otherClaims = JSON.parse(Buffer.from(otherPayload, 'base64url').toString()) as Record<string, unknown>;
    // another user's genuine token with the owner's id written into it (signature left as it was)
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    tokens.tampered = `${head}.${b64({ ...otherClaims, sub: owner.id, email: owner.email })}.${otherSig}`;
    // the owner's own token with one signature character changed
    const i = Math.floor(sig.length / 2);
    tokens.badSignature = `${head}.${payload}.${sig.slice(0, i)}${sig[i] === 'A' ? 'B' : 'A'}${sig.slice(i + 1)}`;
    // the owner's exact claims, signed with a key that is not the server's
    tokens.otherKey = new JwtService({ secret: 'not-the-server-secret' }).sign(claims, { algorithm: 'HS256' });
    tokens.algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    // right key, right claims, wrong issuer / audience
    const { iss: _iss, aud: _aud, ...bare } = claims;
    tokens.wrongIssuer = new JwtService({ secret: t.config.jwtSecret }).sign(bare, { algorithm: 'HS256', issuer: 'someone-else', audience: JWT_AUDIENCE });
    tokens.wrongAudience = new JwtService({ secret: t.config.jwtSecret }).sign(bare, { algorithm: 'HS256', issuer: JWT_ISSUER, audience: 'anon' });

    routes = appRoutes(t.app);
    before = await snapshotOf(t, owner.id);
  });
  afterAll(() => t.close());

  it('has a row in the route table for every route the app serves', () => {
    const missing = routes.filter((r) => !ROUTES[r.key]).map((r) => r.key);
    const stale = Object.keys(ROUTES).filter((k) => !routes.some((r) => r.key === k));
    const hint =
      'add a row to ROUTES in tests/hardening/route-table.ts saying who may call it (public, signed-in, own-data, admin or reader) and the call to try';
    expect({ routesWithoutARow: missing, hint: missing.length ? hint : undefined }).toEqual({ routesWithoutARow: [], hint: undefined });
    expect({ rowsForRoutesThatNoLongerExist: stale }).toEqual({ rowsForRoutesThatNoLongerExist: [] });
    expect(routes.length).toBeGreaterThan(50); // the router really was read
  });

  const probes: [string, () => string | undefined][] = [
    ['no token', () => undefined],
    ['an expired token (issued by the app two hours ago)', () => `Bearer ${tokens.expired}`],
    ['a token of a signed-out session', () => `Bearer ${tokens.revoked}`],
    ["a tampered token (another user's, with the owner's id written in)", () => `Bearer ${tokens.tampered}`],
    ['a token with a changed signature', () => `Bearer ${tokens.badSignature}`],
    ['a token signed with another key', () => `Bearer ${tokens.otherKey}`],
    ['an unsigned token (alg none)', () => `Bearer ${tokens.algNone}`],
    ['a token of another issuer', () => `Bearer ${tokens.wrongIssuer}`],
    ['a token for another audience', () => `Bearer ${tokens.wrongAudience}`],
    ['a malformed bearer', () => 'Bearer not.a.jwt'],
    ['another scheme', () => `Basic ${Buffer.from(`${owner.email}:${TEST_PASSWORD}`).toString('base64')}`],
  ];

  it.each(probes)('every protected route answers %s with 401 in the error shape and shows nothing', async (_label, auth) => {
    const protectedRoutes = routes.filter((r) => accessOf(r) !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const res = await send(route.method, callFor(route, ids), auth());
      if (res.status !== 401 || !isUnauthorized(route, res.body?.code)) failures.push(`${route.key}: ${res.status} ${res.text.slice(0, 120)}`);
      else assertErrorShape(res);
      const leaked = leaks(res);
      if (leaked.length) failures.push(`${route.key} leaked ${leaked.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  const ownDataRows = Object.entries(ROUTES).filter(([, row]) => row.access === 'own-data');

  it.each(ownDataRows)("another user making the owner's call %s gets the right refusal and none of the owner's data", async (key, row) => {
    const [method] = key.split(' ');
    const intruder = await createUser(t);
    const res = await send(method, row.call!(ids), intruder.auth.Authorization);
    expect(leaks(res)).toEqual([]);
    const refusal = row.intruder!;
    if (refusal.kind === 'not_found') {
      expect({ status: res.status, code: res.body?.code }).toEqual({ status: 404, code: 'not_found' });
      assertErrorShape(res);
    } else if (refusal.kind === 'refused') {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      assertErrorShape(res);
    } else {
      if (refusal.status) expect(res.status).toBe(refusal.status);
      else expect(res.status).toBeGreaterThanOrEqual(200);
      if (!refusal.status) expect(res.status).toBeLessThan(300);
      refusal.check?.(res.body, res.text ?? '', { intruderId: intruder.id, ownerId: owner.id });
    }
    if (row.throwaway) await t.http().get('/api/auth/user').set(owner.auth).expect(200); // the owner's session lives on
  });

  describe("reader routes (a family member's own sign-in)", () => {
    const readerRoutes = () => routes.filter((r) => accessOf(r) === 'reader');

    it('exist (the table and the router agree)', () => {
      expect(
        readerRoutes()
          .map((r) => r.key)
          .sort(),
      ).toEqual(
        Object.keys(ROUTES)
          .filter((k) => ROUTES[k].access === 'reader')
          .sort(),
      );
      expect(readerRoutes().length).toBeGreaterThanOrEqual(6);
    });

    it("answer every account token (the owner's, an unlocked admin's) with 401 and show nothing", async () => {
      const admin = await createUser(t, { admin: true, unlocked: true });
      const failures: string[] = [];
      for (const route of readerRoutes()) {
        for (const auth of [owner.auth.Authorization, admin.auth.Authorization]) {
          const res = await send(route.method, callFor(route, ids), auth);
          if (res.status !== 401 || !isUnauthorized(route, res.body?.code)) failures.push(`${route.key}: ${res.status} ${res.text.slice(0, 120)}`);
          else assertErrorShape(res);
          if (leaks(res).length) failures.push(`${route.key} leaked ${leaks(res).join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it("let the owner's reader token through (so the 401s are the guard), read-only calls", async () => {
      for (const route of readerRoutes().filter((r) => r.method === 'GET')) {
        const res = await send(route.method, callFor(route, ids), `Bearer ${ownerReader}`);
        expect({ route: route.key, status: res.status }).toEqual({ route: route.key, status: 200 });
      }
      const mine = (await t.http().get('/api/reader/requests').set('Authorization', `Bearer ${ownerReader}`).expect(200)).body as { id: string }[];
      expect(mine.map((r) => r.id)).toEqual([ids.request]);
    });

    it("every other protected route answers the owner's reader token with 401 and shows nothing", async () => {
      const failures: string[] = [];
      for (const route of routes.filter((r) => !['public', 'reader'].includes(accessOf(r)))) {
        const res = await send(route.method, callFor(route, ids), `Bearer ${ownerReader}`);
        if (res.status !== 401 || !isUnauthorized(route, res.body?.code)) failures.push(`${route.key}: ${res.status} ${res.text.slice(0, 120)}`);
        if (leaks(res).filter((m) => m !== ownerReader).length) failures.push(`${route.key} leaked`);
      }
      expect(failures).toEqual([]);
    });

    it("another account's reader making every reader call gets its own rows only, never the owner's", async () => {
      const intruder = await createUser(t);
      const kid = (await t.http().post('/api/family-members').set(intruder.auth).send({ name: 'Other Kid', age: 10, reading_level: 'Elementary' }).expect(201))
        .body.id as string;
      const code = (await t.http().post(`/api/family-members/${kid}/reader-code`).set(intruder.auth).expect(201)).body.code as string;
      const token = (await t.http().post('/api/auth/reader-code').set('X-Forwarded-For', '198.51.100.77').send({ code }).expect(200)).body
        .access_token as string;
      // sign-out last: it ends the intruder reader's session
      const ordered = [...readerRoutes()].sort((a, b) => Number(a.key === 'POST /api/reader/logout') - Number(b.key === 'POST /api/reader/logout'));
      for (const route of ordered) {
        const res = await send(route.method, callFor(route, ids), `Bearer ${token}`);
        expect({ route: route.key, ok: res.status >= 200 && res.status < 300, leaked: leaks(res) }).toEqual({ route: route.key, ok: true, leaked: [] });
      }
      await t.http().get('/api/reader/me').set('Authorization', `Bearer ${token}`).expect(401);
    });
  });

  describe('admin routes', () => {
    const adminRoutes = () => routes.filter((r) => accessOf(r) === 'admin');
    let nonAdmin: TestUser;
    let lyingClaim: string;
    let lockedAdmin: TestUser;
    let admin: TestUser;
    beforeAll(async () => {
      nonAdmin = await createUser(t);
      lockedAdmin = await createUser(t, { admin: true });
      admin = await createUser(t, { admin: true, unlocked: true });
      // the non-admin's genuine session, with a token (server key) that claims is_admin: the profile decides
      lyingClaim = (await createUser(t, { claimAdmin: true })).auth.Authorization;
    });

    it('exist (the table and the router agree on at least the known ones)', () => {
      expect(adminRoutes().length).toBeGreaterThanOrEqual(14);
    });

    it.each([
      ['a signed-in user who is not an admin', () => nonAdmin.auth.Authorization],
      ['a non-admin whose token claims is_admin', () => lyingClaim],
    ])('answer %s with 403 in the error shape', async (_label, auth) => {
      const failures: string[] = [];
      for (const route of adminRoutes()) {
        const res = await send(route.method, callFor(route, ids), auth());
        if (res.status !== 403 || res.body?.code !== 'forbidden') failures.push(`${route.key}: ${res.status} ${res.text.slice(0, 120)}`);
        else assertErrorShape(res);
        if (leaks(res).length) failures.push(`${route.key} leaked ${leaks(res).join(', ')}`);
      }
      expect(failures).toEqual([]);
    });

    it('answer an admin who has not unlocked with 403, except the unlock itself', async () => {
      const failures: string[] = [];
      for (const route of adminRoutes().filter((r) => r.key !== 'POST /api/admin/unlock')) {
        const res = await send(route.method, callFor(route, ids), lockedAdmin.auth.Authorization);
        if (res.status !== 403) failures.push(`${route.key}: ${res.status}`);
      }
      expect(failures).toEqual([]);
    });

    it('let an unlocked admin through (so the 403s above are the guard, not a broken route)', async () => {
      const failures: string[] = [];
      // the admin acts on a feedback row of its own, so the owner's rows stay as they were
      const own = (await t.http().post('/api/feedback').set(admin.auth).send({ feedback_text: 'admin note' }).expect(201)).body.id as string;
      for (const route of adminRoutes().filter((r) => r.key !== 'POST /api/admin/unlock')) {
        const res = await send(route.method, callFor(route, { ...ids, feedback: own }), admin.auth.Authorization);
        if ([401, 403].includes(res.status) || res.status >= 500) failures.push(`${route.key}: ${res.status} ${res.text.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
    });
  });

  describe('the public feedback route', () => {
    const ownerOf = async (id: string) => (await sql<{ user_id: string | null }>(t, 'select user_id from feedback where id = $1', [id]))[0]?.user_id;
    it.each([
      ['a tampered token claiming the owner', () => tokens.tampered],
      ["the owner's expired token", () => tokens.expired],
      ['a token signed with another key', () => tokens.otherKey],
    ])('files feedback sent with %s as a visitor, never as the owner', async (_label, token) => {
      const res = await t.http().post('/api/feedback').set('Authorization', `Bearer ${token()}`).send({ feedback_text: 'Who am I?' }).expect(201);
      expect(await ownerOf(res.body.id)).toBeNull();
    });
  });

  it('leaves every row of the owner exactly as it was, and the owner still sees them', async () => {
    expect(await snapshotOf(t, owner.id)).toEqual(before);
    const members = (await t.http().get('/api/family-members').set(owner.auth).expect(200)).body;
    expect(members.map((m: { id: string }) => m.id)).toEqual([ids.member]);
    expect((await t.http().get('/api/subscription').set(owner.auth).expect(200)).body.subscribed).toBe(true);
  });
});
