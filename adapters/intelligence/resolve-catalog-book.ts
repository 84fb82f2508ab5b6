import type { BookCatalog, CatalogBook } from '../../application/ports/book-catalog.port.js';
import type { BookRef } from '../../application/ports/book-intelligence.port.js';

/** The catalog's record of a book a client names by id, ISBN, or title and author. */
export async function resolveCatalogBook(catalog: BookCatalog, book: BookRef): Promise<CatalogBook | null> {
  if (book.id) {
    const byId = await catalog.get(book.id);
    if (byId) return byId;
  }
  if (book.isbn?.trim()) {
    const byIsbn = await catalog.findByIsbn(book.isbn);
    if (byIsbn) return byIsbn;
  }
  return catalog.findByTitleAuthor(book.title, book.author);
}
