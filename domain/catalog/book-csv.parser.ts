import { CATALOG_FLAGS, type CatalogFlag } from '../taxonomy/catalog-flags.js';
import type { BookRecord } from './book-record.js';
import { normalizeCsvRow } from './csv-row.normalizer.js';
import { readExtraColumns, readSeriesCells, splitExtraCells, type CsvExtraColumns } from './csv-series-columns.js';
import { tokenizeCsv, type CsvRecord } from './csv.tokenizer.js';
import { IMPORT_MESSAGES } from './import.rules.js';
import { isFlagWord } from './csv-flag.js';
import { restoreFormula } from './csv-formula.js';
import { CSV_FIELD_COUNT, flagColumn } from './csv-header.js';
import { checkBookIsbn, normalizeIsbn } from './isbn.js';

/**
 * Reads a whole import text: every row is checked and every problem reported, never stopping at
 * the first. Rows are numbered as a spreadsheet shows them: each record of the file counts (a
 * header, blank lines and a quoted line break's record included), so with a header the header is
 * row 1 and the first book row 2. A first record that names both 'title' and 'author' is the header.
 * Errors drop the row (nothing of it is written); warnings (an unmatched quote read as text) and
 * repairs keep it. A row is refused when its fields cannot be put in their columns without guessing
 * (csv-row.normalizer.ts) and when its ISBN cell is filled in but is not a book's ISBN (isbn.ts:
 * an ISMN, another EAN, a wrong check digit): the row is refused rather than written without its
 * ISBN, since an ISBN typed wrong usually means the row was copied wrong, and the admin fixes it.
 * A cell written with a leading quote against formula injection (csv-formula.ts) reads back as it
 * was exported. A header naming `series` / `series_volume` after the 36 known columns adds each
 * row's series (csv-series-columns.ts); its last cells are then the extra ones and the cells before
 * them are read by the 36-field rules as before; a bad volume is an error of its row.
 */
export const PARSE_MESSAGES = {
  titleAuthorRequired: 'Title and author are required',
  unmatchedQuote: 'Unmatched quote; the row was read with its quotes as plain text',
  /** A lenient flag cell holding text: read as no (the specification's rule), but a shifted row looks like this. */
  textInFlag: (column: string, value: string) =>
    `${column} holds "${value.length > 40 ? `${value.slice(0, 40)}…` : value}", read as no; if a stray comma moved the values, quote that text`,
} as const;

export type BookCsvRow = BookRecord & { readonly row: number };

export interface BookCsvParse {
  readonly rows: BookCsvRow[];
  readonly errors: string[];
  readonly warnings: string[];
  readonly autoFixed: string[];
}

export interface BookCsvOptions {
  /** The clean import: flags must be yes or no. */
  readonly strictFlags?: boolean;
}

const isBlank = (record: CsvRecord) => record.fields.every((cell) => cell.trim() === '');
const isHeader = (record: CsvRecord) => {
  const cells = record.fields.map((cell) => cell.trim().toLowerCase());
  return cells.includes('title') && cells.includes('author');
};
const byFlag = <T>(make: (flag: CatalogFlag, k: number) => T) =>
  Object.fromEntries(CATALOG_FLAGS.map((flag, k) => [flag, make(flag, k)])) as Record<CatalogFlag, T>;

/** Flag cells of a 36-cell row that hold text (neither a flag word nor blank): each named, first 3. */
const textInFlags = (cells: readonly string[]): string[] =>
  CATALOG_FLAGS.map((flag, k) => ({ column: flagColumn(flag), value: cells[4 + 2 * k].trim() }))
    .filter(({ value }) => value !== '' && !isFlagWord(value, false))
    .slice(0, 3)
    .map(({ column, value }) => PARSE_MESSAGES.textInFlag(column, value));

/** A record from the 36 normalized fields. */
export const recordFromFields = (fields: readonly string[]): BookRecord => ({
  isbn: normalizeIsbn(fields[0]),
  title: fields[1],
  author: fields[2],
  summary: fields[3],
  flags: byFlag((_flag, k) => fields[4 + 2 * k] === 'yes'),
  examples: byFlag((_flag, k) => fields[5 + 2 * k]),
});

/** Parses an import text into book rows, with errors, warnings and repairs reported by row. */
export function parseBookCsv(text: string, options: BookCsvOptions = {}): BookCsvParse {
  const result: BookCsvParse = { rows: [], errors: [], warnings: [], autoFixed: [] };
  if (text.trim() === '') return { ...result, errors: [IMPORT_MESSAGES.emptyContent] };
  const records = tokenizeCsv(text);
  const firstUsed = records.findIndex((record) => !isBlank(record));
  const header = firstUsed >= 0 && isHeader(records[firstUsed]) ? records[firstUsed] : null;
  const extraColumns: CsvExtraColumns | null = header ? readExtraColumns(header.fields) : null;
  for (const [index, record] of records.entries()) {
    const row = index + 1;
    if (isBlank(record) || (index === firstUsed && isHeader(record))) continue;
    const { known, extra } = extraColumns ? splitExtraCells(record.fields, extraColumns) : { known: record.fields, extra: [] };
    const normalized = normalizeCsvRow(known, { strictFlags: options.strictFlags, rowNumber: row });
    if (!normalized.ok) {
      result.errors.push(normalized.error);
      continue;
    }
    const book = recordFromFields(normalized.fields.map(restoreFormula));
    if (book.title === '' || book.author === '') {
      result.errors.push(`Row ${row}: ${PARSE_MESSAGES.titleAuthorRequired}`);
      continue;
    }
    const isbn = book.isbn === '' ? null : checkBookIsbn(book.isbn);
    if (isbn && !isbn.ok) {
      result.errors.push(`Row ${row}: ${isbn.error}`);
      continue;
    }
    const series = extraColumns
      ? readSeriesCells(
          extra.map((cell) => restoreFormula(cell.trim())),
          extraColumns,
        )
      : null;
    if (series && !series.ok) {
      result.errors.push(`Row ${row}: ${series.error}`);
      continue;
    }
    if (record.unmatchedQuote) result.warnings.push(`Row ${row}: ${PARSE_MESSAGES.unmatchedQuote}`);
    if (known.length === CSV_FIELD_COUNT) result.warnings.push(...textInFlags(known).map((w) => `Row ${row}: ${w}`));
    result.autoFixed.push(...normalized.autoFixed.map((fix) => `Row ${row}: ${fix}`));
    result.rows.push(series ? { row, ...book, series: series.series } : { row, ...book });
  }
  if (result.rows.length === 0 && result.errors.length === 0) result.errors.push(IMPORT_MESSAGES.emptyRows);
  return result;
}
