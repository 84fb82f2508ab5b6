import { isReadyForReview, READING_STATUSES, type ReadingStatus } from '../../../../../domain/index.js';
import type { ReadingListItem } from './reading-list.types.js';

export interface ReaderOption {
  id: string;
  /** 'Name (Age N)' as stored with the reader's newest item. */
  name: string;
}

/** The readers who have books on the list, in the order their newest book was added. */
export function readersOnList(items: readonly ReadingListItem[]): ReaderOption[] {
  const seen = new Map<string, string>();
  for (const item of items) if (!seen.has(item.reader_id)) seen.set(item.reader_id, item.reader_name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** The items of each status, in status order; statuses with no books are left out. */
export function groupByStatus(items: readonly ReadingListItem[]): { status: ReadingStatus; items: ReadingListItem[] }[] {
  return READING_STATUSES.map((status) => ({ status, items: items.filter((i) => i.reading_status === status) })).filter((g) => g.items.length > 0);
}

/** 'Books ready for review': the server's flag, or the domain's 24-hour rule on the client's clock. */
export const readyForReview = (items: readonly ReadingListItem[], now: Date): ReadingListItem[] =>
  items.filter((item) => item.ready_for_review === true || isReadyForReview(item, now));

/** The name part of a stored 'Name (Age N)' or 'Name (You)'. */
export const readerFirstName = (readerName: string): string => readerName.replace(/\s*\(.*\)\s*$/, '');

/**
 * Whose list is on the screen, for the panel's heading: one reader's ('Mia's reading list', 'Your
 * reading list' for the account holder's own), or the family's when books of several are shown.
 */
export function readingListTitle(readerName: string | null): string {
  if (readerName === null) return 'The family’s reading list';
  const self = /\(You\)\s*$/.test(readerName) || readerName.trim() === 'You';
  const name = readerFirstName(readerName).trim();
  if (self || name === '') return 'Your reading list';
  return `${name}’${name.endsWith('s') ? '' : 's'} reading list`;
}

/** The reader a row belongs to, in words: 'For Mia', 'For you'. */
export function readingListRowReader(readerName: string): string {
  const self = /\(You\)\s*$/.test(readerName) || readerName.trim() === 'You';
  return self ? 'For you' : `For ${readerFirstName(readerName)}`;
}
