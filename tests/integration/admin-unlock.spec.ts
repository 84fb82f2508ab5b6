import { startTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';
import { sql } from './admin-auth.helper.js';

const PASSWORD = 'Quiet-Harbor#72';

/** An admin signed up through the accounts API (ADMIN_EMAILS makes the profile an admin). */
async function signUpAdmin(t: TestApp, email: string): Promise<{ id: string; auth: { Authorization: string } }> {
  const res = await t
    .http()
    .post('/api/auth/signup')
    .send({ email, password: PASSWORD, data: { first_name: 'Ada', last_name: 'Admin', user_type: 'parent' } });
  expect(res.status).toBe(200);
  return { id: res.body.user.id, auth: { Authorization: `Bearer ${res.body.access_token}` } };
}

describe('unlocking the admin area', () => {
  let t: TestApp;
  const admins = Array.from({ length: 7 }, (_, i) => uniqueEmail(`unlock${i}`));

  beforeAll(async () => {
    t = await startTestApp({ adminEmails: admins });
  });
  afterAll(async () => {
    await t.close();
  });

  it('grants access for 30 minutes with the right password, then the admin routes answer', async () => {
    const admin = await signUpAdmin(t, admins[0]);
    await t.http().get('/api/admin/profiles').set(admin.auth).expect(403);
    const res = await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: PASSWORD }).expect(200);
    expect(res.body).toEqual({ unlocked_until: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(), message: 'Access granted' });
    const profiles = await t.http().get('/api/admin/profiles').set(admin.auth).expect(200);
    expect(profiles.body.find((p: { id: string }) => p.id === admin.id)).toMatchObject({ first_name: 'Ada', last_name: 'Admin', is_admin: true });
    t.clock.advance(30 * 60_000);
    const after = await t.http().get('/api/admin/profiles').set(admin.auth).expect(403);
    expect(after.body.message).toMatch(/^Unlock the admin area first/);
  });

  it('belongs to the session that unlocked: another sign-in of the same admin is still locked (issue #19)', async () => {
    const first = await signUpAdmin(t, admins[6]);
    const signIn = await t.http().post('/api/auth/token?grant_type=password').send({ email: admins[6], password: PASSWORD }).expect(200);
    const second = { Authorization: `Bearer ${signIn.body.access_token}` };
    await t.http().post('/api/admin/unlock').set(first.auth).send({ password: PASSWORD }).expect(200);
    await t.http().get('/api/admin/profiles').set(first.auth).expect(200);
    const locked = await t.http().get('/api/admin/profiles').set(second).expect(403);
    expect(locked.body.message).toMatch(/^Unlock the admin area first/);
    // the second session unlocks for itself; the unlock moves there (one running unlock per admin)
    await t.http().post('/api/admin/unlock').set(second).send({ password: PASSWORD }).expect(200);
    await t.http().get('/api/admin/profiles').set(second).expect(200);
    await t.http().get('/api/admin/profiles').set(first.auth).expect(403);
  });

  it('refuses a wrong password with 401 Invalid password and stays locked', async () => {
    const admin = await signUpAdmin(t, admins[1]);
    const res = await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: 'Wrong-Harbor#72' }).expect(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: 'Invalid password', errors: ['Invalid password'] });
    await t.http().get('/api/admin/feedback').set(admin.auth).expect(403);
  });

  it('refuses an empty password with 400', async () => {
    const admin = await signUpAdmin(t, admins[2]);
    const res = await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: '' }).expect(400);
    expect(res.body.message).toBe('Password is required');
    await t.http().post('/api/admin/unlock').set(admin.auth).send({}).expect(400);
  });

  it('allows 5 wrong passwords per 15 minutes, then answers 429 with Retry-After, even to the right one', async () => {
    const admin = await signUpAdmin(t, admins[3]);
    for (let i = 0; i < 5; i++) {
      await t
        .http()
        .post('/api/admin/unlock')
        .set(admin.auth)
        .send({ password: `Wrong-${i}#Harbor` })
        .expect(401);
      t.clock.advance(60_000);
    }
    const limited = await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: PASSWORD }).expect(429);
    expect(limited.body.message).toBe('Too many unlock attempts. Please wait 10 minutes.');
    expect(Number(limited.headers['retry-after'])).toBe(10 * 60);
    t.clock.advance(10 * 60_000); // the first wrong attempt leaves the window
    await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: PASSWORD }).expect(200);
  });

  it('starts a new count after a successful unlock', async () => {
    const admin = await signUpAdmin(t, admins[4]);
    for (let i = 0; i < 4; i++) await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: 'Wrong#Harbor1' }).expect(401);
    t.clock.advance(1000);
    await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: PASSWORD }).expect(200);
    t.clock.advance(1000);
    for (let i = 0; i < 5; i++) await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: 'Wrong#Harbor1' }).expect(401);
    await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: 'Wrong#Harbor1' }).expect(429);
  });

  it('records unlocks and wrong passwords in the audit log', async () => {
    const admin = await signUpAdmin(t, admins[5]);
    await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: 'Wrong#Harbor1' }).expect(401);
    await t.http().post('/api/admin/unlock').set(admin.auth).send({ password: PASSWORD }).expect(200);
    const rows = await sql<{ action: string }>(t, 'select action from audit_log where actor_id = $1 order by action', [admin.id]);
    expect(rows.map((r) => r.action)).toEqual(['admin.unlock_failed', 'admin.unlocked']);
  });

  it('refuses the unlock to a signed-in user who is not an admin', async () => {
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: uniqueEmail('reader'), password: PASSWORD, data: { first_name: 'Rae' } });
    const auth = { Authorization: `Bearer ${res.body.access_token}` };
    const denied = await t.http().post('/api/admin/unlock').set(auth).send({ password: PASSWORD }).expect(403);
    expect(denied.body.message).toBe('You do not have access to the admin area');
  });
});
