import { countNoun } from '../text/count-noun.js';
import { groupDigits } from '../text/group-digits.js';
/** How much reading history one import may hold, with the words that refuse more. */
export const READING_HISTORY_MAX_BYTES = 5 * 1024 * 1024;
export const READING_HISTORY_MAX_ROWS = 10_000;

export const READING_HISTORY_MESSAGES = {
  empty: 'Please choose a CSV file to import',
  tooLarge: `The file is too large: at most ${READING_HISTORY_MAX_BYTES / 1024 / 1024} MB`,
  tooManyRows: `The file has too many books: at most ${groupDigits(READING_HISTORY_MAX_ROWS)} rows`,
  noBooks: 'The file has a header row but no books',
  imported: (n: number) => `Imported ${countNoun(n, 'book')}`,
} as const;

/** The byte length of text as UTF-8, without an encoder (the domain uses no platform API). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
