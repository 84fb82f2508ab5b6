import type { BookFacts, RatingsProvenance } from '../../domain/index.js';

/** A catalog hit: the book and how well it matched the query (0..1, 1 for an exact ISBN). */
export interface CatalogHit {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  readonly score: number;
  /** The series name and volume (identification reads "harry potter 3" by them); absent where not read. */
  readonly series?: string | null;
  readonly seriesVolume?: number | null;
}

/** A catalog hit with the book's facts, read by the same query (discovery filtered for a reader). */
export interface CatalogFactsHit extends CatalogHit {
  readonly facts: BookFacts;
}

/** Where a catalog row came from: 'starter' (the starter CSV), 'import' (an admin import), 'ai' (an AI analysis), or another word a row holds. */
export type CatalogSource = string;

/** Everything the catalog knows of one book. */
export interface CatalogBook {
  readonly id: string;
  readonly isbn: string | null;
  readonly title: string;
  readonly author: string;
  readonly summary: string;
  /** Content facts per canonical category (severity 0..5), and the book's preference tags. */
  readonly facts: BookFacts;
  readonly ageMin: number | null;
  readonly ageMax: number | null;
  readonly series: string | null;
  readonly seriesVolume: number | null;
  readonly source: CatalogSource;
  /** Where the content ratings come from and when they were set (analysis `provenance`). */
  readonly provenance: RatingsProvenance;
  /** Changes whenever the row does (its updated_at): part of the analysis cache key. */
  readonly version: string;
}

/** A related book and how much it shares with the book (tags 3 points each, content flags 1 each). */
export type RelatedCatalogBook = CatalogBook & { readonly relatedness?: number };

/** A book's facts as an analysis found them, to be kept in the catalog for the next reader. */
export interface AnalysedBook {
  readonly isbn: string | null;
  readonly title: string;
  readonly author: string;
  readonly summary: string;
  readonly facts: BookFacts;
  readonly ageMin: number | null;
  readonly ageMax: number | null;
  readonly series: string | null;
  readonly seriesVolume: number | null;
  /** The AI model whose answer these facts are (kept as the ratings' provenance). */
  readonly model?: string | null;
}

/** The book-content catalog (book_content_analysis). */
export interface BookCatalog {
  /**
   * Best matches first: an ISBN (10 or 13, hyphens allowed) exactly, else title and author by
   * trigram similarity (typos), word similarity (partial titles) and prefix.
   */
  search(query: string, limit: number): Promise<CatalogHit[]>;
  /** The same matches in the same order, each with its facts (one query: no read per book). */
  searchWithFacts(query: string, limit: number): Promise<CatalogFactsHit[]>;
  get(id: string): Promise<CatalogBook | null>;
  /** By ISBN-10 or ISBN-13; null for an invalid ISBN or an unknown book. */
  findByIsbn(isbn: string): Promise<CatalogBook | null>;
  /** The same title (any case) by this author (any case, or a close spelling; blank: any author). */
  findByTitleAuthor(title: string, author: string): Promise<CatalogBook | null>;
  /** The facts of one book, as matchBook reads them; null when unknown. */
  facts(id: string): Promise<BookFacts | null>;
  /** Books sharing the most tags and content flags with this one, other series first, each with its `relatedness`. */
  related(book: CatalogBook, limit: number): Promise<RelatedCatalogBook[]>;
  /** Books of the same series (any case) numbered after this one, in series order; [] outside a series. */
  laterInSeries(book: CatalogBook, limit: number): Promise<CatalogBook[]>;
  /**
   * Keeps an analysed book (source 'ai'). A book already in the catalog from the starter set or an
   * admin import is never overwritten: that row is returned as it is.
   */
  upsertFromAnalysis(book: AnalysedBook): Promise<CatalogBook>;
  count(): Promise<number>;
}
export const BOOK_CATALOG = Symbol('BOOK_CATALOG');
