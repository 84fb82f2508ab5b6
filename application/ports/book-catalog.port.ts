import type { BookFacts } from '../../domain/index.js';

/** A catalog hit: the book and how well it matched the query (0..1). */
export interface CatalogHit {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  readonly score: number;
}

/** Everything the catalog knows of one book. */
export interface CatalogBook {
  readonly id: string;
  readonly isbn: string | null;
  readonly title: string;
  readonly author: string;
  readonly summary: string;
  readonly facts: BookFacts;
  readonly ageMin: number | null;
  readonly ageMax: number | null;
  readonly series: string | null;
  readonly seriesVolume: number | null;
}

/** The book-content catalog. */
export interface BookCatalog {
  /** Best matches first: an ISBN (10 or 13) exactly, then title and author by trigram similarity. */
  search(query: string, limit: number): Promise<CatalogHit[]>;
  get(id: string): Promise<CatalogBook | null>;
  findByTitleAuthor(title: string, author: string): Promise<CatalogBook | null>;
  /** Books sharing the most tags and content flags with this one. */
  related(book: CatalogBook, limit: number): Promise<CatalogBook[]>;
  count(): Promise<number>;
}
export const BOOK_CATALOG = Symbol('BOOK_CATALOG');
