import type { AppConfig } from '../../api/config/app-config.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { fakeOpenAi } from './books-openai.helper.js';

/**
 * "Subscribers are served first when AI capacity is short": with one AI call allowed at a time, a
 * subscriber who asks after a free account is answered before that free account. The fake provider
 * holds every call until the test lets it go, so the order does not depend on timing.
 */
describe('AI capacity: subscribers first', () => {
  const ai = fakeOpenAi();
  let t: TestApp;
  let first: SignedUp;
  let waiting: SignedUp;
  let subscriber: SignedUp;

  beforeAll(async () => {
    const port = await ai.listen();
    const openai = {
      apiKey: 'test-key',
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'tiny-model',
      timeoutMs: 60_000,
      maxRetries: 0,
      maxConcurrent: 1,
    } as AppConfig['openai'];
    t = await startTestApp({ openai });
    [first, waiting, subscriber] = await Promise.all([signUp(t, 'ai-first'), signUp(t, 'ai-waiting'), signUp(t, 'ai-paid')]);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into subscriptions (user_id, status, tier, current_period_end) values (?, 'active', 'monthly', now() + interval '30 days')`, [
        subscriber.id,
      ]);
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  /** Sends at once (a supertest request only goes out when it is awaited or then'd). */
  const ask = (u: SignedUp, question: string) =>
    t
      .http()
      .post('/api/books/chat')
      .set(u.auth)
      .send({ book: { title: 'Holes', author: 'Louis Sachar', summary: '' }, question, reader_id: 'self' })
      .then((res) => res);
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const asked = () => ai.requests.map((r) => JSON.parse(r.body.messages[1].content).question as string);
  /** Waits until the provider has received `n` calls. */
  const providerHas = async (n: number) => {
    for (let i = 0; i < 200 && ai.requests.length < n; i++) await pause(50);
    expect(ai.requests.length).toBe(n);
  };
  /** Lets the held calls go one by one, checking that the next one arrives before the following release. */
  const drain = async (total: number) => {
    for (let n = 1; n <= total; n++) {
      await providerHas(n);
      await pause(200); // nothing else may slip in while a call holds the only slot
      expect(ai.requests.length).toBe(n);
      ai.releaseOldest();
    }
  };

  it('answers a subscriber before a free account that asked earlier, once the slot is taken', async () => {
    ai.reset();
    ai.on('book_answer', 'hang');
    const calls = [ask(first, 'first free question')];
    await providerHas(1); // the first call holds the only slot
    calls.push(ask(waiting, 'waiting free question'));
    await pause(1500); // ...and the free account waits at the gate
    calls.push(ask(subscriber, 'subscriber question'));
    await pause(1500);
    await drain(3);
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual([502, 502, 502]); // each cut call answered cleanly
    expect(asked()).toEqual(['first free question', 'subscriber question', 'waiting free question']);
  });

  it('serves free accounts in arrival order when nobody is subscribed', async () => {
    ai.reset();
    ai.on('book_answer', 'hang');
    const calls = [ask(first, 'one')];
    await providerHas(1);
    calls.push(ask(waiting, 'two'));
    await pause(1500);
    calls.push(ask(first, 'three'));
    await pause(1500);
    await drain(3);
    await Promise.all(calls);
    expect(asked()).toEqual(['one', 'two', 'three']);
  });
});
