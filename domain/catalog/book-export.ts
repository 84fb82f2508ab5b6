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

/**
 * One book's cells on the export page, under EXPORT_HEADER: the date added as YYYY-MM-DD (UTC).
 * @example exportCells({ title: 'Holes', author: 'Louis Sachar', isbn: null, created_at: '2026-03-04T22:10:00Z' }) // ['Holes', 'Louis Sachar', '', '2026-03-04']
 */
export const exportCells = (book: ExportedBook): string[] => [book.title, book.author, book.isbn ?? '', isoDay(new Date(book.created_at))];
