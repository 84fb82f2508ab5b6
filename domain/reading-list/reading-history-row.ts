import { checkBookIsbn } from '../catalog/isbn.js';
import type { Instant } from '../shared/instant.js';
import { applyReadingStatus, type ReadingStatus } from '../reading/reading-status.machine.js';
import { READING_HISTORY_COLUMNS, type ReadingHistoryFormat } from './reading-history-format.js';
import { parseReadingHistoryDate } from './reading-history-date.js';
import { readingHistoryStatus } from './reading-history-status.js';
import { unwrapSpreadsheetText } from './unwrap-spreadsheet-text.js';

/** Titles and authors longer than this are refused, like a book added by hand. */
export const READING_HISTORY_TEXT_MAX = 500;

export const READING_HISTORY_ROW_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title is too long (at most ${READING_HISTORY_TEXT_MAX} characters)`,
  authorTooLong: `Author is too long (at most ${READING_HISTORY_TEXT_MAX} characters)`,
} as const;

/** A book of the export as it would enter the list, with its status stamps. */
export interface ReadingHistoryBook {
  readonly title: string;
  readonly author: string;
  readonly isbn: string;
  readonly reading_status: ReadingStatus;
  readonly started_reading_at: string | null;
  readonly completed_reading_at: string | null;
}

/** One data row read: a book, or why it is left out ('skipped' by choice, 'error' when unusable). */
export type ReadingHistoryRow =
  | { readonly kind: 'book'; readonly book: ReadingHistoryBook }
  | { readonly kind: 'skipped' | 'error'; readonly title: string; readonly author: string; readonly status: string; readonly reason: string };

/**
 * A data row of the export (cells named by the header) as a book: read → completed (on the export's
 * date read when it has a real one, else `now`), currently-reading → currently_reading (started
 * `now`), to-read → to_read; other statuses are skipped with the reason.
 */
export function readReadingHistoryRow(format: ReadingHistoryFormat, cells: Readonly<Record<string, string | undefined>>, now: Instant): ReadingHistoryRow {
  const columns = READING_HISTORY_COLUMNS[format];
  const cell = (name: string) => unwrapSpreadsheetText(cells[name] ?? '');
  const title = cell(columns.title);
  const author = cell(columns.author);
  const shelf = cell(columns.status);
  const problem =
    title === ''
      ? READING_HISTORY_ROW_MESSAGES.titleRequired
      : title.length > READING_HISTORY_TEXT_MAX
        ? READING_HISTORY_ROW_MESSAGES.titleTooLong
        : author.length > READING_HISTORY_TEXT_MAX
          ? READING_HISTORY_ROW_MESSAGES.authorTooLong
          : null;
  if (problem)
    return {
      kind: 'error',
      title: title.slice(0, READING_HISTORY_TEXT_MAX),
      author: author.slice(0, READING_HISTORY_TEXT_MAX),
      status: shelf,
      reason: problem,
    };
  const mapped = readingHistoryStatus(shelf);
  if ('skip' in mapped) return { kind: 'skipped', title, author, status: shelf, reason: mapped.skip };
  const unstamped: Pick<ReadingHistoryBook, 'reading_status' | 'started_reading_at' | 'completed_reading_at'> = {
    reading_status: mapped.status,
    started_reading_at: null,
    completed_reading_at: null,
  };
  const stamped = applyReadingStatus(unstamped, mapped.status, now);
  const dateRead = mapped.status === 'completed' ? parseReadingHistoryDate(cell(columns.dateRead)) : null;
  // the first column that holds a book's ISBN by the catalog's one rule (an ISMN or a StoryGraph UID is no ISBN)
  const isbn = columns.isbn.map((name) => checkBookIsbn(cell(name))).flatMap((c) => (c.ok ? [c.isbn] : []))[0] ?? '';
  return {
    kind: 'book',
    book: {
      title,
      author,
      isbn,
      reading_status: mapped.status,
      started_reading_at: stamped.started_reading_at,
      completed_reading_at: dateRead ?? stamped.completed_reading_at,
    },
  };
}
