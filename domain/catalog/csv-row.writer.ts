import { CATALOG_FLAGS } from '../taxonomy/catalog-flags.js';
import type { BookRecord } from './book-record.js';
import { neutraliseFormula } from './csv-formula.js';

/**
 * The one CSV writer of the service (catalog exports, the templates, the reading-list export):
 * records to 36-field rows, rows to RFC 4180 lines (CRLF between records), every cell neutralised
 * against formula injection (csv-formula.ts) before it is quoted.
 */
export const CSV_LINE_BREAK = '\r\n';

const isCells = (input: readonly string[] | BookRecord): input is readonly string[] => Array.isArray(input);

/** The 36 cells of a record, flags written 'yes' or 'no'. */
export const toCsvRow = (record: BookRecord): string[] => [
  record.isbn,
  record.title,
  record.author,
  record.summary,
  ...CATALOG_FLAGS.flatMap((flag) => [record.flags[flag] ? 'yes' : 'no', record.examples[flag]]),
];

/** Quotes a cell when it holds a comma, a quote, a line break or outer spaces; quotes are doubled. */
export const quoteCsvCell = (cell: string): string => (/[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A cell as written to a file: a formula neutralised, then quoted as needed. */
export const writeCsvCell = (cell: string): string => quoteCsvCell(neutraliseFormula(cell));

/** One line, neutralised and quoted as needed, from cells or from a record (written as its 36 cells). */
export const toCsvLine = (input: readonly string[] | BookRecord): string => (isCells(input) ? input : toCsvRow(input)).map(writeCsvCell).join(',');
