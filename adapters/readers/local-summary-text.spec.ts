import { composeLocalSummary, listing } from './local-summary-text.js';

const request = { name: 'Ada', age: 10, readingLevel: 'Elementary', quizData: {} };
const pick = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Book ${i + 1}`, author: 'A. Writer', shared: i === 0 ? ['good_vs_evil'] : [] }));

describe('the local summary text', () => {
  it.each([
    ['one item', ['a'], 'a'],
    ['two items', ['a', 'b'], 'a and b'],
    ['three items', ['a', 'b', 'c'], 'a, b and c'],
  ])('lists %s in words', (_case, items, expected) => {
    expect(listing(items)).toBe(expected);
  });

  it('says honestly that an empty catalog has nothing to recommend', () => {
    expect(composeLocalSummary(request, [], false)).toContain('the ShelfCheck catalog has no books yet, so there are no recommendations to make');
  });

  it('says so when the catalog has books but none fits the reader', () => {
    expect(composeLocalSummary(request, [], true)).toContain("none of the books in the ShelfCheck catalog fits Ada's comfort levels yet");
  });

  it('notes that a short list is all the catalog holds, and not when there are enough', () => {
    expect(composeLocalSummary(request, pick(3), true)).toContain('That is every book in the ShelfCheck catalog that fits Ada today');
    expect(composeLocalSummary(request, pick(10), true)).not.toContain('That is every book');
  });

  it('lists each pick with the interests it shares, in words', () => {
    expect(composeLocalSummary(request, pick(1), true)).toContain('• Book 1 by A. Writer (good vs. evil)');
  });

  it('invites more answers when the quiz says little', () => {
    expect(composeLocalSummary({ ...request, readingLevel: null }, pick(8), true)).toMatch(
      /^Meet Ada, age 10\.\n\nAda has not told us much about favourite books yet/,
    );
  });

  it('words comfort levels by the scale, strictest first, ignoring unknown categories', () => {
    const text = composeLocalSummary({ ...request, quizData: { content_tolerance: { violence: 5, profanity: 0, made_up: 2, sexual_content: 0 } } }, [], true);
    expect(text).toContain('Comfort levels for Ada:\n• Avoid/zero tolerance: Profanity & Crude Language and Sexual Content\n• Any Level: Violence');
  });

  it('adds the free-text screening to the flagged categories', () => {
    expect(composeLocalSummary({ ...request, quizData: { content_screening: ['profanity'], additional_content_screening: 'spiders' } }, [], true)).toContain(
      'Always flag: Profanity & Crude Language. Also watch for spiders.',
    );
    expect(composeLocalSummary({ ...request, quizData: { additional_content_screening: 'spiders' } }, [], true)).toContain('Always flag: spiders.');
  });
});
