import { ImportRejectedError } from '../../application/admin/ports/catalog-importer.port.js';
import { IMPORT_COLUMNS, RECORD_COLUMNS, isFlagColumn } from './book-columns.js';

/** The SQL of the catalog import (see pg-catalog-importer.adapter.ts). */
export const typeOf = (column: string) => (isFlagColumn(column) ? 'boolean' : column === 'series_volume' ? 'int' : 'text');
export const COLUMNS = IMPORT_COLUMNS.join(', ');
// a row without a series (null) keeps the stored series and volume; a series sets both
const UPDATES = [
  ...RECORD_COLUMNS.filter((c) => c !== 'isbn').map((c) => `${c} = excluded.${c}`),
  'series = coalesce(excluded.series, book_content_analysis.series)',
  'series_volume = case when excluded.series is null then book_content_analysis.series_volume else excluded.series_volume end',
  // the import's ratings replace whatever rated the book before (new rows take the column defaults)
  "ratings_source = 'import'",
  'ratings_model = null',
  "ratings_unrated = '{}'",
].join(', ');

/** A batch as rows: every column one array parameter, the row numbers at $first, then the 36 columns and the series. */
export const unnestFrom = (first: number) => `unnest($${first}::int[], ${IMPORT_COLUMNS.map((c, i) => `$${first + 1 + i}::${typeOf(c)}[]`).join(', ')})`;

/**
 * Both upserts (by ISBN; by title and author when there is none, as the catalog's two unique
 * indexes key them) in data-modifying CTEs of one statement, from `source` (rows `s` with a `seq`);
 * the later row wins when one book comes twice. $1 is the import's time (updated_at, and created_at
 * of new books). `answer` reads `written (inserted)`: one row per book written.
 */
export const upsertSql = (source: string, answer: string) => `
  with src as (
    select distinct on (isbn, lower_title, lower_author) *
      from (select s.*, case when isbn is null then lower(title) end as lower_title,
                        case when isbn is null then lower(author) end as lower_author
              from ${source}) keyed
     order by isbn, lower_title, lower_author, seq desc
  ),
  by_isbn as (
    insert into book_content_analysis (${COLUMNS}, created_at, updated_at, ratings_updated_at) select ${COLUMNS}, $1, $1, $1 from src where isbn is not null
    on conflict (isbn) where isbn is not null do update set ${UPDATES}, updated_at = $1, ratings_updated_at = $1
    returning (xmax = 0) as inserted
  ),
  by_title as (
    insert into book_content_analysis (${COLUMNS}, created_at, updated_at, ratings_updated_at) select ${COLUMNS}, $1, $1, $1 from src where isbn is null
    on conflict (lower(title), lower(author)) where isbn is null do update set ${UPDATES}, updated_at = $1, ratings_updated_at = $1
    returning (xmax = 0) as inserted
  )
  , written as (select inserted from by_isbn union all select inserted from by_title)
  ${answer}`;

/** SQLSTATE classes that mean "the database refuses this data", not "the database is away". */
const DATA_ERROR = /^(22|23|54)/;

export const refusal = (error: unknown): unknown => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && DATA_ERROR.test(code) ? new ImportRejectedError(`the database refused the data (${(error as Error).message})`) : error;
};
