/**
 * Splits CSV text into records (RFC 4180, leniently): fields are separated by commas and records by
 * CRLF, LF or CR; a field that opens with a double quote (spaces before it allowed) runs to the
 * closing quote, may hold commas and line breaks, and writes a quote as two. Text after a closing
 * quote is kept. A leading byte-order mark is dropped.
 *
 * An opening quote that is never closed would swallow the rest of the file; instead that one line is
 * read again with quotes taken as plain characters and the record is marked `unmatchedQuote`, so the
 * rows after it are still read.
 */
export interface CsvRecord {
  readonly fields: string[];
  readonly unmatchedQuote: boolean;
}

interface Scan {
  readonly fields: string[];
  readonly end: number;
  readonly unterminated: boolean;
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** Offset just past the line break at `i` (CRLF counts as one); the import's record finder uses it too. */
export const csvLineBreakEnd = (text: string, i: number): number => (text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? i + 2 : i + 1);

/**
 * A character String.prototype.trim removes (the same set as \s), CR and LF aside: blanks may come
 * before an opening quote. The import's record finder (adapters/admin/csv-record-bounds.ts) uses it too.
 */
export const isCsvBlank = (code: number): boolean =>
  code === 32 || code === 9 || code === 11 || code === 12 || (code > 127 && /\s/.test(String.fromCharCode(code)));

/**
 * The record that starts at `start`. Each field is cut from the text with `slice` in runs (the
 * text before and after its quoted part, the quoted part between doubled quotes), never built a
 * character at a time: a 50,000-row import makes a few strings per field instead of one per
 * character, which is what sized V8's young generation (docs/admin.md, "Benchmarks").
 */
function scanRecord(text: string, start: number, quotes: boolean): Scan {
  const fields: string[] = [];
  const n = text.length;
  let i = start;
  for (;;) {
    let field = '';
    let run = i; // the start of the plain run not yet added to `field`
    let opened = false; // this field's quote was opened (a later quote is a plain character)
    let blankSoFar = true; // the field holds blanks only, so a quote here opens
    for (;;) {
      if (i >= n) {
        fields.push(field + text.slice(run, n));
        return { fields, end: n, unterminated: false };
      }
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        fields.push(field + text.slice(run, i));
        i++;
        break;
      }
      if (c === CR || c === LF) {
        fields.push(field + text.slice(run, i));
        return { fields, end: csvLineBreakEnd(text, i), unterminated: false };
      }
      if (c === QUOTE && quotes && !opened && blankSoFar) {
        // the blanks before the quote are dropped; the quoted part runs to the closing quote
        opened = true;
        field = '';
        run = ++i;
        for (;;) {
          if (i >= n) {
            fields.push(field + text.slice(run, n));
            return { fields, end: n, unterminated: true };
          }
          if (text.charCodeAt(i) === QUOTE) {
            if (text.charCodeAt(i + 1) === QUOTE) {
              field += text.slice(run, i + 1); // a doubled quote is one quote, and the quoted part goes on
              i += 2;
              run = i;
              continue;
            }
            field += text.slice(run, i);
            run = ++i; // text after the closing quote is kept
            break;
          }
          i++;
        }
        continue;
      }
      if (blankSoFar && !isCsvBlank(c)) blankSoFar = false;
      i++;
    }
  }
}

/** Every record of the text, in order; blank lines come back as one empty field. */
export function tokenizeCsv(text: string): CsvRecord[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let at = 0;
  while (at < body.length) {
    const scan = scanRecord(body, at, true);
    const record = scan.unterminated ? scanRecord(body, at, false) : scan;
    records.push({ fields: record.fields, unmatchedQuote: scan.unterminated });
    at = record.end;
  }
  return records;
}
