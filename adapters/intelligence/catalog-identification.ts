import type { BookCatalog } from '../../application/ports/book-catalog.port.js';
import type { BookQuery, Identification } from '../../application/ports/book-intelligence.port.js';

/** How close to the best hit another must score to make the query ambiguous. */
export const AMBIGUITY_MARGIN = 0.12;
/** Hits below this are not the book. */
export const MIN_SCORE = 0.3;
/** A best hit this good wins unless another is as good. */
export const SURE = 0.9;
export const MAX_CHOICES = 8;

/**
 * Finds the book a query means in the catalog: an ISBN, or an exact title with its author, settles
 * it; otherwise the best search hit, unless others score about as well (then the reader chooses:
 * 'Harry Potter' matches seven books equally).
 */
export async function identifyInCatalog(catalog: BookCatalog, q: BookQuery): Promise<Identification> {
  if (q.isbn?.trim()) {
    const byIsbn = await catalog.findByIsbn(q.isbn);
    if (byIsbn) return { kind: 'one', book: byIsbn, known: byIsbn };
  }
  if (q.title?.trim() && q.author?.trim()) {
    const exact = await catalog.findByTitleAuthor(q.title, q.author);
    if (exact) return { kind: 'one', book: exact, known: exact };
  }
  const text = (q.originalQuery?.trim() || [q.title, q.author].filter((s) => s?.trim()).join(' ') || q.isbn?.trim() || '').trim();
  if (text === '') return { kind: 'none' };
  const hits = (await catalog.search(text, MAX_CHOICES + 2)).filter((h) => h.score >= MIN_SCORE);
  if (hits.length === 0) return { kind: 'none' };
  const [top] = hits;
  const close = hits.filter((h) => h.score >= top.score - AMBIGUITY_MARGIN);
  const clearWinner = top.score >= SURE && (close.length === 1 || close[1].score < SURE);
  if (close.length > 1 && !clearWinner) return { kind: 'choose', matches: close.slice(0, MAX_CHOICES) };
  const book = await catalog.get(top.id);
  return book ? { kind: 'one', book, known: book } : { kind: 'none' };
}
