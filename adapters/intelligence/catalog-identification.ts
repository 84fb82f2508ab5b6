import { identifyBook, parseIsbn } from '../../domain/index.js';
import type { BookCatalog } from '../../application/ports/book-catalog.port.js';
import type { BookQuery, Identification } from '../../application/ports/book-intelligence.port.js';

/**
 * Search hits read as candidates: enough for a whole series ('Harry Potter' has seven) and an
 * author's books. Which of them the query names is the domain's decision (identifyBook), never
 * the search score's: a weak hit is a candidate, not the book.
 */
export const IDENTIFY_CANDIDATES = 20;

/**
 * Finds the book a query means in the catalog: an ISBN (given, or typed as the query), or an exact
 * title with its author, settles it; otherwise the catalog's search finds candidates and the domain's identification rule decides
 * (the query must be the book's title; an author or part of titles gives a choice; else none).
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
  const text = (q.originalQuery?.trim() || [q.title, q.author].filter((s) => s?.trim()).join(' ')).trim();
  if (text === '') return { kind: 'none' };
  // an ISBN typed in the search box names its book exactly (a title rule cannot read one)
  if (parseIsbn(text).ok) {
    const typed = await catalog.findByIsbn(text);
    return typed ? { kind: 'one', book: typed, known: typed } : { kind: 'none' };
  }
  const found = identifyBook(text, await catalog.search(text, IDENTIFY_CANDIDATES));
  if (found.kind === 'none') return { kind: 'none' };
  if (found.kind === 'choose')
    return { kind: 'choose', matches: found.books.map(({ id, title, author, isbn, score }) => ({ id, title, author, isbn, score })) };
  const book = await catalog.get(found.book.id);
  return book ? { kind: 'one', book, known: book } : { kind: 'none' };
}
