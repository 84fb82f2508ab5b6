import { readOutbox } from '../../adapters/mail/outbox-mailer.adapter.js';
import { DEFAULT_ACCOUNT_POLICIES } from '../../application/accounts/account-policies.js';
import { signUp, startTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('accounts: sign-up', () => {
  let t: TestApp;
  const admin = uniqueEmail('admin');
  beforeAll(async () => {
    t = await startTestApp({ adminEmails: [admin] });
  });
  afterAll(() => t.close());

  it('creates the account, its profile and a first session', async () => {
    const email = uniqueEmail('ada');
    const res = await t.http().post('/api/auth/signup').send({ email, password: TEST_PASSWORD, data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'parent' } }).expect(200);
    expect(res.body.user).toMatchObject({ email, user_metadata: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'parent' } });
    expect(res.body.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } });
    expect(res.body.session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|argon2/);
    const profile = await t.http().get('/api/profile').set(bearer(res.body.session.access_token)).expect(200);
    expect(profile.body).toMatchObject({ id: res.body.user.id, first_name: 'Ada', last_name: 'Lovelace', is_admin: false });
  });

  it('answers 422 "User already registered" for an email taken in any case', async () => {
    const u = await signUp(t, 'dup');
    const res = await t.http().post('/api/auth/signup').send({ email: u.email.toUpperCase(), password: TEST_PASSWORD, data: {} }).expect(422);
    expect(res.body).toEqual({ code: 'user_already_exists', message: 'User already registered', errors: ['User already registered'] });
  });

  it.each([
    ['a password shorter than 8 characters', 'Ab1!xyz', 'Password must be at least 8 characters long'],
    ['a password of 129 characters', `Ab1!${'xq'.repeat(63)}Z`, 'Password must be less than 128 characters'],
    ['a password without an uppercase letter', 'bright!lamp42', 'Password must contain at least one uppercase letter'],
    ['a password without a lowercase letter', 'BRIGHT!LAMP42', 'Password must contain at least one lowercase letter'],
    ['a password without a number', 'Bright!Lampxy', 'Password must contain at least one number'],
    ['a password without a special character', 'BrightLamp42', 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)'],
    ['a password with a weak pattern', 'MyPassword!42', 'Password contains common weak patterns'],
    ['a password repeating a character more than 3 times', 'Briiiight!42', 'Password cannot contain the same character more than 3 times in a row'],
    ['a password with a sequence', 'Bright!Lamp123', 'Password cannot contain sequential characters'],
  ])('refuses %s with the rule\'s message', async (_rule, password, message) => {
    const res = await t.http().post('/api/auth/signup').send({ email: uniqueEmail('weak'), password, data: {} }).expect(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toContain(message);
  });

  it.each([
    ['an empty email', '', 'Email is required'],
    ['a malformed email', 'not-an-email', 'Please enter a valid email address'],
    ['an email over 254 characters', `${'a'.repeat(250)}@example.com`, 'Email address is too long'],
  ])('refuses %s', async (_rule, email, message) => {
    const res = await t.http().post('/api/auth/signup').send({ email, password: TEST_PASSWORD, data: {} }).expect(400);
    expect(res.body.errors).toContain(message);
  });

  it.each([
    ['a one-letter first name', { first_name: 'A' }, 'First name: Name must be at least 2 characters long'],
    ['digits in a last name', { last_name: 'R2D2' }, 'Last name: Name contains invalid characters'],
    ['a script in a first name', { first_name: '<script>x</script>' }, 'First name: Name contains potentially harmful content'],
    ['a 101-character last name', { last_name: 'a'.repeat(101) }, 'Last name: Name must be 100 characters or less'],
  ])('refuses %s with the prefixed message', async (_rule, data, message) => {
    const res = await t.http().post('/api/auth/signup').send({ email: uniqueEmail('name'), password: TEST_PASSWORD, data }).expect(400);
    expect(res.body.errors).toContain(message);
  });

  it('gives is_admin to an address listed in ADMIN_EMAILS', async () => {
    const res = await t.http().post('/api/auth/signup').send({ email: admin, password: TEST_PASSWORD, data: { first_name: 'Ad', last_name: 'Min' } }).expect(200);
    const profile = await t.http().get('/api/profile').set(bearer(res.body.session.access_token)).expect(200);
    expect(profile.body.is_admin).toBe(true);
  });

  it('creates a missing profile from the sign-up metadata', async () => {
    const u = await signUp(t, 'noprofile', { first_name: 'Grace', last_name: 'Hopper' });
    await t.orm.em.fork().getConnection().execute('delete from profiles where id = ?', [u.id]);
    const res = await t.http().get('/api/profile').set(u.auth).expect(200);
    expect(res.body).toMatchObject({ id: u.id, first_name: 'Grace', last_name: 'Hopper', is_admin: false });
  });
});

