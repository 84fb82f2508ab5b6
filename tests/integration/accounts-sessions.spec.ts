import { JwtService } from '@nestjs/jwt';
import { Strategy } from 'passport-jwt';
import { signUp, startTestApp, TEST_PASSWORD, uniqueEmail, type SignedUp, type TestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('accounts: sign-in, refresh, sign-out and bearer tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const token = (grant: string, body: object) => t.http().post(`/api/auth/token?grant_type=${grant}`).send(body);
  const signIn = async (u: SignedUp) => (await token('password', { email: u.email, password: u.password }).expect(200)).body;
  const refresh = (refreshToken: string) => token('refresh_token', { refresh_token: refreshToken });
  const me = (accessToken: string) => t.http().get('/api/auth/user').set(bearer(accessToken));

  describe('grant_type=password', () => {
    it('signs in with email and password, in any case of the email, and records the sign-in', async () => {
      const u = await signUp(t, 'signin');
      const res = await token('password', { email: `  ${u.email.toUpperCase()} `, password: u.password }).expect(200);
      expect(res.body).toMatchObject({
        token_type: 'bearer',
        expires_in: 3600,
        user: { id: u.id, email: u.email, last_sign_in_at: t.clock.now().toISOString() },
      });
      expect(res.body.refresh_token).not.toBe(u.refreshToken);
      await me(res.body.access_token).expect(200);
    });

    it.each([
      ['a wrong password', (email: string) => ({ email, password: 'Wrong!Pass42' })],
      ['an unknown email', () => ({ email: uniqueEmail('ghost'), password: TEST_PASSWORD })],
      ['a phone that no account has', () => ({ phone: '+15550100', password: TEST_PASSWORD })],
    ])('answers 400 invalid_credentials "Invalid login credentials" for %s', async (_case, body) => {
      const u = await signUp(t, 'bad');
      const res = await token('password', body(u.email)).expect(400);
      expect(res.body).toEqual({
        code: 'invalid_credentials',
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
        message: 'Invalid login credentials',
        errors: ['Invalid login credentials'],
      });
    });

    it.each([
      ['no email or phone', { password: TEST_PASSWORD }],
      ['no password', { email: 'someone@example.com' }],
      ['an empty password', { email: 'someone@example.com', password: '' }],
      ['a blank email and no phone', { email: '   ', password: TEST_PASSWORD }],
      ['an empty body', {}],
    ])('answers "You must provide either an email or phone number and a password" for %s', async (_case, body) => {
      const res = await token('password', body).expect(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', message: 'You must provide either an email or phone number and a password' });
    });

    it.each([['web3'], ['id_token'], ['']])('refuses the grant type "%s"', async (grant) => {
      const res = await token(grant, {}).expect(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', message: 'Unsupported grant_type: use password, refresh_token or pkce' });
    });

    it('refuses a body with a field the grant does not know', async () => {
      await token('password', { email: 'a@example.com', password: TEST_PASSWORD, role: 'admin' }).expect(400);
    });
  });

  describe('grant_type=refresh_token', () => {
    it('rotates: the new token works, the old one stops working, the access token stays in the session', async () => {
      const u = await signUp(t, 'rotate');
      const first = await refresh(u.refreshToken).expect(200);
      expect(first.body).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: u.id } });
      expect(first.body.refresh_token).not.toBe(u.refreshToken);
      const second = await refresh(first.body.refresh_token).expect(200);
      await me(second.body.access_token).expect(200);
      await me(u.accessToken).expect(200); // same session: the older access token lives until it expires
    });

    it('revokes the whole session when a spent refresh token is replayed', async () => {
      const u = await signUp(t, 'replay');
      const elsewhere = await signIn(u);
      const next = await refresh(u.refreshToken).expect(200);
      const replay = await refresh(u.refreshToken).expect(400);
      expect(replay.body).toMatchObject({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
        errors: ['Invalid Refresh Token: Already Used'],
      });
      await me(next.body.access_token).expect(401);
      await me(u.accessToken).expect(401);
      const after = await refresh(next.body.refresh_token).expect(400);
      expect(after.body.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
      await me(elsewhere.access_token).expect(200); // another session of the same user is untouched
    });

    it.each([
      ['an unknown token', { refresh_token: 'never-issued' }],
      ['no token', {}],
    ])('refuses %s', async (_case, body) => {
      const res = await token('refresh_token', body).expect(400);
      expect(res.body.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    });

    it('refuses a refresh token after 30 days', async () => {
      const u = await signUp(t, 'old');
      t.clock.advance(30 * 86_400_000 + 1000);
      try {
        await refresh(u.refreshToken).expect(400);
      } finally {
        t.clock.advance(-(30 * 86_400_000 + 1000));
      }
    });

    it('refuses the refresh token of a signed-out session', async () => {
      const u = await signUp(t, 'outref');
      await t.http().post('/api/auth/logout?scope=local').set(u.auth).expect(204);
      await refresh(u.refreshToken).expect(400);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('local ends only this session; global (also the default) ends every session', async () => {
      const u = await signUp(t, 'logout');
      const other = await signIn(u);
      const third = await signIn(u);
      await t.http().post('/api/auth/logout?scope=local').set(u.auth).expect(204);
      await me(u.accessToken).expect(401);
      await me(other.access_token).expect(200);
      await t.http().post('/api/auth/logout?scope=global').set(bearer(other.access_token)).expect(204);
      await me(third.access_token).expect(401);
      await refresh(third.refresh_token).expect(400);

      const fourth = await signIn(u);
      const fifth = await signIn(u);
      await t.http().post('/api/auth/logout').set(bearer(fourth.access_token)).expect(204);
      await me(fifth.access_token).expect(401);
    });

    // The session check reuses a "live" answer briefly (issue 20); a sign-out must still win at once.
    it.each([['local'], ['global']])('refuses the old token on the very next request after a %s sign-out, though it was just checked', async (scope) => {
      const u = await signUp(t, `recheck-${scope}`);
      for (let i = 0; i < 3; i++) await me(u.accessToken).expect(200);
      await t.http().post(`/api/auth/logout?scope=${scope}`).set(u.auth).expect(204);
      await me(u.accessToken).expect(401);
    });

    it('refuses the old token on the very next request after the account is deleted', async () => {
      const u = await signUp(t, 'recheck-delete');
      await me(u.accessToken).expect(200);
      await t.http().delete('/api/account').set(u.auth).send({ password: u.password }).expect(200);
      await me(u.accessToken).expect(401);
    });

    it('refuses an unknown scope and needs a token', async () => {
      const u = await signUp(t, 'scope');
      const res = await t.http().post('/api/auth/logout?scope=everywhere').set(u.auth).expect(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', message: 'Unsupported logout scope' });
      await t.http().post('/api/auth/logout').expect(401);
    });
  });

  describe('bearer tokens on protected routes', () => {
    const sign = (payload: object, options: object = {}) =>
      new JwtService({ secret: t.config.jwtSecret }).signAsync(payload, { algorithm: 'HS256', issuer: 'shelfcheck', audience: 'authenticated', ...options });

    it.each([
      ['no token', () => Promise.resolve(null), 'no_authorization'],
      ['a malformed token', () => Promise.resolve('not.a.jwt'), 'bad_jwt'],
      [
        'a token signed with another key',
        () => new JwtService({ secret: 'another-key' }).signAsync({ sub: 'x', sid: 'y' }, { issuer: 'shelfcheck', audience: 'authenticated' }),
        'bad_jwt',
      ],
    ])("answers 401 with %s (GoTrue's code on /api/auth)", async (_case, make, wire) => {
      const jwt = await make();
      const get = (path: string) => (jwt ? t.http().get(path).set(bearer(jwt)) : t.http().get(path)).expect(401);
      expect((await get('/api/profile')).body).toEqual({ code: 'unauthorized', message: 'Authentication required', errors: ['Authentication required'] });
      expect((await get('/api/auth/user')).body).toEqual({
        code: wire,
        error_code: wire,
        msg: 'Authentication required',
        message: 'Authentication required',
        errors: ['Authentication required'],
      });
      await (jwt ? t.http().put('/api/auth/user').set(bearer(jwt)) : t.http().put('/api/auth/user')).send({ data: {} }).expect(401);
    });

    it.each([
      ['expired', { exp: Math.floor(Date.now() / 1000) - 60 }, {}],
      ['for another audience', {}, { audience: 'anon' }],
      ['from another issuer', {}, { issuer: 'supabase' }],
    ])('answers 401 for a well-signed token that is %s', async (_case, extra, options) => {
      const u = await signUp(t, 'claims');
      const [session] = await t.orm.em.fork().getConnection().execute('select id from auth_sessions where user_id = ?', [u.id]);
      const good = await sign({ sub: u.id, email: u.email, sid: session.id, is_admin: false }, { expiresIn: 3600 });
      await me(good).expect(200);
      const bad = await sign({ sub: u.id, email: u.email, sid: session.id, is_admin: false, ...extra }, options);
      await me(bad).expect(401);
    });

    it('verifies a token once while it is in force, and refuses it from the second it expires', async () => {
      const verify = jest.spyOn(Strategy as unknown as { JwtVerifier: (...args: unknown[]) => unknown }, 'JwtVerifier');
      try {
        const u = await signUp(t, 'verified-once');
        const [session] = await t.orm.em.fork().getConnection().execute('select id from auth_sessions where user_id = ?', [u.id]);
        const exp = Math.floor(Date.now() / 1000) + 2;
        const token = await sign({ sub: u.id, email: u.email, session_id: session.id, is_admin: false, exp });
        verify.mockClear();
        await me(token).expect(200);
        await t.http().get('/api/reading-list').set(bearer(token)).expect(200);
        await me(token).expect(200);
        expect(verify).toHaveBeenCalledTimes(1);
        // the same claims under another signature are another token: verified, and refused
        const [head, body] = token.split('.');
        expect((await me(`${head}.${body}.${'A'.repeat(43)}`).expect(401)).body.code).toBe('bad_jwt');
        expect(verify).toHaveBeenCalledTimes(2);
        await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
        expect((await me(token).expect(401)).body.code).toBe('bad_jwt');
        await t.http().get('/api/reading-list').set(bearer(token)).expect(401);
      } finally {
        verify.mockRestore();
      }
    });

    it('refuses a token used before as soon as its session ends', async () => {
      const u = await signUp(t, 'verified-ended');
      await me(u.accessToken).expect(200);
      await me(u.accessToken).expect(200);
      await t.http().post('/api/auth/logout').set(bearer(u.accessToken)).expect(204);
      expect((await me(u.accessToken).expect(401)).body.code).toBe('session_not_found');
    });

    it('answers 401 session_not_found for a token whose session does not exist', async () => {
      const u = await signUp(t, 'nosid');
      const forged = await sign({ sub: u.id, email: u.email, session_id: '00000000-0000-4000-8000-000000000000', is_admin: true }, { expiresIn: 3600 });
      expect((await me(forged).expect(401)).body.code).toBe('session_not_found');
    });

    it("refuses a well-signed token without exp, and one naming another user's live session", async () => {
      const u = await signUp(t, 'noexp');
      const other = await signUp(t, 'victim');
      const [own] = await t.orm.em.fork().getConnection().execute('select id from auth_sessions where user_id = ?', [u.id]);
      const [theirs] = await t.orm.em.fork().getConnection().execute('select id from auth_sessions where user_id = ?', [other.id]);
      await me(await sign({ sub: u.id, email: u.email, session_id: own.id, is_admin: false }, { expiresIn: 3600 })).expect(200);
      await me(await sign({ sub: u.id, email: u.email, session_id: own.id, is_admin: false })).expect(401);
      expect((await me(await sign({ sub: u.id, email: u.email, session_id: theirs.id, is_admin: false }, { expiresIn: 3600 })).expect(401)).body.code).toBe(
        'session_not_found',
      );
    });
  });
});
