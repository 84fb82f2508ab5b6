import type { AppConfig } from '../../api/config/app-config.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { fakeOpenAi } from './books-openai.helper.js';

/**
 * "Subscribers are served first when AI capacity is short": with one AI call allowed at a time, a
 * subscriber who asks after two free accounts is answered before the free account still waiting.
 */
describe('AI capacity: subscribers first', () => {
  const ai = fakeOpenAi();
  let t: TestApp;
  let first: SignedUp;
  let waiting: SignedUp;
  let subscriber: SignedUp;

  beforeAll(async () => {
    const port = await ai.listen();
    // every answer hangs until the 300 ms timeout, so each call holds the only slot for a while
    const openai = { apiKey: 'test-key', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'tiny-model', timeoutMs: 300, maxRetries: 0, maxConcurrent: 1 } as AppConfig['openai'];
    t = await startTestApp({ openai });
    [first, waiting, subscriber] = await Promise.all([signUp(t, 'ai-first'), signUp(t, 'ai-waiting'), signUp(t, 'ai-paid')]);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into subscriptions (user_id, status, tier, current_period_end) values (?, 'active', 'monthly', now() + interval '30 days')`, [subscriber.id]);
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

  it('answers a subscriber before a free account that asked earlier, once the slot is taken', async () => {
    ai.on('book_answer', 'hang');
    const calls = [ask(first, 'first free question')];
    await pause(100); // the first call holds the only slot
    calls.push(ask(waiting, 'waiting free question'));
    await pause(100);
    calls.push(ask(subscriber, 'subscriber question'));
    const answers = await Promise.all(calls);
    // each call timed out at the provider and was answered cleanly
    expect(answers.map((a) => a.status)).toEqual([502, 502, 502]);
    expect(asked()).toEqual(['first free question', 'subscriber question', 'waiting free question']);
  });

  it('serves free accounts in arrival order when nobody is subscribed', async () => {
    ai.reset();
    ai.on('book_answer', 'hang');
    const calls = [ask(first, 'one')];
    await pause(100);
    calls.push(ask(waiting, 'two'));
    await pause(100);
    calls.push(ask(first, 'three'));
    await Promise.all(calls);
    expect(asked()).toEqual(['one', 'two', 'three']);
  });
});
