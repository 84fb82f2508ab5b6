import type { BookRecord, ExportedBook } from '../../../domain/index.js';

/** A catalog row: the 36 import fields plus its identity and times. */
export interface StoredBook extends BookRecord {
  readonly id: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface CatalogSearch {
  /** Matches title, author (any case, any part) or the ISBN; empty lists every book. */
  readonly q: string;
  readonly limit: number;
  readonly offset: number;
}

/** The book-content catalog as the admin tools read and repair it. */
export interface CatalogAdmin {
  /** A page of books by title, with the true number of matches. */
  search(query: CatalogSearch): Promise<{ total: number; items: StoredBook[] }>;
  count(): Promise<number>;
  /** Every book's export columns, by title, read page by page (never the whole table at once). */
  exportPages(pageSize?: number): AsyncIterable<readonly ExportedBook[]>;
  /** Every book's 36 fields, by title, read page by page. */
  recordPages(pageSize?: number): AsyncIterable<readonly StoredBook[]>;
  /** The book with this ISBN (a stored ISBN written with hyphens or spaces matches too). */
  findByIsbn(isbn: string): Promise<StoredBook | null>;
  /**
   * Replaces the 36 fields of the row with this id; the stored row after the change.
   * DuplicateBookError when another row already holds the new key.
   */
  replace(id: string, record: BookRecord, at: Date): Promise<StoredBook>;
}
export const CATALOG_ADMIN = Symbol('CATALOG_ADMIN');

/** The store refused a changed row because another row holds its key (ISBN, or title and author). */
export class DuplicateBookError extends Error {
  constructor() {
    super('another book holds the same key');
    this.name = 'DuplicateBookError';
  }
}
