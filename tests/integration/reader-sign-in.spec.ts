import { JwtService } from '@nestjs/jwt';
import { READER_CODE_ALPHABET } from '../../domain/index.js';
import { GENEROUS_POLICIES, signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { createUser, sql } from './admin-auth.helper.js';
import { addMember, freshIp, readerFor } from './reader-code.helper.js';

/**
 * A family member's own sign-in (issue 12): the parent makes a code for a reader aged 8 or more,
 * the reader signs in with it (any case, hyphen or not), the token works on /api/reader/* only and
 * ends at once when the code is replaced or revoked, or the member removed.
 */
describe('reader sign-in with a code', () => {
  let t: TestApp;
  let parent: SignedUp;
  let mia: string;
  const signInWith = (code: unknown, ip = freshIp()) => t.http().post('/api/auth/reader-code').set('X-Forwarded-For', ip).send({ code });

  beforeAll(async () => {
    t = await startTestApp({ accountPolicies: { ...GENEROUS_POLICIES, readerCodePerIp: { name: 'reader-code-ip', points: 3, durationSeconds: 600 } } });
    parent = await signUp(t, 'reader-code-parent');
    mia = await addMember(t, parent, { name: 'Mia', age: 9 });
  });
  afterAll(() => t.close());

  describe('making a code', () => {
    it('shows a new code once, as XXXX-XXXX from the unambiguous alphabet, and stores only a hash of it', async () => {
      const res = await t.http().post(`/api/family-members/${mia}/reader-code`).set(parent.auth).expect(201);
      expect(res.body).toEqual({ member_id: mia, code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/), created_at: t.clock.now().toISOString() });
      expect([...res.body.code.replace('-', '')].every((c: string) => READER_CODE_ALPHABET.includes(c))).toBe(true);
      const rows = await sql<Record<string, unknown>>(t, 'select * from reader_codes where member_id = $1', [mia]);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(res.body.code.replace('-', ''));
      expect(JSON.stringify(rows)).not.toContain(res.body.code);
      const status = await t.http().get(`/api/family-members/${mia}/reader-code`).set(parent.auth).expect(200);
      expect(status.body).toEqual({ member_id: mia, active: true, created_at: res.body.created_at, last_used_at: null });
    });

    it.each([
      ['7', 7],
      ['1', 1],
    ])('refuses a reader aged %s with 422 and the exact message', async (_label, age) => {
      const young = await addMember(t, parent, { name: 'Little', age });
      const res = await t.http().post(`/api/family-members/${young}/reader-code`).set(parent.auth);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 422,
        body: { code: 'unprocessable', message: 'Reader sign-in is for readers aged 8 or older.', errors: ['Reader sign-in is for readers aged 8 or older.'] },
      });
      expect(await sql(t, 'select 1 from reader_codes where member_id = $1', [young])).toEqual([]);
    });

    it("answers 404 for another account's member, an unknown id and a malformed one (all three routes)", async () => {
      const other = await signUp(t, 'reader-code-other');
      const theirs = await addMember(t, other, { name: 'Theirs', age: 10 });
      for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        for (const method of ['post', 'get', 'delete'] as const) {
          const res = await t.http()[method](`/api/family-members/${id}/reader-code`).set(parent.auth);
          expect({ id, method, status: res.status, body: res.body }).toEqual({
            id,
            method,
            status: 404,
            body: { code: 'not_found', message: 'Family member not found', errors: ['Family member not found'] },
          });
        }
      }
      expect(await sql(t, 'select 1 from reader_codes where member_id = $1', [theirs])).toEqual([]);
    });

    it('shows no code for a member without one', async () => {
      const sam = await addMember(t, parent, { name: 'Sam', age: 12 });
      expect((await t.http().get(`/api/family-members/${sam}/reader-code`).set(parent.auth).expect(200)).body).toEqual({
        member_id: sam,
        active: false,
        created_at: null,
        last_used_at: null,
      });
    });
  });

  describe('signing in', () => {
    it.each([
      ['as shown', (c: string) => c],
      ['in lower case', (c: string) => c.toLowerCase()],
      ['without the hyphen', (c: string) => c.replace('-', '')],
      ['with spaces around and inside', (c: string) => `  ${c.slice(0, 2)} ${c.slice(2).replace('-', ' - ')} `],
    ])('works with the code %s', async (_label, typed) => {
      const member = await addMember(t, parent, { name: 'Typist', age: 10 });
      const code = (await t.http().post(`/api/family-members/${member}/reader-code`).set(parent.auth).expect(201)).body.code as string;
      const res = await signInWith(typed(code)).expect(200);
      expect(res.body).toEqual({
        access_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 7 * 24 * 3600,
        expires_at: Math.floor(t.clock.now().getTime() / 1000) + 7 * 24 * 3600,
        reader: { id: member, name: 'Typist', age: 10 },
      });
      const me = await t.http().get('/api/reader/me').set('Authorization', `Bearer ${res.body.access_token}`).expect(200);
      expect(me.body).toEqual({ id: member, name: 'Typist', age: 10, parent_first_name: 'Test' });
      const status = (await t.http().get(`/api/family-members/${member}/reader-code`).set(parent.auth).expect(200)).body;
      expect(status.last_used_at).toBe(t.clock.now().toISOString());
    });

    it.each([
      ['a wrong code', 'ABCD-EFGH'],
      ['a code too short', 'ABC'],
      ['letters outside the alphabet', 'OOOO-1111'],
      ['an empty code', ''],
    ])('refuses %s with 400 Invalid sign-in code', async (_label, code) => {
      const res = await signInWith(code);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { code: 'invalid_credentials', message: 'Invalid sign-in code', errors: ['Invalid sign-in code'] },
      });
    });

    it('counts every attempt per address: the 4th within the window is 429 with Retry-After, even with the right code; another address is unaffected', async () => {
      const ip = freshIp();
      const member = await addMember(t, parent, { name: 'Limit', age: 11 });
      const code = (await t.http().post(`/api/family-members/${member}/reader-code`).set(parent.auth).expect(201)).body.code as string;
      for (let i = 0; i < 3; i++) await signInWith('WRONG-CODE', ip).expect(400);
      const blocked = await signInWith(code, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ minutes?\.$/) });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      await signInWith(code, freshIp()).expect(200);
    });
  });

  describe('the reader token and the account token keep to their own routes', () => {
    let reader: { auth: { Authorization: string } };
    let admin: Awaited<ReturnType<typeof createUser>>;
    beforeAll(async () => {
      reader = await readerFor(t, parent, await addMember(t, parent, { name: 'Ruth', age: 10 }));
      admin = await createUser(t, { admin: true, unlocked: true });
    });

    it.each([
      ['GET', '/api/family-members'],
      ['GET', '/api/reading-list'],
      ['GET', '/api/book-requests'],
      ['GET', '/api/profile'],
      ['GET', '/api/auth/user'],
      ['GET', '/api/account/export'],
      ['GET', '/api/books/search?q=holes'],
      ['POST', '/api/books/analyze'],
      ['GET', '/api/admin/profiles'],
      ['GET', `/api/family-members/MEMBER/reader-code`],
    ])("refuses a reader's token on %s %s with 401", async (method, path) => {
      const req =
        method === 'GET'
          ? t.http().get(path.replace('MEMBER', mia))
          : t
              .http()
              .post(path)
              .send({ book: { title: 'Holes' }, reader_id: mia });
      const res = await req.set(reader.auth);
      // /api/auth speaks GoTrue: a token it cannot accept is bad_jwt there
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: path.startsWith('/api/auth/') ? 'bad_jwt' : 'unauthorized' });
    });

    it("refuses a reader's token even for an admin's reader (the reader is never the parent)", async () => {
      const adminReader = await readerFor(t, admin, await addMember(t, admin, { name: 'Ada', age: 12 }));
      await t.http().get('/api/admin/profiles').set(adminReader.auth).expect(401);
      await t.http().get('/api/admin/profiles').set(admin.auth).expect(200);
    });

    it.each(['/api/reader/me', '/api/reader/requests', '/api/reader/reading-list', '/api/reader/books/search?q=holes'])(
      "refuses the parent's and the admin's token on %s with 401",
      async (path) => {
        for (const auth of [parent.auth, admin.auth]) {
          const res = await t.http().get(path).set(auth);
          expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 'unauthorized' });
        }
        await t.http().get(path).set(reader.auth).expect(200);
      },
    );

    it('refuses forged reader tokens: another key, an ended session id, a parent token re-labelled as a reader', async () => {
      const [, payload] = reader.auth.Authorization.slice(7).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const { iss: _i, aud: _a, exp: _e, ...bare } = claims;
      const otherKey = new JwtService({ secret: 'not-the-server-secret' }).sign(bare, {
        algorithm: 'HS256',
        issuer: 'shelfcheck',
        audience: 'shelfcheck-reader',
      });
      const unknownSession = new JwtService({ secret: t.config.jwtSecret }).sign(
        { ...bare, rsid: '00000000-0000-4000-8000-000000000000' },
        { algorithm: 'HS256', issuer: 'shelfcheck', audience: 'shelfcheck-reader' },
      );
      const [, parentPayload] = parent.accessToken.split('.');
      const parentClaims = JSON.parse(Buffer.from(parentPayload, 'base64url').toString()) as Record<string, unknown>;
      const { iss: _pi, aud: _pa, exp: _pe, ...parentBare } = parentClaims;
      // the parent's genuine claims signed with the server key for the account audience, but typed as a reader's
      const typedReader = new JwtService({ secret: t.config.jwtSecret }).sign(
        { ...parentBare, typ: 'reader' },
        { algorithm: 'HS256', issuer: 'shelfcheck', audience: 'authenticated' },
      );
      for (const token of [otherKey, unknownSession]) await t.http().get('/api/reader/me').set('Authorization', `Bearer ${token}`).expect(401);
      await t.http().get('/api/family-members').set('Authorization', `Bearer ${typedReader}`).expect(401);
      await t.http().get('/api/reader/me').set('Authorization', `Bearer ${typedReader}`).expect(401);
    });
  });

  describe('ending reader sessions', () => {
    it('replacing the code stops the old code and ends every session of the member at once; the new code works', async () => {
      const member = await addMember(t, parent, { name: 'Replace', age: 9 });
      const first = await readerFor(t, parent, member);
      const secondDevice = await signInWith(first.code).expect(200);
      const replaced = await t.http().post(`/api/family-members/${member}/reader-code`).set(parent.auth).expect(201);
      expect(replaced.body.code).not.toBe(first.code);
      await t.http().get('/api/reader/me').set(first.auth).expect(401);
      await t.http().get('/api/reader/me').set('Authorization', `Bearer ${secondDevice.body.access_token}`).expect(401);
      await signInWith(first.code).expect(400);
      const fresh = await signInWith(replaced.body.code).expect(200);
      await t.http().get('/api/reader/me').set('Authorization', `Bearer ${fresh.body.access_token}`).expect(200);
    });

    it("revoking ends the member's sessions at once and leaves other members' sessions alone", async () => {
      const member = await addMember(t, parent, { name: 'Revoke', age: 9 });
      const sibling = await readerFor(t, parent, await addMember(t, parent, { name: 'Sibling', age: 11 }));
      const reader = await readerFor(t, parent, member);
      await t.http().get('/api/reader/me').set(reader.auth).expect(200);
      await t.http().delete(`/api/family-members/${member}/reader-code`).set(parent.auth).expect(204);
      await t.http().get('/api/reader/me').set(reader.auth).expect(401);
      await signInWith(reader.code).expect(400);
      expect((await t.http().get(`/api/family-members/${member}/reader-code`).set(parent.auth).expect(200)).body.active).toBe(false);
      await t.http().get('/api/reader/me').set(sibling.auth).expect(200);
      // revoking again (nothing left) is fine
      await t.http().delete(`/api/family-members/${member}/reader-code`).set(parent.auth).expect(204);
    });

    it('signing out ends that session only', async () => {
      const member = await addMember(t, parent, { name: 'Logout', age: 9 });
      const reader = await readerFor(t, parent, member);
      const other = await signInWith(reader.code).expect(200);
      await t.http().post('/api/reader/logout').set(reader.auth).expect(204);
      await t.http().get('/api/reader/me').set(reader.auth).expect(401);
      await t.http().get('/api/reader/me').set('Authorization', `Bearer ${other.body.access_token}`).expect(200);
    });

    it('a session ends when its 7 days are up (checked against the database with the clock)', async () => {
      const reader = await readerFor(t, parent, await addMember(t, parent, { name: 'Expiry', age: 9 }));
      const now = t.clock.now();
      try {
        t.clock.set(new Date(now.getTime() + 7 * 24 * 3600_000 + 1000));
        await t.http().get('/api/reader/me').set(reader.auth).expect(401);
      } finally {
        t.clock.set(now);
      }
    });

    it('removing the member removes its code, sessions and requests', async () => {
      const member = await addMember(t, parent, { name: 'Removed', age: 10 });
      const reader = await readerFor(t, parent, member);
      await t.http().post('/api/reader/requests').set(reader.auth).send({ title: 'Holes', author: 'Louis Sachar' }).expect(201);
      await t.http().delete(`/api/family-members/${member}`).set(parent.auth).expect(204);
      await t.http().get('/api/reader/me').set(reader.auth).expect(401);
      await signInWith(reader.code).expect(400);
      for (const table of ['reader_codes', 'reader_sessions', 'book_requests']) {
        expect({ table, rows: await sql(t, `select 1 from ${table} where member_id = $1`, [member]) }).toEqual({ table, rows: [] });
      }
    });
  });
});
