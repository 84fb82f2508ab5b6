import { isFlagWord } from './csv-flag.js';

/**
 * The one repair of a row's shape that the specification lists: "rows missing an empty example
 * field are auto-repaired". A row shorter than 36 fields is read as isbn, title, author, summary
 * (one field each), then 16 times a flag (a cell that reads as a flag) followed by its example or,
 * where the example was lost, nothing: an empty example is put back there.
 *
 * The repair is made only when it is certain: every way of placing the 16 flags must give the same
 * 36 fields. A row that two readings fit (a flag word where an example could be), or none, is left
 * alone for the caller to refuse. Nothing is ever moved from one column to another: a row longer
 * than 36 fields (unquoted commas, a stray value) has no repair, since which cells belong together
 * would be a guess, and a guess here sets or clears a content flag a parent relies on.
 */
export const FLAG_PAIRS = 16;
const FIRST_FLAG_AT = 4;

export type ExampleRepair =
  /** The single reading: its 36 cells and the indexes (0..15) of the flags whose example was added. */
  { readonly ok: true; readonly cells: string[]; readonly added: number[] } | { readonly ok: false; readonly reason: 'no_reading' | 'ambiguous' };

interface Reading {
  readonly cells: string[];
  readonly added: number[];
}

/** Puts back the lost empty examples of a short row when exactly one reading fits it. */
export function restoreMissingExamples(fields: readonly string[], strict: boolean): ExampleRepair {
  const n = fields.length;
  if (n < FIRST_FLAG_AT + FLAG_PAIRS || n >= FIRST_FLAG_AT + 2 * FLAG_PAIRS) return { ok: false, reason: 'no_reading' };
  // readings(k, p): up to two readings of flags k..15 with flag k at field p (two are enough to know
  // the row is ambiguous). Two readings always differ: a flag cell is never empty and an added
  // example always is, so no two placements of the added examples give the same 36 cells.
  const memo = new Map<number, Reading[]>();
  const readings = (k: number, p: number): Reading[] => {
    if (k === FLAG_PAIRS) return p === n ? [{ cells: [], added: [] }] : [];
    const key = k * (n + 2) + p;
    const known = memo.get(key);
    if (known) return known;
    const found: Reading[] = [];
    if (p < n && isFlagWord(fields[p], strict)) {
      const keep = (example: string, next: number, added: boolean) => {
        for (const rest of readings(k + 1, next)) {
          if (found.length < 2) found.push({ cells: [fields[p], example, ...rest.cells], added: added ? [k, ...rest.added] : rest.added });
        }
      };
      if (p + 1 < n) keep(fields[p + 1], p + 2, false);
      keep('', p + 1, true);
    }
    memo.set(key, found);
    return found;
  };
  const found = readings(0, FIRST_FLAG_AT);
  if (found.length !== 1) return { ok: false, reason: found.length === 0 ? 'no_reading' : 'ambiguous' };
  const [only] = found as [Reading];
  return { ok: true, cells: [...fields.slice(0, FIRST_FLAG_AT), ...only.cells], added: only.added };
}
