import { matchBook, requestMatch, type RequestMatch } from '../../domain/index.js';
import { profileOf } from '../books/reader-profile.js';
import type { BookCatalog, CatalogBook } from '../ports/book-catalog.port.js';
import type { ReaderDirectory, ReaderSnapshot } from '../ports/reader-directory.port.js';
import type { BookRequestRecord } from './book-request-store.port.js';

/** The catalog look-ups a request needs. */
export type RequestCatalog = Pick<BookCatalog, 'findByIsbn' | 'findByTitleAuthor'>;

/**
 * Judges requested books for their readers as an analysis does: the catalog's facts of the book
 * (by ISBN, else by title and author) against the reader's comfort levels, through the domain's
 * matchBook. Null when the catalog does not know the book. One matcher per listing: it remembers
 * the books and readers it has loaded.
 */
export class RequestMatcher {
  private readonly books = new Map<string, Promise<CatalogBook | null>>();
  private readonly readers = new Map<string, Promise<ReaderSnapshot | null>>();

  constructor(
    private readonly catalog: RequestCatalog,
    private readonly directory: ReaderDirectory,
  ) {}

  async matchOf(request: BookRequestRecord): Promise<RequestMatch | null> {
    const [book, reader] = await Promise.all([this.bookOf(request), this.readerOf(request)]);
    return book && reader ? requestMatch(matchBook(book.facts, profileOf(reader))) : null;
  }

  private bookOf(r: BookRequestRecord): Promise<CatalogBook | null> {
    const key = JSON.stringify([r.isbn, r.title.toLowerCase(), r.author.toLowerCase()]);
    if (!this.books.has(key)) this.books.set(key, this.lookUp(r));
    return this.books.get(key)!;
  }

  private async lookUp(r: BookRequestRecord): Promise<CatalogBook | null> {
    const byIsbn = r.isbn ? await this.catalog.findByIsbn(r.isbn) : null;
    return byIsbn ?? (await this.catalog.findByTitleAuthor(r.title, r.author));
  }

  private readerOf(r: BookRequestRecord): Promise<ReaderSnapshot | null> {
    if (!this.readers.has(r.reader_id)) this.readers.set(r.reader_id, this.directory.find(r.user_id, r.reader_id));
    return this.readers.get(r.reader_id)!;
  }
}
