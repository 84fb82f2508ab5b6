import type { BookFacts, ContentFact, ReaderProfile } from './book-facts.js';
import { seriesWarning } from './series-warning.js';

const mia: ReaderProfile = { name: 'Mia', age: 9, tolerance: { violence: 2, profanity: 0, scary_horror: 1 } };
const fact = (category: ContentFact['category'], severity: number): ContentFact => ({
  category,
  present: true,
  severity,
  description: `${category} ${severity}`,
});
const book = (title: string, ...categories: ContentFact[]): BookFacts => ({ title, author: 'J. Writer', categories });
const vol = (volume: number, facts: BookFacts) => ({ volume, facts });

describe('seriesWarning: a later volume past the reader’s limits although this one fits', () => {
  it.each([
    ['no later volumes: nothing to warn about', book('One', fact('violence', 1)), [], null],
    ['later volumes all within the limits: no warning', book('One'), [vol(2, book('Two', fact('violence', 2))), vol(3, book('Three'))], null],
    [
      'the first later volume above a limit is named with its categories',
      book('One', fact('violence', 1)),
      [
        vol(2, book('Two', fact('violence', 2))),
        vol(3, book('Three', fact('violence', 4), fact('profanity', 1))),
        vol(4, book('Four', fact('scary_horror', 5))),
      ],
      { title: 'Three', volume: 3, categories: ['Violence', 'Profanity & Crude Language'] },
    ],
    [
      'volumes are taken in series order, whatever order they come in',
      book('One'),
      [vol(5, book('Five', fact('violence', 5))), vol(3, book('Three', fact('scary_horror', 2)))],
      { title: 'Three', volume: 3, categories: ['Scary & Horror'] },
    ],
    [
      'a book that already conflicts says so on its own card: no series warning',
      book('One', fact('violence', 3)),
      [vol(2, book('Two', fact('violence', 5)))],
      null,
    ],
  ])('%s', (_rule, current, later, expected) => {
    const warning = seriesWarning(current, later, mia);
    if (expected === null) expect(warning).toBeNull();
    else expect(warning).toMatchObject(expected);
  });

  it('says which book, its number and the categories, for the reader by name', () => {
    expect(seriesWarning(book('One'), [vol(4, book('Four', fact('violence', 4)))], mia)?.message).toBe(
      "Later in the series, Four (book 4) has Violence above Mia's comfort levels.",
    );
  });

  it('speaks of "the reader" when the reader has no name', () => {
    expect(seriesWarning(book('One'), [vol(2, book('Two', fact('violence', 4)))], { ...mia, name: ' ' })?.message).toBe(
      "Later in the series, Two (book 2) has Violence above the reader's comfort levels.",
    );
  });
});
