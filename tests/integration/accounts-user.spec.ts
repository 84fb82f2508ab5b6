import { signUp, startTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe('accounts: the user, the profile and ADMIN_EMAILS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('GET/PUT /api/auth/user', () => {
    it('answers the signed-in user without any secret', async () => {
      const u = await signUp(t, 'me', { first_name: 'Ada', last_name: 'Lovelace', user_type: 'individual', birth_date: '1990-05-01' });
      const res = await t.http().get('/api/auth/user').set(u.auth).expect(200);
      expect(res.body).toMatchObject({
        id: u.id,
        aud: 'authenticated',
        email: u.email,
        user_metadata: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'individual' },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|\$argon2/i);
    });

    it('merges the profile fields of data (dropping any other key) and answers the updated user', async () => {
      const u = await signUp(t, 'meta');
      const res = await t
        .http()
        .put('/api/auth/user')
        .set(u.auth)
        .send({ data: { first_name: 'Renamed', favourite_genre: 'mystery', role: 'service_role' } })
        .expect(200);
      expect(res.body.user_metadata).toMatchObject({ first_name: 'Renamed', last_name: 'Parent', user_type: 'parent' });
      expect(res.body.user_metadata).not.toHaveProperty('favourite_genre');
      expect(res.body.user_metadata).not.toHaveProperty('role');
      expect(new Date(res.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(res.body.created_at).getTime());
      const again = await t.http().get('/api/auth/user').set(u.auth).expect(200);
      expect(again.body.user_metadata.first_name).toBe('Renamed');
    });

    it('judges names put into the metadata', async () => {
      const u = await signUp(t, 'badname');
      const res = await t
        .http()
        .put('/api/auth/user')
        .set(u.auth)
        .send({ data: { last_name: '<script>alert(1)</script>' } })
        .expect(400);
      expect(res.body.errors).toContain('Last name: Name contains potentially harmful content');
    });

    it('a password change is judged by the domain, keeps this session and ends every other one', async () => {
      const u = await signUp(t, 'pwchange');
      const other = (await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(200)).body;
      const weak = await t.http().put('/api/auth/user').set(u.auth).send({ password: 'short', current_password: u.password }).expect(422);
      expect(weak.body).toMatchObject({
        code: 'weak_password',
        message: 'Password must be at least 8 characters long',
        weak_password: { reasons: ['length', 'characters'] },
      });
      await t.http().get('/api/auth/user').set(bearer(other.access_token)).expect(200); // a refused change ends nothing
      await t.http().put('/api/auth/user').set(u.auth).send({ password: 'Quiet#River88', current_password: u.password }).expect(200);
      await t.http().get('/api/auth/user').set(u.auth).expect(200);
      await t.http().get('/api/auth/user').set(bearer(other.access_token)).expect(401);
      await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: other.refresh_token }).expect(400);
      await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: u.refreshToken }).expect(200);
      await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(400);
      await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: 'Quiet#River88' }).expect(200);
    });

    it.each([
      ['without current_password', {}, 'current_password_required'],
      ['with a wrong current_password', { current_password: 'Wrong#River88' }, 'current_password_invalid'],
    ])('refuses a new password %s (a stolen token cannot take the account)', async (_case, extra, code) => {
      const u = await signUp(t, 'nocurrent');
      const res = await t
        .http()
        .put('/api/auth/user')
        .set(u.auth)
        .send({ password: 'Quiet#River88', ...extra })
        .expect(400);
      expect(res.body).toMatchObject({
        code,
        error_code: code,
        message: 'Current password required when setting new password.',
        msg: 'Current password required when setting new password.',
      });
      await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(200);
    });

    it("ignores fields it does not change, as the hosted service's clients send them (email stays)", async () => {
      const u = await signUp(t, 'email');
      const res = await t
        .http()
        .put('/api/auth/user')
        .set(u.auth)
        .send({ email: 'new@example.com', gotrue_meta_security: {}, code_challenge: 'x' })
        .expect(200);
      expect(res.body.email).toBe(u.email);
    });
  });

  describe('GET /api/profile', () => {
    it('creates a missing profile row from the sign-up metadata', async () => {
      const u = await signUp(t, 'noprofile', { first_name: 'Grace', last_name: 'Hopper' });
      const db = t.orm.em.fork().getConnection();
      await db.execute('delete from profiles where id = ?', [u.id]);
      const res = await t.http().get('/api/profile').set(u.auth).expect(200);
      expect(res.body).toEqual({ id: u.id, first_name: 'Grace', last_name: 'Hopper', created_at: expect.any(String), is_admin: false });
      const rows = await db.execute('select first_name from profiles where id = ?', [u.id]);
      expect(rows).toEqual([{ first_name: 'Grace' }]);
      await t.http().get('/api/profile').set(u.auth).expect(200);
    });
  });

  describe('ADMIN_EMAILS', () => {
    it('gives is_admin at server start to accounts that already exist, and to a profile created later', async () => {
      const existing = await signUp(t, 'later-admin');
      const missing = await signUp(t, 'later-admin-noprofile');
      await t.orm.em.fork().getConnection().execute('delete from profiles where id = ?', [missing.id]);
      const bystander = await signUp(t, 'bystander');
      const second = await startTestApp({ adminEmails: [existing.email, missing.email.toUpperCase()] });
      try {
        const profile = await second.http().get('/api/profile').set(existing.auth).expect(200);
        expect(profile.body.is_admin).toBe(true);
        const created = await second.http().get('/api/profile').set(missing.auth).expect(200);
        expect(created.body.is_admin).toBe(true);
        const other = await second.http().get('/api/profile').set(bystander.auth).expect(200);
        expect(other.body.is_admin).toBe(false);
        const session = await second.http().post('/api/auth/token?grant_type=password').send({ email: existing.email, password: TEST_PASSWORD }).expect(200);
        expect(claimsOf(session.body.access_token).is_admin).toBe(true);
      } finally {
        await second.close();
      }
    });

    it('never takes is_admin from what a user sends', async () => {
      const u = await signUp(t, 'sneaky');
      await t
        .http()
        .put('/api/auth/user')
        .set(u.auth)
        .send({ data: { is_admin: true } })
        .expect(200);
      expect((await t.http().get('/api/profile').set(u.auth).expect(200)).body.is_admin).toBe(false);
      const email = uniqueEmail('sneaky');
      const other = await t
        .http()
        .post('/api/auth/signup')
        .send({ email, password: TEST_PASSWORD, data: { first_name: 'Sly', last_name: 'Fox', is_admin: true, role: 'admin' } })
        .expect(200);
      expect(other.body.user.user_metadata).toEqual({ first_name: 'Sly', last_name: 'Fox' });
      expect(
        (
          await t
            .http()
            .get('/api/profile')
            .set({ Authorization: `Bearer ${other.body.access_token}` })
            .expect(200)
        ).body.is_admin,
      ).toBe(false);
    });
  });

  describe('the OpenAPI document', () => {
    it('documents every accounts route with its answers, examples and the bearer scheme', async () => {
      const doc = (await t.http().get('/api/docs').expect(200)).body;
      const op = (path: string, method: string) => doc.paths[path]?.[method];
      const routes: [string, string, string][] = [
        ['/api/auth/signup', 'post', '200'],
        ['/api/auth/token', 'post', '200'],
        ['/api/auth/logout', 'post', '204'],
        ['/api/auth/recover', 'post', '200'],
        ['/api/auth/verify', 'post', '200'],
        ['/api/auth/otp', 'post', '200'],
        ['/api/auth/user', 'get', '200'],
        ['/api/auth/user', 'put', '200'],
        ['/api/profile', 'get', '200'],
        ['/api/feedback', 'post', '201'],
      ];
      for (const [path, method, ok] of routes) {
        const operation = op(path, method);
        expect({ path, method, documented: !!operation?.responses?.[ok] }).toEqual({ path, method, documented: true });
        expect(operation.tags.length).toBeGreaterThan(0);
      }
      for (const [path, method] of [
        ['/api/auth/logout', 'post'],
        ['/api/auth/user', 'get'],
        ['/api/auth/user', 'put'],
        ['/api/profile', 'get'],
      ]) {
        expect(op(path, method).security).toEqual(expect.arrayContaining([{ bearer: [] }]));
        expect(op(path, method).responses['401']).toBeDefined();
      }
      expect(op('/api/auth/signup', 'post').responses['422'].content['application/json'].example.message).toBe('User already registered');
      expect(op('/api/auth/token', 'post').responses['429'].headers['Retry-After']).toBeDefined();
      expect(op('/api/feedback', 'post').responses['429'].content['application/json'].example.message).toMatch(/^Too many feedback attempts/);
      expect(op('/api/auth/token', 'post').responses['200'].content['application/json'].example).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    });
  });
});
