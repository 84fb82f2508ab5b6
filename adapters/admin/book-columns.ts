import { CATALOG_FLAGS, CSV_HEADER, exampleColumn, flagColumn, type BookRecord, type CatalogFlag } from '../../domain/index.js';
import type { StoredBook } from '../../application/admin/ports/catalog-admin.port.js';
import { isoTime } from './pg-pool.js';

/**
 * book_content_analysis's 36 import columns have the import format's names (CSV_HEADER), so the
 * SQL lists are built from it: isbn, title, author, summary, then <flag>_flag, <flag>_example.
 */
export const RECORD_COLUMNS: readonly string[] = CSV_HEADER;
export const isFlagColumn = (column: string): boolean => column.endsWith('_flag');
export const STORED_COLUMNS = `id, ${RECORD_COLUMNS.join(', ')}, series, series_volume, created_at, updated_at`;

/** The 36 values of a record in column order; an empty ISBN is stored as null. */
export function recordValues(book: BookRecord): unknown[] {
  const values: unknown[] = [book.isbn === '' ? null : book.isbn, book.title, book.author, book.summary];
  for (const flag of CATALOG_FLAGS) values.push(book.flags[flag], book.examples[flag]);
  return values;
}

/**
 * The import also writes the optional series columns (a file with series columns sets them; a
 * row without a series, or a file without the columns, sends null and keeps what is stored).
 */
export const SERIES_IMPORT_COLUMNS = ['series', 'series_volume'] as const;
export const IMPORT_COLUMNS: readonly string[] = [...RECORD_COLUMNS, ...SERIES_IMPORT_COLUMNS];

/** Appends a record's 36 values and its series (IMPORT_COLUMNS) to per-column arrays (`columns[at + c]` for column c), allocating nothing else. */
export function pushRecordValues(columns: unknown[][], at: number, book: BookRecord): void {
  (columns[at]).push(book.isbn === '' ? null : book.isbn);
  (columns[at + 1]).push(book.title);
  (columns[at + 2]).push(book.author);
  (columns[at + 3]).push(book.summary);
  CATALOG_FLAGS.forEach((flag, k) => {
    (columns[at + 4 + 2 * k]).push(book.flags[flag]);
    (columns[at + 5 + 2 * k]).push(book.examples[flag]);
  });
  const series = book.series ?? null;
  (columns[at + RECORD_COLUMNS.length]).push(series?.name ?? null);
  (columns[at + RECORD_COLUMNS.length + 1]).push(series?.volume ?? null);
}

type Row = Record<string, unknown>;
const byFlag = <T>(make: (flag: CatalogFlag) => T) => Object.fromEntries(CATALOG_FLAGS.map((f) => [f, make(f)])) as Record<CatalogFlag, T>;

/** A stored row back as a record with its id and times (a null ISBN reads as ''). */
export const toStoredBook = (row: Row): StoredBook => ({
  id: row.id as string,
  isbn: (row.isbn as string | null) ?? '',
  title: row.title as string,
  author: row.author as string,
  summary: row.summary as string,
  flags: byFlag((f) => row[flagColumn(f)] === true),
  examples: byFlag((f) => (row[exampleColumn(f)] as string | null) ?? ''),
  series: typeof row.series === 'string' && row.series !== '' ? { name: row.series, volume: row.series_volume === null || row.series_volume === undefined ? null : Number(row.series_volume) } : null,
  created_at: isoTime(row.created_at),
  updated_at: isoTime(row.updated_at),
});
