import type { BookCatalog, CatalogBook, CatalogHit } from '../ports/book-catalog.port.js';

export interface BookQuery {
  title?: string;
  author?: string;
  isbn?: string;
  originalQuery?: string;
}

export type Identification = { kind: 'one'; book: CatalogBook } | { kind: 'choose'; hits: CatalogHit[] } | { kind: 'none' };

/** How close to the best hit another must score to make the query ambiguous. */
const AMBIGUITY_MARGIN = 0.12;
const MIN_SCORE = 0.3;
const SURE = 0.9;
const MAX_CHOICES = 8;

/**
 * Finds the book a query means: an ISBN or an exact title and author settle it; otherwise the
 * catalog's best hit, unless others score about as well (then the reader chooses).
 */
export async function identifyBook(catalog: BookCatalog, q: BookQuery): Promise<Identification> {
  if (q.title?.trim() && q.author?.trim() && !q.originalQuery) {
    const exact = await catalog.findByTitleAuthor(q.title, q.author);
    if (exact) return { kind: 'one', book: exact };
  }
  const text = (q.isbn?.trim() || q.originalQuery?.trim() || [q.title, q.author].filter(Boolean).join(' ')).trim();
  if (text === '') return { kind: 'none' };
  const hits = (await catalog.search(text, MAX_CHOICES + 2)).filter((h) => h.score >= MIN_SCORE);
  if (hits.length === 0) return { kind: 'none' };
  const [top] = hits;
  const close = hits.filter((h) => h.score >= top.score - AMBIGUITY_MARGIN);
  const clearWinner = top.score >= SURE && (close.length === 1 || close[1].score < SURE);
  if (close.length > 1 && !clearWinner) return { kind: 'choose', hits: close.slice(0, MAX_CHOICES) };
  const book = await catalog.get(top.id);
  return book ? { kind: 'one', book } : { kind: 'none' };
}
