import { CSV_LINE_BREAK, toCsvLine } from '../../domain/index.js';
import type { ReadingListItem } from './reading-list-store.port.js';

export const READING_LIST_CSV_HEADER = ['Title', 'Author', 'Status', 'Started', 'Completed', 'Added'] as const;

const STATUS_LABELS: Readonly<Record<ReadingListItem['reading_status'], string>> = {
  to_read: 'To read',
  currently_reading: 'Currently reading',
  completed: 'Completed',
};

/** YYYY-MM-DD (UTC) of a timestamp, '' for none. */
const day = (iso: string | null): string => (iso ? new Date(iso).toISOString().slice(0, 10) : '');

/** The export file, written by the service's one CSV writer (cells neutralised against formulas): header, then one line per item in the order given, CRLF between lines. */
export const toReadingListCsv = (items: readonly ReadingListItem[]): string =>
  [
    toCsvLine(READING_LIST_CSV_HEADER),
    ...items.map((i) =>
      toCsvLine([i.title, i.author, STATUS_LABELS[i.reading_status], day(i.started_reading_at), day(i.completed_reading_at), day(i.created_at)]),
    ),
  ].join(CSV_LINE_BREAK) + CSV_LINE_BREAK;

/** The download name of an export made on `now`: reading-list-2026-11-22.csv. */
export const readingListFileName = (now: Date): string => `reading-list-${now.toISOString().slice(0, 10)}.csv`;
