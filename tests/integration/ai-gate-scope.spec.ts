import type { AppConfig } from '../../api/config/app-config.js';
import { AI_TIMEOUT_MESSAGE } from '../../adapters/intelligence/openai-json-client.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { fakeOpenAi } from './books-openai.helper.js';

/**
 * "AI only where AI is needed" (issue #18, part 7): the AI gate holds only calls that reach the
 * provider, and a stalled provider ends in a clear, timed-out error that stores nothing. The fake
 * provider holds each call until the test releases it (no timing assertion).
 */
describe('AI gate: only provider calls wait', () => {
  const ai = fakeOpenAi();
  let t: TestApp;
  let users: SignedUp[];

  beforeAll(async () => {
    const port = await ai.listen();
    // one slot, and a bound far above any wait of this test: a held call stays held until released
    const openai = {
      apiKey: 'test-key',
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'tiny-model',
      timeoutMs: 120_000,
      maxRetries: 0,
      maxConcurrent: 1,
    } as AppConfig['openai'];
    t = await startTestApp({ openai });
    users = await Promise.all(['gate-a', 'gate-b', 'gate-c'].map((name) => signUp(t, name)));
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const providerHas = async (n: number) => {
    for (let i = 0; i < 200 && ai.requests.length < n; i++) await pause(50);
    expect(ai.requests.length).toBe(n);
  };

  it('answers a catalog book while the gate is full of held AI calls, without calling the provider', async () => {
    ai.reset();
    ai.on('book_answer', 'hang');
    const ask = (u: SignedUp, question: string) =>
      t
        .http()
        .post('/api/books/chat')
        .set(u.auth)
        .send({ book: { title: 'Holes', author: 'Louis Sachar', summary: '' }, question, reader_id: 'self' })
        .then((res) => res);
    const held = [ask(users[0], 'one'), ask(users[1], 'two')];
    await providerHas(1); // the only slot is held, and the second question waits behind it
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(users[2].auth)
      .send({ book: { originalQuery: "Charlotte's Web" }, reader_id: 'self' });
    expect({ status: res.status, title: res.body.title, calls: ai.requests.length }).toEqual({ status: 200, title: "Charlotte's Web", calls: 1 });
    while (ai.releaseOldest() || ai.requests.length < 2) await pause(50);
    await Promise.all(held);
  });
});

describe('AI timeout: a stalled provider ends in a clear error and stores nothing', () => {
  const ai = fakeOpenAi();
  let t: TestApp;
  let u: SignedUp;
  const exec = (q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute(q, p);
  const count = async (q: string, p: unknown[] = []) => Number(((await exec(q, p)) as { n: number }[])[0].n);

  beforeAll(async () => {
    const port = await ai.listen();
    // OPENAI_TIMEOUT_MS as the config carries it, small so the hanging provider is given up quickly
    const openai = { apiKey: 'test-key', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'tiny-model', timeoutMs: 300, maxRetries: 1 } as AppConfig['openai'];
    t = await startTestApp({ openai });
    u = await signUp(t, 'ai-timeout');
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('answers 504 ai_timeout with a sentence a parent understands; no catalog book, cache row, history row or scan', async () => {
    const title = `Quillon Stillwater ${Math.random().toString(36).slice(2, 7)}`;
    ai.on('identify_book', 'ok', { status: 'one', books: [{ title, author: 'J. Penn', isbn: null, confidence: 0.9 }] });
    ai.on('book_facts', 'hang');
    const before = {
      cache: await count('select count(*)::int as n from analysis_cache'),
      history: await count('select count(*)::int as n from scan_history where user_id = ?', [u.id]),
    };
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: title }, reader_id: 'self', scan_type: 'single-scan' });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 504,
      body: { code: 'ai_timeout', message: AI_TIMEOUT_MESSAGE, errors: [AI_TIMEOUT_MESSAGE] },
    });
    expect(ai.requests.map((r) => r.task)).toContain('book_facts');
    expect(await count('select count(*)::int as n from book_content_analysis where title = ?', [title])).toBe(0);
    expect(await count('select count(*)::int as n from analysis_cache')).toBe(before.cache);
    expect(await count('select count(*)::int as n from scan_history where user_id = ?', [u.id])).toBe(before.history);
    expect(await count('select coalesce((select scans_used from scan_usage where user_id = ?), 0) as n', [u.id])).toBe(0);
    await t.http().get('/api/health').expect(200);
  });
});
