import { AnswerCaches, ShortLivedAnswers } from './short-lived-answers.js';

// The behaviour each cache relies on is specified where it is used (session-liveness-cache.spec,
// household-place-cache.spec); these are the parts neither of them reaches.
describe('short-lived answers (issue 20)', () => {
  it('starts again when full, so memory stays bounded', async () => {
    let asked = 0;
    const answers = new ShortLivedAnswers<number>(500, () => 0, 2);
    const ask = (key: string) => answers.ask(key, async () => ++asked);
    await ask('a');
    await ask('b');
    await ask('a'); // still kept
    expect(asked).toBe(2);
    await ask('c'); // full: the map starts again with c
    await ask('a');
    expect(asked).toBe(4);
  });

  it('starts again when the answers kept would weigh more than the budget, and never keeps one over a quarter of it', async () => {
    let asked = 0;
    const answers = new ShortLivedAnswers<string>(500, () => 0, 100, { of: (a) => a.length, max: 40 });
    const ask = (key: string, answer: string) => answers.ask(key, async () => (asked++, answer));
    await ask('a', 'x'.repeat(10));
    await ask('b', 'x'.repeat(10));
    await ask('c', 'x'.repeat(10));
    await ask('a', 'x'.repeat(10)); // 30 of 40: all still kept
    expect(asked).toBe(3);
    await ask('d', 'x'.repeat(10)); // 40: still within the budget
    await ask('e', 'x'.repeat(10)); // 50: the map starts again with e
    await ask('a', 'x'.repeat(10));
    expect(asked).toBe(6);
    await ask('big', 'x'.repeat(11)); // over a quarter: answered, never kept
    await ask('big', 'x'.repeat(11));
    expect(asked).toBe(8);
    await ask('e', 'x'.repeat(10)); // and it pushed nothing out
    expect(asked).toBe(8);
  });

  it('forgets before and after a write that fails, and passes the failure on', async () => {
    let asked = 0;
    const answers = new ShortLivedAnswers<number>(500, () => 0);
    await answers.ask('k', async () => ++asked);
    await expect(answers.around(() => Promise.reject(new Error('write failed')))).rejects.toThrow('write failed');
    expect(await answers.ask('k', async () => ++asked)).toBe(2);
  });

  it('forgets every cache of a kind together, and no other', async () => {
    const kind = new AnswerCaches();
    const first = kind.add(new ShortLivedAnswers<string>(500, () => 0));
    const second = kind.add(new ShortLivedAnswers<string>(500, () => 0));
    const other = new ShortLivedAnswers<string>(500, () => 0);
    for (const cache of [first, second, other]) await cache.ask('k', async () => 'old');
    kind.forgetAll();
    const now = await Promise.all([first, second, other].map((cache) => cache.ask('k', async () => 'new')));
    expect(now).toEqual(['new', 'new', 'old']);
  });
});
