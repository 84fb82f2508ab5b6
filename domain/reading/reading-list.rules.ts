import { err, ok, type DomainError, type Result } from '../shared/result.js';

/** The reading list's rules: one copy of a book per reader, and how duplicates are reported. */
export const READING_LIST_MESSAGES = {
  duplicate: 'Book already in reading list',
  alreadyAddedTitle: 'Already Added',
  alreadyAdded: 'This book is already in the reading list.',
  loginRequired: 'Please log in to add books',
  added: 'Added to reading list',
  statusUpdated: 'Reading status updated',
  removed: 'Removed from reading list',
  removeConfirm: 'Remove book',
} as const;

export interface ReadingListEntry {
  readonly reader_id: string;
  readonly title: string;
  readonly author: string;
}

/** The PostgreSQL code of a unique-key violation. */
export const DUPLICATE_KEY_CODE = '23505';

const key = (value: string) => value.trim().toLowerCase();

/** True when two entries are the same book for the same reader: title and author alike, ignoring case and outer spaces. */
export const isSameReadingListBook = (a: ReadingListEntry, b: ReadingListEntry): boolean =>
  a.reader_id === b.reader_id && key(a.title) === key(b.title) && key(a.author) === key(b.author);

/** True when the reader's list already holds the candidate book. */
export const isDuplicateReadingListItem = (existing: readonly ReadingListEntry[], candidate: ReadingListEntry): boolean =>
  existing.some((entry) => isSameReadingListBook(entry, candidate));

/** The candidate when the reader's list does not hold it yet, else 'already_in_reading_list'. */
export function admitReadingListItem<T extends ReadingListEntry>(
  existing: readonly ReadingListEntry[],
  candidate: T,
): Result<T, DomainError<'already_in_reading_list'>> {
  return isDuplicateReadingListItem(existing, candidate) ? err('already_in_reading_list', READING_LIST_MESSAGES.duplicate) : ok(candidate);
}

/** True for a store error that means "already there": code 23505, or a message containing 'duplicate'. */
export const isDuplicateKeyError = (error: { code?: string | null; message?: string | null }): boolean =>
  error.code === DUPLICATE_KEY_CODE || (error.message ?? '').toLowerCase().includes('duplicate');
