import { CATALOG_FLAGS } from '../taxonomy/catalog-flags.js';
import { CSV_FIELD_COUNT, exampleColumn, flagColumn } from './csv-header.js';
import { readLenientFlag, readStrictFlag } from './csv-flag.js';
import { restoreMissingExamples } from './csv-row.aligner.js';

/**
 * Puts one import row into exactly 36 trimmed fields with flags written 'yes' or 'no'. Rows are kept
 * whole: a row is never re-aligned by moving cells from one column to another.
 *
 * - 36 fields: taken as they are.
 * - Fewer: only the repair the specification lists, "rows missing an empty example field are
 *   auto-repaired", and only when one reading fits (csv-row.aligner.ts); reported in `autoFixed`.
 * - More than 36, or fewer with no single reading: refused with the row's number and field count,
 *   'Row N: Could not normalize to 36 fields (got X). Check for stray commas or unmatched quotes.'
 *   (the specification's wording); a value in the wrong column would set or clear a content flag.
 * - Flags: lenient (batch import) yes / y / true in any case is yes, anything else no; strict (clean
 *   import) only yes or no in any case, else the row is refused naming the columns.
 */
export const CSV_MESSAGES = {
  fieldCount: (got: number) => `Could not normalize to ${CSV_FIELD_COUNT} fields (got ${got}). Check for stray commas or unmatched quotes.`,
  strictFlag: (column: string, value: string) => `${column} must be yes or no (got "${value}")`,
  addedExample: (column: string) => `Added the missing empty ${column}`,
} as const;

export interface CsvRowOptions {
  readonly strictFlags?: boolean;
  /** When given, the error starts 'Row N: '. */
  readonly rowNumber?: number;
}

export type NormalizedCsvRow =
  | { readonly ok: true; readonly fields: string[]; readonly autoFixed: string[]; readonly error?: undefined }
  | { readonly ok: false; readonly code: 'field_count' | 'invalid_flag'; readonly error: string; readonly fields?: undefined; readonly autoFixed?: undefined };

const DATA_START = 4;

/** Normalizes one row of cells to the 36-field import format, repairing only what is certain. */
export function normalizeCsvRow(fields: readonly string[], options: CsvRowOptions = {}): NormalizedCsvRow {
  const strict = options.strictFlags ?? false;
  const prefix = options.rowNumber === undefined ? '' : `Row ${options.rowNumber}: `;
  const repair = fields.length === CSV_FIELD_COUNT ? { ok: true as const, cells: [...fields], added: [] } : restoreMissingExamples(fields, strict);
  if (!repair.ok) return { ok: false, code: 'field_count', error: prefix + CSV_MESSAGES.fieldCount(fields.length) };
  const trimmed = repair.cells.map((cell) => cell.trim());
  const badFlags = CATALOG_FLAGS.map((flag, k) => ({ column: flagColumn(flag), value: trimmed[DATA_START + 2 * k] })).filter(
    ({ value }) => strict && readStrictFlag(value) === null,
  );
  if (badFlags.length > 0) {
    return { ok: false, code: 'invalid_flag', error: prefix + badFlags.map((b) => CSV_MESSAGES.strictFlag(b.column, b.value)).join('; ') };
  }
  const normalized = trimmed.map((cell, i) => (i >= DATA_START && (i - DATA_START) % 2 === 0 ? (readLenientFlag(cell) ? 'yes' : 'no') : cell));
  const autoFixed = repair.added.map((k) => CSV_MESSAGES.addedExample(exampleColumn(CATALOG_FLAGS[k])));
  return { ok: true, fields: normalized, autoFixed };
}

/** True for the refusal of a row whose fields cannot be aligned (the import screen counts them apart). */
export const isFieldCountError = (message: string): boolean => /Could not normalize to \d+ fields \(got \d+\)/.test(message);
