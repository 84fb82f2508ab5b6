import type { Response } from 'supertest';
import { createUser, sql, type TestUser } from '../integration/admin-auth.helper.js';
import { joinHousehold } from '../integration/household.helper.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { assertErrorShape } from './hardening.helper.js';
import { appRoutes, callFor, ROUTES, type AppRoute, type Call, type OwnerIds, type Refusal } from './route-table.js';

/**
 * The isolation matrix for households (issue 25): every route that holds an account's data, made
 * with the owner's exact call by each kind of adult. A co-parent reads and writes the household's
 * rows, a viewer reads them and is refused every write (403 `forbidden_role`, nothing changed), a
 * removed member and a stranger get what any other account gets (404, or an answer about their own
 * account) and none of the owner's data. Routes about the caller's own account (sign-in, profile,
 * their own catalog requests, export, deletion) behave for members as for a stranger.
 */
type Expectation =
  /** 2xx, and the answer is the household owner's data (a marker of the owner's rows is in it). */
  | 'reads_household'
  /** Allowed: not 401, 403 or 404, below 500 (a 409 of a state machine is the household's answer too). */
  | 'allowed'
  /** 403 `forbidden_role` in the error shape. */
  | 'refused_role'
  /** About the caller's own account: as the isolation matrix expects of another account (the row's `intruder`). */
  | 'own_account';

const R = 'reads_household';
const A = 'allowed';
const X = 'refused_role';
const O = 'own_account';

/** [co-parent, viewer] for every route that needs an account token (the route table's own-data and signed-in rows). */
const HOUSEHOLD: Record<string, readonly [Expectation, Expectation]> = {
  'GET /api/auth/user': [O, O],
  'PUT /api/auth/user': [O, O],
  'POST /api/auth/logout': [O, O],
  'GET /api/auth/reauthenticate': [O, O],
  'GET /api/profile': [O, O],
  'GET /api/family-members': [R, R],
  'POST /api/family-members': [A, X],
  'PATCH /api/family-members/:id': [A, X],
  'DELETE /api/family-members/:id': [A, X],
  'POST /api/family-members/:id/reader-code': [A, X],
  'GET /api/family-members/:id/reader-code': [A, X],
  'DELETE /api/family-members/:id/reader-code': [A, X],
  'POST /api/family-members/:id/share-links': [A, X],
  'GET /api/family-members/:id/share-links': [R, R],
  'DELETE /api/family-members/:id/share-links/:linkId': [A, X],
  'POST /api/shelf-sessions': [A, A],
  'GET /api/shelf-sessions': [R, R],
  'GET /api/shelf-sessions/:id': [R, R],
  'POST /api/shelf-sessions/:id/books': [A, A],
  'POST /api/shelf-sessions/:id/end': [A, A],
  'GET /api/book-requests': [R, R],
  'POST /api/book-requests/:id/approve': [A, X],
  'POST /api/book-requests/:id/decline': [A, X],
  'POST /api/catalog-requests': [O, O],
  'GET /api/catalog-requests': [O, O],
  'POST /api/catalog-requests/:id/seen': [O, O],
  'GET /api/family-values': [R, R],
  'PUT /api/family-values': [A, X],
  'GET /api/reading-profile': [R, R],
  'PUT /api/reading-profile': [A, X],
  'DELETE /api/reading-profile': [A, X],
  'POST /api/reader-profiles/summary': [A, X],
  'POST /api/reader-profiles/update-from-books': [A, X],
  'GET /api/reading-list': [R, R],
  'GET /api/reading-list/export.csv': [R, R],
  'POST /api/reading-list': [A, X],
  'POST /api/reading-list/import': [A, X],
  'PATCH /api/reading-list/:id': [A, X],
  'DELETE /api/reading-list/:id': [A, X],
  'GET /api/reading-goals/:reader_id': [R, R],
  'PUT /api/reading-goals/:reader_id': [A, X],
  'GET /api/scan-history': [R, R],
  'POST /api/scan-history': [A, A],
  'DELETE /api/scan-history/:id': [A, X],
  'POST /api/books/analyze': [A, A],
  'POST /api/books/chat': [A, A],
  'GET /api/books/search': [A, A],
  'POST /api/books/content-details': [A, A],
  'POST /api/books/reviews': [A, A],
  'POST /api/books/corrections': [A, A],
  'POST /api/scans/image': [A, A],
  'GET /api/subscription': [R, R],
  'POST /api/billing/checkout': [X, X],
  'POST /api/billing/portal': [X, X],
  'GET /api/account/export': [O, O],
  'DELETE /api/account': [O, O],
  'GET /api/household': [R, R],
  'POST /api/household/invitations': [X, X],
  'DELETE /api/household/invitations/:id': [X, X],
  'POST /api/household/invitations/accept': [O, O],
  'DELETE /api/household/members/:id': [X, X],
  'POST /api/household/leave': [A, A],
};

