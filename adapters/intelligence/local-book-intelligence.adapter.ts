import type { CategoryId } from '../../domain/index.js';
import type { BookCatalog, CatalogBook, RelatedCatalogBook } from '../../application/ports/book-catalog.port.js';
import type { BookIntelligence, BookQuery, BookRef, ContentExample, Identification, Review } from '../../application/ports/book-intelligence.port.js';
import type { ReaderSnapshot } from '../../application/ports/reader-directory.port.js';
import { identifyInCatalog } from './catalog-identification.js';
import { localChatAnswer } from './local-chat-answer.js';
import { localContentExamples } from './local-content-examples.js';
import { localReview } from './local-reviews.js';
import { resolveCatalogBook } from './resolve-catalog-book.js';

/** The chat answer for a book the catalog does not hold. */
export const notInCatalog = (title: string) => `ShelfCheck's catalog has no content notes for "${title}" yet, so I can't answer that reliably.`;

/**
 * The default book intelligence (no AI provider configured): everything comes from the content
 * catalog and plain rules. It says what it cannot know rather than inventing: no quotes, no
 * reader voices, no answers beyond the notes.
 */
export class LocalBookIntelligence implements BookIntelligence {
  constructor(private readonly catalog: BookCatalog) {}

  identify(query: BookQuery): Promise<Identification> {
    return identifyInCatalog(this.catalog, query);
  }

  facts(book: BookRef): Promise<CatalogBook | null> {
    return resolveCatalogBook(this.catalog, book);
  }

  related(book: CatalogBook, limit: number): Promise<RelatedCatalogBook[]> {
    return this.catalog.related(book, limit);
  }

  laterInSeries(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    return this.catalog.laterInSeries(book, limit);
  }

  async contentDetails(book: BookRef, category: CategoryId): Promise<ContentExample[]> {
    const known = await resolveCatalogBook(this.catalog, book);
    return known ? localContentExamples(known, category) : [];
  }

  async reviews(book: BookRef, perspective: string): Promise<Review[]> {
    const known = await resolveCatalogBook(this.catalog, book);
    return known ? [localReview(known, perspective)] : [];
  }

  async answer(book: BookRef, question: string, reader: ReaderSnapshot): Promise<string> {
    const known = await resolveCatalogBook(this.catalog, book);
    return known ? localChatAnswer(known, question, reader) : notInCatalog(book.title);
  }
}
