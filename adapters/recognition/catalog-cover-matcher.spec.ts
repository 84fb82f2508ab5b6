import { coverWords, phraseCoverage, wordSimilarity } from '../../domain/index.js';
import type { BookCatalog, CatalogBook, CatalogHit } from '../../application/ports/book-catalog.port.js';
import { matchCoverText } from './catalog-cover-matcher.js';

const BOOKS = [
  { id: '1', title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558' },
  { id: '2', title: 'Stuart Little', author: 'E. B. White', isbn: '9780064400565' },
  { id: '3', title: "Harry Potter and the Sorcerer's Stone", author: 'J. K. Rowling', isbn: '9780590353427' },
  { id: '4', title: 'Harry Potter and the Chamber of Secrets', author: 'J. K. Rowling', isbn: '9780439064873' },
  { id: '5', title: 'Holes', author: 'Louis Sachar', isbn: '9780440414803' },
  { id: '6', title: 'Wonder', author: 'R. J. Palacio', isbn: '9780375869020' },
];

/** The catalog's search as a loose word match (the real one is pg_trgm): every book sharing a similar word is a hit. */
class WordSearchCatalog implements Pick<BookCatalog, 'search' | 'findByIsbn'> {
  readonly queries: string[] = [];
  async search(query: string, limit: number): Promise<CatalogHit[]> {
    this.queries.push(query);
    const words = coverWords(query);
    return BOOKS.filter((b) => coverWords(`${b.title} ${b.author}`).some((w) => words.some((q) => wordSimilarity(q, w) >= 0.4)))
      .slice(0, limit)
      .map((b) => ({ ...b, score: 0.5 }));
  }
  async findByIsbn(isbn: string): Promise<CatalogBook | null> {
    const b = BOOKS.find((x) => x.isbn === isbn);
    return b ? ({ ...b } as unknown as CatalogBook) : null;
  }
}

const match = (lines: string[]) => matchCoverText(new WordSearchCatalog() as unknown as BookCatalog, lines);

describe('matchCoverText: the catalog books that lines read from a cover name', () => {
  it('names the book whose title and author the cover shows, alone', async () => {
    expect(await match(["CHARLOTTE'S", 'WEB', 'E. B. WHITE'])).toEqual([
      { title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', confidence: 1 },
    ]);
  });

  it('forgives misread letters and split words (OCR): Charl0tte s Web by E B Whlte', async () => {
    const [best] = await match(['Charl0tte s Web', 'E B Whlte']);
    expect(best.title).toBe("Charlotte's Web");
    expect(best.confidence).toBeGreaterThan(0.6);
  });

  it('puts the series book the cover names first, and drops its neighbours', async () => {
    const books = await match(['HARRY', 'POTTER', 'and the Chamber of Secrets', 'J.K. ROWLING']);
    expect(books.map((b) => b.title)).toEqual(['Harry Potter and the Chamber of Secrets']);
  });

  it('reads a blurb around the title without losing the book', async () => {
    const [best] = await match(['A powerful story of kindness', 'WONDER', 'R. J. Palacio', 'The #1 New York Times bestseller']);
    expect(best).toMatchObject({ title: 'Wonder', author: 'R. J. Palacio' });
  });

  it('trusts an ISBN printed on the cover', async () => {
    expect(await match(['ISBN 978-0-440-41480-3', 'some barcode noise'])).toEqual([
      { title: 'Holes', author: 'Louis Sachar', isbn: '9780440414803', confidence: 1 },
    ]);
  });

  it.each([
    ['no text', []],
    ['only noise', ['~~ ||| ..', '®']],
    ['words of no catalog title', ['A Field Guide to Mushrooms', 'Deluxe Edition']],
    ['only the author of two books (which one is it?)', ['E. B. White']],
    ['a near title without its author', ['Wander', 'a travel diary']],
  ])('answers no book for %s', async (_name, lines) => {
    expect(await match(lines)).toEqual([]);
  });
});

describe('phraseCoverage', () => {
  it.each([
    ['the whole title', ['holes'], ['holes', 'louis', 'sachar'], 1],
    ['a title not there', ['holes'], ['wonder'], 0],
  ])('is %s', (_name, phrase, words, expected) => {
    expect(phraseCoverage(phrase, words)).toBeCloseTo(expected, 5);
  });
  it('is partial for half a title', () => {
    const v = phraseCoverage(coverWords('Harry Potter and the Chamber of Secrets'), coverWords("Harry Potter and the Sorcerer's Stone"));
    expect(v).toBeGreaterThan(0.3);
    expect(v).toBeLessThan(0.6);
  });
});

describe('wordSimilarity', () => {
  it.each([
    ['equal words', 'charlottes', 'charlottes', 1],
    ['one misread letter in a long word', 'charlottes', 'charl0ttes', 0.9],
    ['unrelated words', 'holes', 'wonder', 0],
  ])('scores %s', (_name, a, b, expected) => {
    expect(wordSimilarity(a, b)).toBeCloseTo(expected, 5);
  });
  it('compares short words by trigrams only (holds is not holes)', () => {
    expect(wordSimilarity('holes', 'holds')).toBeLessThan(0.5);
  });
});
