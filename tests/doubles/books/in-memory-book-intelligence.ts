import type { CategoryId } from '../../../domain/index.js';
import type { CatalogBook } from '../../../application/ports/book-catalog.port.js';
import type {
  BookCandidate,
  BookIntelligence,
  BookQuery,
  BookRef,
  ContentExample,
  Identification,
  Review,
} from '../../../application/ports/book-intelligence.port.js';
import type { ReaderSnapshot } from '../../../application/ports/reader-directory.port.js';
import { aBook } from './book-mother.js';

/**
 * A BookIntelligence over a list of books, for use-case tests: a query naming one title (or an
 * ISBN) finds it, a query several titles contain offers them all, `unknown` books are candidates
 * the catalog does not hold. Every call is counted; `failFacts` makes facts() throw.
 */
export class InMemoryBookIntelligence implements BookIntelligence {
  readonly calls: string[] = [];
  failFacts: Error | null = null;
  examples: ContentExample[] = [];
  reviewList: Review[] = [];
  reply = '';

  constructor(
    readonly books: CatalogBook[] = [],
    readonly unknown: BookCandidate[] = [],
  ) {}

  async identify(q: BookQuery): Promise<Identification> {
    this.calls.push('identify');
    const text = (q.isbn ?? q.originalQuery ?? q.title ?? '').trim().toLowerCase();
    const exact = this.books.find((b) => (q.isbn && b.isbn === q.isbn) || b.title.toLowerCase() === text);
    if (exact) return { kind: 'one', book: exact, known: exact };
    const unknown = this.unknown.filter((b) => b.title.toLowerCase().includes(text));
    const matches: BookCandidate[] = [...this.books.filter((b) => b.title.toLowerCase().includes(text)).map((b) => ({ ...b, score: 0.8 })), ...unknown];
    if (matches.length === 0) return { kind: 'none' };
    if (matches.length === 1) return { kind: 'one', book: matches[0] };
    return { kind: 'choose', matches };
  }

  async facts(book: BookRef): Promise<CatalogBook | null> {
    this.calls.push('facts');
    if (this.failFacts) throw this.failFacts;
    const known = this.books.find((b) => (book.id && b.id === book.id) || b.title === book.title);
    if (known || book.id) return known ?? null;
    // a book only the "AI" knows: analysed now, kept for the next reader
    const analysed = aBook({ title: book.title, author: book.author, source: 'ai' });
    this.books.push(analysed);
    return analysed;
  }

  async related(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    return this.books.filter((b) => b.id !== book.id).slice(0, limit);
  }

  async laterInSeries(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    if (!book.series || book.seriesVolume === null) return [];
    return this.books
      .filter((b) => b.series?.toLowerCase() === book.series!.toLowerCase() && (b.seriesVolume ?? 0) > book.seriesVolume!)
      .sort((a, b) => (a.seriesVolume ?? 0) - (b.seriesVolume ?? 0))
      .slice(0, limit);
  }

  async contentDetails(_book: BookRef, category: CategoryId): Promise<ContentExample[]> {
    this.calls.push(`details:${category}`);
    return this.examples;
  }

  async reviews(_book: BookRef, perspective: string): Promise<Review[]> {
    this.calls.push(`reviews:${perspective}`);
    return this.reviewList;
  }

  async answer(_book: BookRef, question: string, reader: ReaderSnapshot): Promise<string> {
    this.calls.push(`answer:${question}:${reader.name}`);
    return this.reply;
  }
}
