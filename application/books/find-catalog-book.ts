import type { BookCatalog, CatalogBook } from '../ports/book-catalog.port.js';

/** The catalog book a client names by ISBN or by title and author (the card's own book). */
export async function findCatalogBook(catalog: BookCatalog, b: { title: string; author: string; isbn?: string | null }): Promise<CatalogBook | null> {
  if (b.isbn?.trim()) {
    const [hit] = await catalog.search(b.isbn, 1);
    if (hit && hit.score === 1) return catalog.get(hit.id);
  }
  return catalog.findByTitleAuthor(b.title, b.author);
}