/** Calls that end the caller's session or membership run with an adult of their own, made for that call alone. */
const ENDS_THE_CALLER = new Set(['POST /api/auth/logout', 'POST /api/household/leave']);
/** Calls that remove a fixture the other calls aim at: last. */
const REMOVES = (key: string) => (key.startsWith('DELETE ') ? (key === 'DELETE /api/family-members/:id' ? 2 : 1) : 0);

describe('isolation matrix for households: owner, co-parent, viewer, removed member, stranger', () => {
  let t: TestApp;
  let owner: SignedUp;
  let routes: AppRoute[];
  let tag: string;
  const ids = {} as OwnerIds;
  const markers: string[] = [];
  const adults = {} as Record<'co_parent' | 'viewer' | 'removed', TestUser>;

  const send = (method: string, call: Call, auth?: string): Promise<Response> => {
    const req = (t.http() as unknown as Record<string, (p: string) => import('supertest').Test>)[method.toLowerCase()](call.path);
    if (auth) req.set('Authorization', auth);
    return call.body === undefined ? req : req.send(call.body as object);
  };
  const leaks = (res: Response) => markers.filter((m) => `${res.text ?? ''}${JSON.stringify(res.headers)}`.includes(m));
  /** The owner's rows a viewer must never change (the household's readers, lists, codes and requests). */
  const householdRows = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of ['family_members', 'family_values', 'user_reading_profiles', 'reading_list', 'reading_goals', 'reader_codes', 'book_requests']) {
      out[table] = await sql(t, `select * from ${table} where user_id = $1 order by 1`, [owner.id]);
    }
    // the invitations the owner made before the test (the test's own adults join meanwhile)
    out.invitations = await sql(t, 'select * from household_invitations where id = $1', [ids.invitation]);
    return JSON.stringify(out);
  };
  const householdRoutes = () => routes.filter((r) => HOUSEHOLD[r.key]);
  const ordered = (list: AppRoute[]) => [...list].sort((a, b) => REMOVES(a.key) - REMOVES(b.key) || a.key.localeCompare(b.key));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUp(t, 'hh-matrix-owner');
    tag = `Hh${Math.random().toString(36).slice(2, 10)}`;
    const as = owner.auth;
    ids.member = (
      await t
        .http()
        .post('/api/family-members')
        .set(as)
        .send({ name: `${tag} Kid`, age: 9, reading_level: 'Elementary' })
        .expect(201)
    ).body.id;
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
    ids.isbn = '9780440414803';
    const code = (await t.http().post(`/api/family-members/${ids.member}/reader-code`).set(as).expect(201)).body.code as string;
    const reader = (await t.http().post('/api/auth/reader-code').set('X-Forwarded-For', '198.51.100.91').send({ code }).expect(200)).body
      .access_token as string;
    ids.request = (
      await t
        .http()
        .post('/api/reader/requests')
        .set('Authorization', `Bearer ${reader}`)
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
        .send({ email: `${tag.toLowerCase()}.waiting@example.com`, role: 'viewer' })
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
      ids.request,
      ids.catalogRequest,
      ids.invitation,
      ids.shelf,
      ids.shareLink,
      owner.accessToken,
      owner.refreshToken,
      reader,
    );

    adults.co_parent = await createUser(t);
    adults.viewer = await createUser(t);
    adults.removed = await createUser(t);
    await joinHousehold(t, owner, adults.co_parent, 'co_parent');
    await joinHousehold(t, owner, adults.viewer, 'viewer');
    await joinHousehold(t, owner, adults.removed, 'co_parent');
    await t.http().delete(`/api/household/members/${adults.removed.id}`).set(as).expect(204);
    routes = appRoutes(t.app);
  });
  afterAll(() => t.close());

  it('has a row for every route that needs an account token, and only for those', () => {
    const needed = routes
      .filter((r) => ['own-data', 'signed-in'].includes(ROUTES[r.key]?.access ?? 'own-data'))
      .map((r) => r.key)
      .sort();
    expect({ missing: needed.filter((k) => !HOUSEHOLD[k]), stale: Object.keys(HOUSEHOLD).filter((k) => !needed.includes(k)) }).toEqual({
      missing: [],
      stale: [],
    });
  });

  /** What another account gets for the owner's call (the isolation matrix's rule), and none of the owner's data. */
  const expectAsAnotherAccount = (key: string, res: Response, callerId: string) => {
    const refusal: Refusal = ROUTES[key].intruder ?? { kind: 'own' };
    expect({ route: key, leaked: leaks(res) }).toEqual({ route: key, leaked: [] });
    if (refusal.kind === 'not_found') {
      expect({ route: key, status: res.status, code: res.body?.code }).toEqual({ route: key, status: 404, code: 'not_found' });
    } else if (refusal.kind === 'refused') {
      expect({ route: key, refused: res.status >= 400 && res.status < 500 }).toEqual({ route: key, refused: true });
      assertErrorShape(res);
    } else {
      if (refusal.status) expect({ route: key, status: res.status }).toEqual({ route: key, status: refusal.status });
      else expect({ route: key, ok: res.status >= 200 && res.status < 300 }).toEqual({ route: key, ok: true });
      refusal.check?.(res.body, res.text ?? '', { intruderId: callerId, ownerId: owner.id });
    }
  };

  const check = async (role: 'co_parent' | 'viewer', route: AppRoute, expectation: Expectation) => {
    const member = ENDS_THE_CALLER.has(route.key) ? await createUser(t) : adults[role];
    if (member !== adults[role]) await joinHousehold(t, owner, member, role);
    const res = await send(route.method, callFor(route, ids), member.auth.Authorization);
    const seen = `${route.key} as ${role}: ${res.status} ${res.text.slice(0, 160)}`;
    if (expectation === 'refused_role') {
      expect({ seen, status: res.status, code: res.body?.code }).toEqual({ seen, status: 403, code: 'forbidden_role' });
      assertErrorShape(res);
    } else if (expectation === 'reads_household') {
      expect({ seen, ok: res.status >= 200 && res.status < 300 }).toEqual({ seen, ok: true });
      if (route.key === 'GET /api/subscription') expect(res.body).toMatchObject({ subscribed: true, subscription_tier: 'annual' });
      else expect({ seen, showsTheOwnersRows: leaks(res).length > 0 }).toEqual({ seen, showsTheOwnersRows: true });
    } else if (expectation === 'allowed') {
      expect({ seen, allowed: ![401, 403, 404].includes(res.status) && res.status < 500 }).toEqual({ seen, allowed: true });
    } else {
      expectAsAnotherAccount(route.key, res, member.id);
    }
  };

  it('a viewer reads every reader, list and history, and every write is refused with 403 forbidden_role; nothing of the household changes', async () => {
    const before = await householdRows();
    for (const route of ordered(householdRoutes())) await check('viewer', route, HOUSEHOLD[route.key][1]);
    expect(await householdRows()).toEqual(before);
  });

  it.each([
    ['a removed member', 'removed'],
    ['a stranger', 'stranger'],
  ] as const)("%s making the owner's every call gets what any other account gets, and none of the owner's data", async (_label, who) => {
    for (const route of ordered(householdRoutes())) {
      const caller = who === 'removed' && !ENDS_THE_CALLER.has(route.key) ? adults.removed : await createUser(t);
      const res = await send(route.method, callFor(route, ids), caller.auth.Authorization);
      if (route.key === 'POST /api/household/leave') {
        // not in any household but their own: the owner of it cannot leave it
        expect({ status: res.status, code: res.body?.code }).toEqual({ status: 403, code: 'forbidden_role' });
        continue;
      }
      expectAsAnotherAccount(route.key, res, caller.id);
    }
  });

  it('a co-parent reads and writes every reader, list and history of the household; billing and the household itself stay the owner’s (403)', async () => {
    for (const route of ordered(householdRoutes())) await check('co_parent', route, HOUSEHOLD[route.key][0]);
    // the co-parent's writes landed in the owner's household
    const names = (await t.http().get('/api/family-members').set(owner.auth).expect(200)).body.map((m: { name: string }) => m.name);
    expect(names).toContain('Intruder Kid');
  });

  it('the owner makes every call of the table successfully (so the refusals above are the roles, not broken routes)', async () => {
    const failures: string[] = [];
    for (const route of ordered(householdRoutes()).filter(
      (r) =>
        ![
          'POST /api/household/leave',
          'POST /api/household/invitations/accept',
          'DELETE /api/household/members/:id',
          'POST /api/auth/logout',
          'DELETE /api/account',
        ].includes(r.key),
    )) {
      // the co-parent test removed some fixtures: the owner's 404 on those is expected
      const res = await send(route.method, callFor(route, ids), owner.auth.Authorization);
      if ([401, 403].includes(res.status) || res.status >= 500) failures.push(`${route.key}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
