import type { CategoryId } from '../../domain/index.js';
import type { CatalogBook, RelatedCatalogBook } from './book-catalog.port.js';
import type { ReaderSnapshot } from './reader-directory.port.js';

/** How a client names a book: a typed query, or a title/author/ISBN it already knows. */
export interface BookQuery {
  readonly title?: string;
  readonly author?: string;
  readonly isbn?: string;
  readonly originalQuery?: string;
}

/** A book as far as it is identified; `id` is its catalog row when the catalog holds it. */
export interface BookRef {
  readonly id?: string | null;
  readonly title: string;
  readonly author: string;
  readonly isbn?: string | null;
  readonly summary?: string | null;
}

/** One candidate when a query could mean several books. */
export interface BookCandidate extends BookRef {
  readonly id: string | null;
  readonly isbn: string | null;
  /** How sure the identification is of this candidate, 0..1. */
  readonly score: number;
}

/** `known` is the catalog's record when identification already loaded it (saves a second read). */
export type Identification = { kind: 'one'; book: BookRef; known?: CatalogBook | null } | { kind: 'choose'; matches: BookCandidate[] } | { kind: 'none' };

/** One example behind a flagged category. Quotes are never invented: unverified ones say so. */
export interface ContentExample {
  readonly description: string;
  readonly characters: string;
  readonly quote: string;
  readonly quoteVerified: boolean;
  readonly location: string;
  /** whimsical_fantasy / dark_occult / constructive / malicious for the split families, else the category id. */
  readonly type: string;
  readonly typeLabel: string | null;
  readonly context: string;
}

export interface Review {
  readonly source: string;
  /** 1..5 */
  readonly rating: number;
  readonly text: string;
  readonly reviewer: string;
}

/**
 * What ShelfCheck knows about books. It reports facts only; whether a book fits a reader is the
 * domain's judgement (matchBook), never this port's. Expected outages are AppError 'upstream_failed'.
 */
export interface BookIntelligence {
  /** The book a query means: one, several to choose from, or none. */
  identify(query: BookQuery): Promise<Identification>;
  /** The book's content facts per canonical category (kept in the catalog); null when nothing is known. */
  facts(book: BookRef): Promise<CatalogBook | null>;
  /** Books a reader of this one may like, most related first (with their `relatedness` when known). */
  related(book: CatalogBook, limit: number): Promise<RelatedCatalogBook[]>;
  /** The later books of the book's series that are known, in series order; [] outside a series. */
  laterInSeries(book: CatalogBook, limit: number): Promise<CatalogBook[]>;
  /** The examples behind one category of the book; [] when there are none. */
  contentDetails(book: BookRef, category: CategoryId): Promise<ContentExample[]>;
  /** Reviews for a perspective (parents, teachers, fantasy fans...); [] when nothing is known. */
  reviews(book: BookRef, perspective: string): Promise<Review[]>;
  /** An answer to a question about the book for this reader; '' when there is none. */
  answer(book: BookRef, question: string, reader: ReaderSnapshot): Promise<string>;
}
export const BOOK_INTELLIGENCE = Symbol('BOOK_INTELLIGENCE');
