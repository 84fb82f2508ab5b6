import { toCsvLine, CSV_LINE_BREAK } from './csv-row.writer.js';

/** The export page's CSV: title, author, ISBN and date added, downloaded as books-export-{date}.csv. */
export const EXPORT_HEADER = ['Title', 'Author', 'ISBN', 'Date Added'] as const;

export const EXPORT_MESSAGES = {
  noBooks: 'No Books Found',
  failed: 'Export Failed - Could not export books. Please try again.',
} as const;

export interface ExportedBook {
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  /** ISO-8601 timestamp. */
  readonly created_at: string;
}

/** The date part (YYYY-MM-DD, UTC) of an instant. */
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The download name for an export made on `date`: `books-export-2026-06-01.csv`. */
export const exportFileName = (date: Date): string => `books-export-${isoDay(date)}.csv`;

/** The export text: the header and one line per book, the date added as YYYY-MM-DD. */
export const toExportCsv = (books: readonly ExportedBook[]): string =>
  [EXPORT_HEADER, ...books.map((b) => [b.title, b.author, b.isbn ?? '', isoDay(new Date(b.created_at))])]
    .map(toCsvLine)
    .join(CSV_LINE_BREAK);
