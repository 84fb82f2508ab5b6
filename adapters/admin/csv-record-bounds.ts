import { csvLineBreakEnd, isCsvBlank } from '../../domain/index.js';

/**
 * Where the records of an import text end, found exactly as the domain's tokenizer (tokenizeCsv)
 * would split them, but without building any field: one pass over the characters that only tracks
 * the quoting state. The chunked reader cuts the text at these ends, so each piece holds whole
 * records and reads as it would inside the whole text.
 *
 * Mirrors domain/catalog/csv.tokenizer.ts: a field that opens with a double quote (after blanks
 * only) runs to the closing quote, a doubled quote is a quote, records end at CRLF, LF or CR outside
 * quotes; a quote never closed makes that record end at its own first line break.
 */
export interface RecordBounds {
  /** Offset just past the record (past its line break). */
  readonly end: number;
  /** Fields the tokenizer will find in it (commas outside quotes, plus one). */
  readonly fields: number;
  /** Every field is empty or blank (the parser skips such records). */
  readonly blank: boolean;
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** The record that starts at `start`. */
export function recordBounds(text: string, start: number): RecordBounds {
  let quoted = false;
  let opened = false;
  let blankSoFar = true; // the current field holds blanks only
  let content = false; // some field holds more than blanks
  let fields = 1;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === QUOTE) {
        if (text.charCodeAt(i + 1) === QUOTE) {
          i++;
          content = true;
        } else quoted = false;
      } else if (!content && !isCsvBlank(c) && c !== CR && c !== LF) content = true;
    } else if (c === QUOTE && !opened && blankSoFar) {
      quoted = true;
      opened = true;
    } else if (c === COMMA) {
      fields++;
      opened = false;
      blankSoFar = true;
    } else if (c === CR || c === LF) {
      return { end: csvLineBreakEnd(text, i), fields, blank: !content };
    } else if (!isCsvBlank(c)) {
      blankSoFar = false;
      content = true;
    }
  }
  return quoted ? plainLine(text, start) : { end: text.length, fields, blank: !content };
}

/** An unterminated quote: the tokenizer reads the record's own line again with quotes as text. */
function plainLine(text: string, start: number): RecordBounds {
  let fields = 1;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA) fields++;
    else if (c === CR || c === LF) return { end: csvLineBreakEnd(text, i), fields, blank: false }; // it holds the quote
  }
  return { end: text.length, fields, blank: false };
}
