import { DEFAULT_ACCOUNT_POLICIES } from '../../application/accounts/account-policies.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;

describe('POST /api/feedback', () => {
  let t: TestApp;
  let ipSeq = 0;
  const newIp = () => `198.51.100.${++ipSeq}`;
  beforeAll(async () => {
    // the real feedback limits; sign-ups unlimited, since every test signs someone up from one address
    t = await startTestApp({ accountPolicies: { ...DEFAULT_ACCOUNT_POLICIES, signUpPerIp: { name: 'sign-up-ip', points: 10_000, durationSeconds: 60 } } });
  });
  afterAll(() => t.close());

  const db = () => t.orm.em.fork().getConnection();
  const post = (body: object, auth: Record<string, string> = {}, ip = newIp()) =>
    t.http().post('/api/feedback').set('X-Forwarded-For', ip).set(auth).send(body);

  it('stores signed-in feedback as new, tied to the account, and answers 201 { id, status, created_at }', async () => {
    const u = await signUp(t, 'fb');
    const body = { feedback_text: '  Lovely app  ', rating: 5, category: 'general', email: 'ada@example.com', page_url: '/help', user_agent: 'jest' };
    const res = await post(body, u.auth).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'new', created_at: t.clock.now().toISOString() });
    const [row] = await db().execute('select user_id, feedback_text, rating, category, email, page_url, user_agent, status from feedback where id = ?', [
      res.body.id,
    ]);
    expect(row).toEqual({
      user_id: u.id,
      feedback_text: 'Lovely app',
      rating: 5,
      category: 'general',
      email: 'ada@example.com',
      page_url: '/help',
      user_agent: 'jest',
      status: 'new',
    });
  });

  it('takes a rating of null and no optional fields', async () => {
    const u = await signUp(t, 'fbnull');
    const res = await post({ feedback_text: 'Just text', rating: null }, u.auth).expect(201);
    const [row] = await db().execute('select rating, category, email from feedback where id = ?', [res.body.id]);
    expect(row).toEqual({ rating: null, category: null, email: null });
  });

  it.each([
    ['empty text', { feedback_text: '   ' }, 'This field is required'],
    ['text over 3000 characters', { feedback_text: 'a'.repeat(3001) }, 'Maximum length is 3000 characters'],
    ['a malformed email', { feedback_text: 'Hello there', email: 'nope' }, 'Please enter a valid email address'],
    ['an email over 254 characters', { feedback_text: 'Hello there', email: `${'a'.repeat(250)}@example.com` }, 'Maximum length is 254 characters'],
    ['a category over 50 characters', { feedback_text: 'Hello there', category: 'c'.repeat(51) }, 'Maximum length is 50 characters'],
    ['a rating of 6', { feedback_text: 'Hello there', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    ['a rating of 0', { feedback_text: 'Hello there', rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    ['a rating of 4.5', { feedback_text: 'Hello there', rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
  ])("refuses %s with the domain's message", async (_case, body, message) => {
    const u = await signUp(t, 'fbv');
    const res = await post(body, u.auth).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message });
  });

  it.each([
    ['no text', { rating: 5 }],
    ['a rating as text', { feedback_text: 'Hi', rating: 'five' }],
    ['an unknown field', { feedback_text: 'Hi', status: 'resolved' }],
  ])('refuses a body with %s (shape check)', async (_case, body) => {
    await post(body).expect(400);
  });

  it('allows 3 per 30 minutes per account, then 429 with the minutes to wait and Retry-After', async () => {
    const u = await signUp(t, 'fbrate');
    for (let i = 0; i < 3; i++) {
      await post({ feedback_text: `note ${i}` }, u.auth).expect(201);
      t.clock.advance(MINUTE);
    }
    const res = await post({ feedback_text: 'one more' }, u.auth).expect(429);
    expect(res.body).toEqual({
      code: 'rate_limited',
      message: 'Too many feedback attempts. Please wait 27 minutes.',
      errors: ['Too many feedback attempts. Please wait 27 minutes.'],
    });
    expect(res.headers['retry-after']).toBe(String(27 * 60));
    t.clock.advance(27 * MINUTE - 1000);
    await post({ feedback_text: 'not yet' }, u.auth).expect(429);
    t.clock.advance(1000);
    await post({ feedback_text: 'later' }, u.auth).expect(201);
    const [{ n }] = await db().execute('select count(*)::int as n from feedback where user_id = ?', [u.id]);
    expect(n).toBe(4);
  });

  it("counts an account's limit whatever address it writes from, and lets only 3 of 6 simultaneous submissions through", async () => {
    const u = await signUp(t, 'fbrace');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post({ feedback_text: `burst ${i}` }, u.auth)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const [{ n }] = await db().execute('select count(*)::int as n from feedback where user_id = ?', [u.id]);
    expect(n).toBe(3);
  });

  it('takes anonymous feedback, 3 per 30 minutes per address', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      const res = await post({ feedback_text: `visitor ${i}` }, {}, ip).expect(201);
      const [row] = await db().execute('select user_id from feedback where id = ?', [res.body.id]);
      expect(row.user_id).toBeNull();
    }
    const res = await post({ feedback_text: 'again' }, {}, ip).expect(429);
    expect(res.body.message).toMatch(/^Too many feedback attempts\. Please wait (30|29) minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(29 * 60);
    await post({ feedback_text: 'from another address' }, {}, newIp()).expect(201);
    const u = await signUp(t, 'fbsameip');
    await post({ feedback_text: 'signed in on that address' }, u.auth, ip).expect(201);
  });

  it('treats a stale or forged token on the public route as a visitor', async () => {
    for (const token of ['stale.token.here', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln']) {
      const res = await post({ feedback_text: 'hello' }, { Authorization: `Bearer ${token}` }).expect(201);
      const [row] = await db().execute('select user_id from feedback where id = ?', [res.body.id]);
      expect(row.user_id).toBeNull();
    }
  });

  it('treats the token of a signed-out session as a visitor', async () => {
    const u = await signUp(t, 'fbout');
    await t.http().post('/api/auth/logout?scope=local').set(u.auth).expect(204);
    const res = await post({ feedback_text: 'after sign-out' }, u.auth).expect(201);
    const [row] = await db().execute('select user_id from feedback where id = ?', [res.body.id]);
    expect(row.user_id).toBeNull();
  });
});
