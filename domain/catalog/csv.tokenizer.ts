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

const lineBreakEnd = (text: string, i: number): number => (text[i] === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1);

function scanRecord(text: string, start: number, quotes: boolean): Scan {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let opened = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (c === '"' && quotes && !opened && field.trim() === '') {
      quoted = true;
      opened = true;
      field = '';
    } else if (c === ',') {
      fields.push(field);
      field = '';
      opened = false;
    } else if (c === '\r' || c === '\n') {
      return { fields: [...fields, field], end: lineBreakEnd(text, i), unterminated: false };
    } else field += c;
  }
  return { fields: [...fields, field], end: text.length, unterminated: quoted };
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
