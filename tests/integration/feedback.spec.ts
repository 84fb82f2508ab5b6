import { DEFAULT_ACCOUNT_POLICIES } from '../../application/accounts/account-policies.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('POST /api/feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ accountPolicies: DEFAULT_ACCOUNT_POLICIES });
  });
  afterAll(() => t.close());

  it('stores signed-in feedback as new, tied to the account, with the page and browser', async () => {
    const u = await signUp(t, 'fb');
    const res = await t.http().post('/api/feedback').set(u.auth).send({ feedback_text: 'Lovely app', rating: 5, category: 'general', page_url: '/help', user_agent: 'jest' }).expect(201);
    expect(res.body).toMatchObject({ status: 'new' });
    const [row] = await t.orm.em.fork().getConnection().execute('select user_id, rating, category, page_url, user_agent from feedback where id = ?', [res.body.id]);
    expect(row).toEqual({ user_id: u.id, rating: 5, category: 'general', page_url: '/help', user_agent: 'jest' });
  });

  it.each([
    ['empty text', { feedback_text: '   ' }, 'This field is required'],
    ['text over 3000 characters', { feedback_text: 'a'.repeat(3001) }, 'Maximum length is 3000 characters'],
    ['a malformed email', { feedback_text: 'Hello there', email: 'nope' }, 'Please enter a valid email address'],
    ['a category over 50 characters', { feedback_text: 'Hello there', category: 'c'.repeat(51) }, 'Maximum length is 50 characters'],
    ['a rating of 6', { feedback_text: 'Hello there', rating: 6 }, null],
    ['a rating of 0', { feedback_text: 'Hello there', rating: 0 }, null],
  ])('refuses %s with the rule\'s message', async (_case, body, message) => {
    const u = await signUp(t, 'fbv');
    const res = await t.http().post('/api/feedback').set(u.auth).send(body).expect(400);
    expect(res.body.code).toBe('validation_failed');
    if (message) expect(res.body.errors).toContain(message);
    else expect(res.body.message).toMatch(/rating/i);
  });

  it('allows 3 per 30 minutes per account, then 429 with the minutes to wait', async () => {
    const u = await signUp(t, 'fbrate');
    for (let i = 0; i < 3; i++) {
      await t.http().post('/api/feedback').set(u.auth).send({ feedback_text: `note ${i}` }).expect(201);
      t.clock.advance(60_000);
    }
    const res = await t.http().post('/api/feedback').set(u.auth).send({ feedback_text: 'one more' }).expect(429);
    expect(res.body.message).toBe('Too many feedback attempts. Please wait 27 minutes.');
    expect(res.headers['retry-after']).toBe(String(27 * 60));
    t.clock.advance(27 * 60_000);
    await t.http().post('/api/feedback').set(u.auth).send({ feedback_text: 'later' }).expect(201);
  });

  it('takes anonymous feedback, limited per address', async () => {
    const anon = await startTestApp({ accountPolicies: DEFAULT_ACCOUNT_POLICIES });
    try {
      for (let i = 0; i < 3; i++) await anon.http().post('/api/feedback').send({ feedback_text: `visitor ${i}` }).expect(201);
      const res = await anon.http().post('/api/feedback').send({ feedback_text: 'again' }).expect(429);
      expect(res.body.message).toMatch(/^Too many feedback attempts\. Please wait \d+ minutes\.$/);
    } finally {
      await anon.close();
    }
  });

  it('treats a stale token on the public route as a visitor', async () => {
    const res = await t.http().post('/api/feedback').set({ Authorization: 'Bearer stale.token.here' }).send({ feedback_text: 'hello' }).expect(201);
    const [row] = await t.orm.em.fork().getConnection().execute('select user_id from feedback where id = ?', [res.body.id]);
    expect(row.user_id).toBeNull();
  });
});
