import { BIRTH_DATE_MESSAGES, EMAIL_MESSAGES, NAME_MESSAGES, PASSWORD_MESSAGES } from '../../domain/index.js';
import { signUp, startTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  const admin = uniqueEmail('admin');
  beforeAll(async () => {
    t = await startTestApp({ adminEmails: [admin] });
  });
  afterAll(() => t.close());

  const post = (body: object) => t.http().post('/api/auth/signup').send(body);

  it('creates the account, its profile and a first session, shaped like the hosted auth service', async () => {
    const email = uniqueEmail('ada');
    const data = { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1985-04-12', user_type: 'parent' };
    const res = await post({ email, password: TEST_PASSWORD, data }).expect(200);
    expect(res.body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: null,
      email_confirmed_at: res.body.user.created_at,
      confirmed_at: res.body.user.created_at,
      last_sign_in_at: null,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: data,
      identities: [],
      is_anonymous: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    const session = res.body; // the session at the top level, the user inside it (GoTrue's answer)
    expect(Object.keys(session).sort()).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user']);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBe(Math.floor(t.clock.now().getTime() / 1000) + 3600);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(claimsOf(session.access_token)).toMatchObject({
      sub: res.body.user.id,
      email,
      role: 'authenticated',
      session_id: expect.any(String),
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      user_metadata: data,
      app_metadata: { provider: 'email', providers: ['email'] },
      is_admin: false,
      iss: 'shelfcheck',
      aud: 'authenticated',
      iat: expect.any(Number),
      exp: session.expires_at,
    });
    const profile = await t.http().get('/api/profile').set(bearer(session.access_token)).expect(200);
    expect(profile.body).toEqual({ id: res.body.user.id, first_name: 'Ada', last_name: 'Lovelace', created_at: expect.any(String), is_admin: false });
  });

  it('stores the address lower-cased and keeps no password or hash in any answer', async () => {
    const email = `MiXeD.${uniqueEmail('case')}`;
    const res = await post({ email: `  ${email}  `, password: TEST_PASSWORD, data: {} }).expect(200);
    expect(res.body.user.email).toBe(email.toLowerCase());
    expect(JSON.stringify(res.body)).not.toMatch(/password|\$argon2/i);
    const [row] = await t.orm.em.fork().getConnection().execute('select password_hash from users where id = ?', [res.body.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 422 "User already registered" for an email taken in any case', async () => {
    const u = await signUp(t, 'dup');
    const res = await post({ email: u.email.toUpperCase(), password: TEST_PASSWORD, data: {} }).expect(422);
    expect(res.body).toEqual({
      code: 'user_already_exists',
      error_code: 'user_already_exists',
      msg: 'User already registered',
      message: 'User already registered',
      errors: ['User already registered'],
    });
  });

  it('lets only one of two simultaneous sign-ups of one email through', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      post({ email, password: TEST_PASSWORD, data: {} }),
      post({ email: email.toUpperCase(), password: TEST_PASSWORD, data: {} }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
  });

  it.each([
    ['a password shorter than 8 characters', 'Ab1!xyz', PASSWORD_MESSAGES.tooShort],
    ['a password of 129 characters', `Ab1!${'xq'.repeat(62)}Z`, PASSWORD_MESSAGES.tooLong],
    ['a password without an uppercase letter', 'bright!lamp42', PASSWORD_MESSAGES.uppercase],
    ['a password without a lowercase letter', 'BRIGHT!LAMP42', PASSWORD_MESSAGES.lowercase],
    ['a password without a number', 'Bright!Lampxy', PASSWORD_MESSAGES.digit],
    ['a password without a special character', 'BrightLamp42', PASSWORD_MESSAGES.special],
    ['a password with a weak pattern', 'MyPassword!42', PASSWORD_MESSAGES.weak],
    ['a password repeating a character more than 3 times', 'Briiiight!42', PASSWORD_MESSAGES.repeated],
    ['a password with a sequence', 'Bright!Lamp123', PASSWORD_MESSAGES.sequential],
  ])("refuses %s with the rule's message first, as 422 weak_password with its reasons", async (_rule, password, message) => {
    const res = await post({ email: uniqueEmail('weak'), password, data: {} }).expect(422);
    expect(res.body).toMatchObject({ code: 'weak_password', message, weak_password: { reasons: expect.any(Array) } });
    expect(res.body.errors[0]).toBe(message);
  });

  it.each([
    ['no email', { password: TEST_PASSWORD }],
    ['an empty email', { email: '', password: TEST_PASSWORD }],
    ['an empty password', { email: 'x@example.com', password: '' }],
  ])("answers a sign-up with %s in the specification's words", async (_case, body) => {
    const res = await post({ ...body, data: {} }).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message: 'You must provide either an email or phone number and a password' });
  });

  it('refuses an individual account for someone under 13, and a birth date in the future', async () => {
    const young = await post({
      email: uniqueEmail('young'),
      password: TEST_PASSWORD,
      data: { first_name: 'Kit', last_name: 'Young', user_type: 'individual', birth_date: '2020-01-01' },
    }).expect(400);
    expect(young.body.message).toBe(BIRTH_DATE_MESSAGES.tooYoung);
    const future = await post({ email: uniqueEmail('future'), password: TEST_PASSWORD, data: { user_type: 'parent', birth_date: '2999-01-01' } }).expect(400);
    expect(future.body.message).toBe(BIRTH_DATE_MESSAGES.future);
  });

  it('takes and ignores whatever else the official client sends', async () => {
    const res = await post({
      email: uniqueEmail('extras'),
      password: TEST_PASSWORD,
      data: { first_name: 'Ada', is_admin: true },
      code_challenge: 'abc',
      code_challenge_method: 's256',
      gotrue_meta_security: { captcha_token: 'x' },
      channel: 'sms',
      is_admin: true,
    }).expect(200);
    expect(res.body.user.user_metadata).toEqual({ first_name: 'Ada', last_name: null });
  });

  it("has the specification's exact password messages", () => {
    expect(PASSWORD_MESSAGES).toMatchObject({
      tooShort: 'Password must be at least 8 characters long',
      tooLong: 'Password must be less than 128 characters',
      weak: 'Password contains common weak patterns',
      sequential: 'Password cannot contain sequential characters',
    });
  });

  it.each([
    ['a malformed email', 'not-an-email', EMAIL_MESSAGES.invalid],
    ['an email over 254 characters', `${'a'.repeat(250)}@example.com`, EMAIL_MESSAGES.tooLong],
  ])('refuses %s with "%s"', async (_rule, email, message) => {
    const res = await post({ email, password: TEST_PASSWORD, data: {} }).expect(400);
    expect(res.body).toMatchObject({ code: 'email_address_invalid', message });
  });

  it.each([
    ['a one-letter first name', { first_name: 'A' }, `First name: ${NAME_MESSAGES.tooShort}`],
    ['a 101-character last name', { last_name: 'a'.repeat(101) }, `Last name: ${NAME_MESSAGES.tooLong}`],
    ['digits in a last name', { last_name: 'R2D2' }, `Last name: ${NAME_MESSAGES.invalid}`],
    ['an inline handler in a first name', { first_name: 'Ann onload=x' }, `First name: ${NAME_MESSAGES.harmful}`],
  ])('refuses %s with the prefixed message', async (_rule, data, message) => {
    const res = await post({ email: uniqueEmail('name'), password: TEST_PASSWORD, data }).expect(400);
    expect(res.body.errors).toContain(message);
  });

  it('accepts names of any script with hyphens, apostrophes and periods, and blank names', async () => {
    await post({ email: uniqueEmail('intl'), password: TEST_PASSWORD, data: { first_name: 'Zoë-Anne', last_name: "O'Brien Jr." } }).expect(200);
    await post({ email: uniqueEmail('intl'), password: TEST_PASSWORD, data: { first_name: '李明', last_name: 'Ångström' } }).expect(200);
    const blank = await post({ email: uniqueEmail('blank'), password: TEST_PASSWORD, data: { first_name: '  ', last_name: '' } }).expect(200);
    expect(blank.body.user.user_metadata).toMatchObject({ first_name: null, last_name: null });
  });

  it.each([
    ['no password', { email: 'x@example.com' }],
    ['a number as the email', { email: 42, password: TEST_PASSWORD }],
    ['an unknown user type', { email: 'x@example.com', password: TEST_PASSWORD, data: { user_type: 'robot' } }],
    ['a birth date that is not a date', { email: 'x@example.com', password: TEST_PASSWORD, data: { birth_date: 'yesterday' } }],
  ])('refuses a body with %s (shape check)', async (_case, body) => {
    const res = await post(body).expect(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it('gives is_admin to an address listed in ADMIN_EMAILS, in its profile and its token', async () => {
    const res = await post({ email: admin.toUpperCase(), password: TEST_PASSWORD, data: { first_name: 'Ad', last_name: 'Min' } }).expect(200);
    expect(claimsOf(res.body.access_token).is_admin).toBe(true);
    const profile = await t.http().get('/api/profile').set(bearer(res.body.access_token)).expect(200);
    expect(profile.body.is_admin).toBe(true);
  });
});