describe('accounts: sign-in, refresh and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs in with email and password, in any case of the email', async () => {
    const u = await signUp(t, 'signin');
    const res = await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email.toUpperCase(), password: u.password }).expect(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', user: { id: u.id } });
    await t.http().get('/api/auth/user').set(bearer(res.body.access_token)).expect(200);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'Wrong!Pass42' })],
    ['an unknown email', () => ({ email: uniqueEmail('ghost'), password: TEST_PASSWORD })],
  ])('answers 400 "Invalid login credentials" for %s', async (_case, body) => {
    const u = await signUp(t, 'bad');
    const res = await t.http().post('/api/auth/token?grant_type=password').send(body(u.email)).expect(400);
    expect(res.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials', errors: ['Invalid login credentials'] });
  });

  it.each([
    ['no email or phone', { password: TEST_PASSWORD }],
    ['no password', { email: 'someone@example.com' }],
  ])('asks for an email or phone and a password when there is %s', async (_case, body) => {
    const res = await t.http().post('/api/auth/token?grant_type=password').send(body).expect(400);
    expect(res.body.message).toBe('You must provide either an email or phone number and a password');
  });

  it('refuses an unknown grant type', async () => {
    const res = await t.http().post('/api/auth/token?grant_type=web3').send({}).expect(400);
    expect(res.body.message).toMatch(/grant_type/);
  });

  it('rotates the refresh token: the new one works, the old one stops working', async () => {
    const u = await signUp(t, 'rotate');
    const first = await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: u.refreshToken }).expect(200);
    expect(first.body.refresh_token).not.toBe(u.refreshToken);
    await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: first.body.refresh_token }).expect(200);
  });

  it('revokes the whole session when a spent refresh token is replayed', async () => {
    const u = await signUp(t, 'replay');
    const next = await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: u.refreshToken }).expect(200);
    const replay = await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: u.refreshToken }).expect(400);
    expect(replay.body.message).toBe('Invalid Refresh Token: Already Used');
    await t.http().get('/api/auth/user').set(bearer(next.body.access_token)).expect(401);
    await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: next.body.refresh_token }).expect(400);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: 'nope' }).expect(400);
    expect(res.body.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('local sign-out ends only this session; global ends every session', async () => {
    const u = await signUp(t, 'logout');
    const other = await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(200);
    const third = await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(200);
    await t.http().post('/api/auth/logout?scope=local').set(u.auth).expect(204);
    await t.http().get('/api/auth/user').set(u.auth).expect(401);
    await t.http().get('/api/auth/user').set(bearer(other.body.access_token)).expect(200);
    await t.http().post('/api/auth/logout?scope=global').set(bearer(other.body.access_token)).expect(204);
    await t.http().get('/api/auth/user').set(bearer(third.body.access_token)).expect(401);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { Authorization: 'Bearer not.a.jwt' }],
    ['a token signed with another key', { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl' }],
  ])('answers 401 on a protected route with %s', async (_case, headers) => {
    const res = await t.http().get('/api/auth/user').set(headers).expect(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('a password change keeps this session and ends every other one', async () => {
    const u = await signUp(t, 'pwchange');
    const other = await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(200);
    const weak = await t.http().put('/api/auth/user').set(u.auth).send({ password: 'short' }).expect(400);
    expect(weak.body.errors).toContain('Password must be at least 8 characters long');
    await t.http().put('/api/auth/user').set(u.auth).send({ password: 'Quiet#River88' }).expect(200);
    await t.http().get('/api/auth/user').set(u.auth).expect(200);
    await t.http().get('/api/auth/user').set(bearer(other.body.access_token)).expect(401);
    await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: 'Quiet#River88' }).expect(200);
  });

  it('updates the user metadata', async () => {
    const u = await signUp(t, 'meta');
    const res = await t.http().put('/api/auth/user').set(u.auth).send({ data: { first_name: 'Renamed' } }).expect(200);
    expect(res.body.user_metadata.first_name).toBe('Renamed');
  });
});

describe('accounts: recovery and one-time links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const lastLinkTo = async (email: string) => {
    const mails = (await readOutbox(t.config.dataDir)).filter((m) => m.to === email);
    const link = mails.at(-1)?.link;
    if (!link) throw new Error(`no mail to ${email}`);
    return new URL(link);
  };

  it('answers {} for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await t.http().post('/api/auth/recover').send({ email }).expect(200);
    expect(res.body).toEqual({});
    expect((await readOutbox(t.config.dataDir)).some((m) => m.to === email)).toBe(false);
  });

  it('mails a reset link that signs in once and lets the password change', async () => {
    const u = await signUp(t, 'reset');
    await t.http().post('/api/auth/recover').send({ email: u.email, redirect_to: 'http://evil.example/' }).expect(200);
    const link = await lastLinkTo(u.email);
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('mode')).toBe('reset');
    const token = link.searchParams.get('token')!;
    const session = await t.http().post('/api/auth/verify').send({ type: 'recovery', token }).expect(200);
    await t.http().put('/api/auth/user').set(bearer(session.body.access_token)).send({ password: 'New#Garden77' }).expect(200);
    await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: 'New#Garden77' }).expect(200);
    const again = await t.http().post('/api/auth/verify').send({ type: 'recovery', token }).expect(403);
    expect(again.body.message).toBe('Email link is invalid or has expired');
  });

  it('refuses a reset link after an hour', async () => {
    const u = await signUp(t, 'expired');
    await t.http().post('/api/auth/recover').send({ email: u.email }).expect(200);
    const token = (await lastLinkTo(u.email)).searchParams.get('token')!;
    t.clock.advance(60 * 60 * 1000 + 1);
    await t.http().post('/api/auth/verify').send({ type: 'recovery', token }).expect(403);
  });

  it('a recovery token is not a sign-in link and the other way round', async () => {
    const u = await signUp(t, 'kinds');
    await t.http().post('/api/auth/recover').send({ email: u.email }).expect(200);
    const token = (await lastLinkTo(u.email)).searchParams.get('token')!;
    await t.http().post('/api/auth/verify').send({ type: 'magiclink', token }).expect(403);
  });

  it('mails a one-time sign-in link that gives a session', async () => {
    const u = await signUp(t, 'otp');
    await t.http().post('/api/auth/otp').send({ email: u.email }).expect(200);
    const link = await lastLinkTo(u.email);
    expect(link.searchParams.get('mode')).toBe('magiclink');
    const session = await t.http().post('/api/auth/verify').send({ type: 'magiclink', token: link.searchParams.get('token') }).expect(200);
    expect(session.body.user.email).toBe(u.email);
  });

  it('asks for an email or phone for a one-time link', async () => {
    const res = await t.http().post('/api/auth/otp').send({}).expect(400);
    expect(res.body.message).toBe('You must provide either an email or phone number.');
  });
});

