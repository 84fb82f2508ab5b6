import type { BookCsvOptions, BookCsvParse } from '../../../domain/index.js';

/**
 * Reads an import text with the domain's parser (parseBookCsv), piece after piece: each piece is
 * the parse of some consecutive records, numbered as in the whole file, and the pieces together
 * equal parseBookCsv(text). A port because how the parsing is cut up and scheduled (memory, the
 * event loop, a time limit) is a technology choice.
 */
export interface BookCsvReader {
  pieces(text: string, options: BookCsvOptions): AsyncIterable<BookCsvParse>;
}
export const BOOK_CSV_READER = Symbol('BOOK_CSV_READER');

/** The parse took longer than the reader allows (a pathological text); nothing was imported. */
export class CsvReadTimeoutError extends Error {
  constructor(readonly seconds: number) {
    super(`The CSV could not be read within ${seconds} seconds`);
    this.name = 'CsvReadTimeoutError';
  }
}
