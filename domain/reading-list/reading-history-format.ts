import { err, ok, type DomainError, type Result } from '../shared/result.js';

/** The reading-history exports ShelfCheck reads, and the columns each must carry. */
export const READING_HISTORY_FORMATS = ['goodreads', 'storygraph'] as const;
export type ReadingHistoryFormat = (typeof READING_HISTORY_FORMATS)[number];

export interface ReadingHistoryColumns {
  readonly title: string;
  readonly author: string;
  readonly status: string;
  /** The day the book was finished, when the export has one. */
  readonly dateRead: string;
  /** ISBN columns in order of preference. */
  readonly isbn: readonly string[];
}

export const READING_HISTORY_COLUMNS: Readonly<Record<ReadingHistoryFormat, ReadingHistoryColumns>> = {
  goodreads: { title: 'Title', author: 'Author', status: 'Exclusive Shelf', dateRead: 'Date Read', isbn: ['ISBN13', 'ISBN'] },
  storygraph: { title: 'Title', author: 'Authors', status: 'Read Status', dateRead: 'Last Date Read', isbn: ['ISBN/UID'] },
};

const required = (f: ReadingHistoryFormat) => [READING_HISTORY_COLUMNS[f].title, READING_HISTORY_COLUMNS[f].author, READING_HISTORY_COLUMNS[f].status];

/** The message for a header that is neither export; it names the columns each format needs. */
export const UNKNOWN_READING_HISTORY_FORMAT = `This file is not a Goodreads or StoryGraph export. Expected a header row with ${required('goodreads').join(', ')} (Goodreads) or ${required('storygraph').join(', ')} (StoryGraph).`;

/** The export a header row comes from (column names compared without outer spaces), or 'unknown_reading_history_format'. */
export function detectReadingHistoryFormat(header: readonly string[]): Result<ReadingHistoryFormat, DomainError<'unknown_reading_history_format'>> {
  const names = new Set(header.map((h) => h.trim()));
  const format = READING_HISTORY_FORMATS.find((f) => required(f).every((column) => names.has(column)));
  return format ? ok(format) : err('unknown_reading_history_format', UNKNOWN_READING_HISTORY_FORMAT);
}
