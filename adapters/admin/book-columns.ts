import { CATALOG_FLAGS, CSV_HEADER, type BookRecord, type CatalogFlag } from '../../domain/index.js';
import type { StoredBook } from '../../application/admin/ports/catalog-admin.port.js';
import type { Row } from '../persistence/database.js';
import { exampleKey, flagKey } from '../catalog/catalog-book-row.js';

/**
 * book_content_analysis's 36 import columns have the import format's names (CSV_HEADER), so the
 * SQL lists are built from it: isbn, title, author, summary, then <flag>_flag, <flag>_example.
 */
export const RECORD_COLUMNS: readonly string[] = CSV_HEADER;
export const isFlagColumn = (column: string): boolean => column.endsWith('_flag');
/** The columns of a stored book as the admin tools read it. */
export const STORED_COLUMNS = [
  'id',
  'isbn',
  'title',
  'author',
  'summary',
  ...CATALOG_FLAGS.flatMap((f) => [flagKey(f), exampleKey(f)]),
  'series',
  'series_volume',
  'created_at',
  'updated_at',
] as const;
type StoredColumns = Pick<Row<'book_content_analysis'>, (typeof STORED_COLUMNS)[number]>;

/** A record's 36 columns, typed as the entity's. */
export function recordColumns(
  book: BookRecord,
): Pick<Row<'book_content_analysis'>, 'isbn' | 'title' | 'author' | 'summary' | `${CatalogFlag}_flag` | `${CatalogFlag}_example`> {
  const columns = { isbn: book.isbn === '' ? null : book.isbn, title: book.title, author: book.author, summary: book.summary } as ReturnType<
    typeof recordColumns
  >;
  for (const flag of CATALOG_FLAGS) {
    columns[flagKey(flag)] = book.flags[flag];
    columns[exampleKey(flag)] = book.examples[flag];
  }
  return columns;
}

/**
 * The import also writes the optional series columns (a file with series columns sets them; a
 * row without a series, or a file without the columns, sends null and keeps what is stored).
 */
export const SERIES_IMPORT_COLUMNS = ['series', 'series_volume'] as const;
export const IMPORT_COLUMNS: readonly string[] = [...RECORD_COLUMNS, ...SERIES_IMPORT_COLUMNS];

/** Appends a record's 36 values and its series (IMPORT_COLUMNS) to per-column arrays (`columns[at + c]` for column c), allocating nothing else. */
export function pushRecordValues(columns: unknown[][], at: number, book: BookRecord): void {
  columns[at].push(book.isbn === '' ? null : book.isbn);
  columns[at + 1].push(book.title);
  columns[at + 2].push(book.author);
  columns[at + 3].push(book.summary);
  CATALOG_FLAGS.forEach((flag, k) => {
    columns[at + 4 + 2 * k].push(book.flags[flag]);
    columns[at + 5 + 2 * k].push(book.examples[flag]);
  });
  const series = book.series ?? null;
  columns[at + RECORD_COLUMNS.length].push(series?.name ?? null);
  columns[at + RECORD_COLUMNS.length + 1].push(series?.volume ?? null);
}

const byFlag = <T>(make: (flag: CatalogFlag) => T) => Object.fromEntries(CATALOG_FLAGS.map((f) => [f, make(f)])) as Record<CatalogFlag, T>;

/** A stored row back as a record with its id and times (a null ISBN reads as ''). */
export const toStoredBook = (row: StoredColumns): StoredBook => ({
  id: row.id,
  isbn: row.isbn ?? '',
  title: row.title,
  author: row.author,
  summary: row.summary,
  flags: byFlag((f) => row[flagKey(f)]),
  examples: byFlag((f) => row[exampleKey(f)]),
  series: row.series !== null && row.series !== '' ? { name: row.series, volume: row.series_volume } : null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
