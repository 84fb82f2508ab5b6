import type { BookCsvRow } from '../../../domain/index.js';

export interface ImportWriteResult {
  readonly inserted: number;
  readonly updated: number;
}

/**
 * One import's way into the catalog. Rows are staged as they are read; the catalog shows them only
 * after `commit`, all at once: when anything fails, or the session is closed without a commit, the
 * catalog is left exactly as it was. A book with an ISBN is matched on it; one without, on its
 * title and author in any case; of two staged rows for one book the one with the higher row number
 * wins.
 */
export interface ImportSession {
  stage(rows: readonly BookCsvRow[]): Promise<void>;
  /** Makes every staged row part of the catalog. */
  commit(): Promise<ImportWriteResult>;
  /** Releases the session (after a commit or instead of one). */
  close(): Promise<void>;
}

export interface CatalogImporter {
  /** `at` becomes updated_at of the books written (and created_at of new ones). */
  begin(at: Date): Promise<ImportSession>;
}
export const CATALOG_IMPORTER = Symbol('CATALOG_IMPORTER');

/** A failure the database reported about the data (a value it cannot store, a limit), not an outage. */
export class ImportRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ImportRejectedError';
  }
}
