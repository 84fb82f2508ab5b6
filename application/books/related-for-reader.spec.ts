import { aBook, fact } from '../../tests/doubles/books/book-mother.js';
import { relatedForReader } from './analysis-answer.js';

// Mia (8) avoids violence (0) and likes fantasy; the default elsewhere is 2 (Low) at her age
const mia = { name: 'Mia', age: 8, tolerance: { violence: 0 }, preferences: ['fantasy'] };
const related = (title: string, relatedness: number | undefined, extra: Parameters<typeof aBook>[0] = {}) => ({ ...aBook({ title, ...extra }), relatedness });

describe('similar books for a reader', () => {
  it('holds back a book above a zero-tolerance category and fills the four places with the next most related', () => {
    const books = [
      related('Arena', 9, { categories: [fact('violence', 4)] }),
      related('Meadow', 9),
      related('Owl', 6),
      related('Raft', 6, { categories: [fact('violence', 1)] }),
      related('Lantern', 3),
      related('Kite', 3),
      related('Far', 1),
    ];
    const { shown, hidden } = relatedForReader(books, mia);
    expect(shown.map((b) => b.title)).toEqual(['Meadow', 'Owl', 'Lantern', 'Kite']);
    expect(hidden.map((b) => [b.title, b.fit.conflicts.map((c) => c.category)])).toEqual([
      ['Arena', ['violence']],
      ['Raft', ['violence']],
    ]);
  });

  it('puts the better fit first among equally related books, never ahead of a more related one', () => {
    const books = [
      related('Spooky', 5, { categories: [fact('scary_horror', 3)] }),
      related('Magic', 5, { tags: ['fantasy'] }),
      related('Plain', 5),
      related('Less related', 2, { tags: ['fantasy'] }),
    ];
    expect(relatedForReader(books, mia).shown.map((b) => [b.title, b.matchScore])).toEqual([
      ['Magic', 85],
      ['Plain', 70],
      ['Spooky', 59],
      ['Less related', 85],
    ]); // Plain: within Mia's limits, none of her interests
  });

  it('keeps the incoming order when the adapter gives no relatedness', () => {
    const books = [related('C', undefined), related('B', undefined, { tags: ['fantasy'] }), related('A', undefined)];
    expect(relatedForReader(books, mia).shown.map((b) => b.title)).toEqual(['C', 'B', 'A']);
  });
});
