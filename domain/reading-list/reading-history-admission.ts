import { admitReadingListItem, READING_LIST_MESSAGES, type ReadingListEntry } from '../reading/reading-list.rules.js';

/** A book of an import, and whether the list takes it. */
export type ReadingHistoryAdmission<T> =
  { readonly admitted: true; readonly book: T } | { readonly admitted: false; readonly book: T; readonly reason: string };

/** Why a book repeated inside the file is skipped. */
export const duplicateInFileReason = (firstRow: number): string => `Already earlier in this file (row ${firstRow})`;

/**
 * The reading-list rule over a whole import: each book is judged against the reader's list and
 * the books admitted before it, so a book already in the list, or twice in the file, enters once.
 * `row` numbers the books for the reason of an in-file duplicate.
 */
export function admitReadingHistory<T extends ReadingListEntry & { readonly row: number }>(
  existing: readonly ReadingListEntry[],
  books: readonly T[],
): ReadingHistoryAdmission<T>[] {
  const admitted: T[] = [];
  return books.map((book) => {
    if (!admitReadingListItem(existing, book).ok) return { admitted: false, book, reason: READING_LIST_MESSAGES.duplicate };
    const earlier = admitted.find((other) => !admitReadingListItem([other], book).ok);
    if (earlier) return { admitted: false, book, reason: duplicateInFileReason(earlier.row) };
    admitted.push(book);
    return { admitted: true, book };
  });
}
