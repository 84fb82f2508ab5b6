import { CATALOG_FLAGS } from '../taxonomy/catalog-flags.js';
import { CSV_FIELD_COUNT, exampleColumn, flagColumn } from './csv-header.js';
import { readLenientFlag, readStrictFlag } from './csv-flag.js';
import { alignFlagPositions, FLAG_PAIRS } from './csv-row.aligner.js';

/**
 * Puts one import row into exactly 36 trimmed fields with flags written 'yes' or 'no'.
 *
 * Repair rules (each repair is reported in `autoFixed`):
 * - 36 fields: taken as they are.
 * - Any other count: the flag columns are located (see csv-row.aligner.ts) and the row is rebuilt:
 *   a missing empty example is added back ("rows missing an empty example field are auto-repaired"),
 *   a summary or example split by unquoted commas is joined again with its commas.
 * - Flags: lenient (batch import) yes / y / true in any case is yes, anything else no; strict (clean
 *   import) only yes or no in any case, else the row is refused naming the columns.
 * A row that cannot be read gives 'Could not normalize to 36 fields (got X). Check for stray commas
 * or unmatched quotes.', prefixed 'Row N: ' when the row number is given.
 */
export const CSV_MESSAGES = {
  fieldCount: (got: number) =>
    `Could not normalize to ${CSV_FIELD_COUNT} fields (got ${got}). Check for stray commas or unmatched quotes.`,
  strictFlag: (column: string, value: string) => `${column} must be yes or no (got "${value}")`,
  addedExample: (column: string) => `Added the missing empty ${column}`,
  rejoined: (column: string, commas: number) => `Rejoined ${column} split by ${commas} unquoted comma${commas === 1 ? '' : 's'}`,
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

/** Rebuilds the 36 raw cells from the flag positions, noting each repair. */
function rebuild(fields: readonly string[], positions: readonly number[]): { cells: string[]; fixes: string[] } {
  const fixes: string[] = [];
  const join = (from: number, to: number, column: string) => {
    if (to === from) fixes.push(CSV_MESSAGES.addedExample(column));
    if (to - from > 1) fixes.push(CSV_MESSAGES.rejoined(column, to - from - 1));
    return fields.slice(from, to).join(',');
  };
  const cells = [...fields.slice(0, 3), join(3, positions[0] as number, 'summary')];
  positions.forEach((at, k) => {
    const flag = CATALOG_FLAGS[k];
    cells.push(fields[at], join(at + 1, k + 1 < FLAG_PAIRS ? (positions[k + 1] as number) : fields.length, exampleColumn(flag)));
  });
  return { cells, fixes };
}

/** Normalizes one row of cells to the 36-field import format, repairing what it can. */
export function normalizeCsvRow(fields: readonly string[], options: CsvRowOptions = {}): NormalizedCsvRow {
  const strict = options.strictFlags ?? false;
  const prefix = options.rowNumber === undefined ? '' : `Row ${options.rowNumber}: `;
  const positions = fields.length === CSV_FIELD_COUNT ? null : alignFlagPositions(fields, strict);
  if (fields.length !== CSV_FIELD_COUNT && positions === null) {
    return { ok: false, code: 'field_count', error: prefix + CSV_MESSAGES.fieldCount(fields.length) };
  }
  const { cells, fixes } = positions === null ? { cells: [...fields], fixes: [] } : rebuild(fields, positions);
  const trimmed = cells.map((cell) => cell.trim());
  const badFlags = CATALOG_FLAGS.map((flag, k) => ({ column: flagColumn(flag), value: trimmed[DATA_START + 2 * k] as string })).filter(
    ({ value }) => strict && readStrictFlag(value) === null,
  );
  if (badFlags.length > 0) {
    return { ok: false, code: 'invalid_flag', error: prefix + badFlags.map((b) => CSV_MESSAGES.strictFlag(b.column, b.value)).join('; ') };
  }
  const normalized = trimmed.map((cell, i) => (i >= DATA_START && (i - DATA_START) % 2 === 0 ? (readLenientFlag(cell) ? 'yes' : 'no') : cell));
  return { ok: true, fields: normalized, autoFixed: fixes };
}
