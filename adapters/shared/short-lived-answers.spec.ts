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