describe('accounts: rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      accountPolicies: { ...DEFAULT_ACCOUNT_POLICIES, signUpPerIp: { name: 'sign-up-ip', points: 3, durationSeconds: 3600 }, recoverPerIp: { name: 'recover-ip', points: 2, durationSeconds: 3600 } },
    });
  });
  afterAll(() => t.close());

  it('slows repeated wrong passwords down with 429 and Retry-After, and the right one still works after the window', async () => {
    const u = await signUp(t, 'slow');
    for (let i = 0; i < 5; i++) await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: 'Wrong!Pass42' }).expect(400);
    const res = await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(429);
    expect(res.body.code).toBe('rate_limited');
    expect(res.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('limits sign-ups per address', async () => {
    for (let i = 0; i < 2; i++) await signUp(t, 'burst');
    const res = await t.http().post('/api/auth/signup').send({ email: uniqueEmail('burst'), password: TEST_PASSWORD, data: {} }).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits recovery mails per address', async () => {
    await t.http().post('/api/auth/recover').send({ email: uniqueEmail('r') }).expect(200);
    await t.http().post('/api/auth/recover').send({ email: uniqueEmail('r') }).expect(200);
    await t.http().post('/api/auth/recover').send({ email: uniqueEmail('r') }).expect(429);
  });
});
