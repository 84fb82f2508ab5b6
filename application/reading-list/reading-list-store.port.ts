import type { ReadingStatus } from '../../domain/index.js';

/** A stored reading-list item (the specification's reading_list row, plus the analysis kept with it). */
export interface ReadingListItem {
  readonly id: string;
  readonly user_id: string;
  /** A family member's id, or 'self'. */
  readonly reader_id: string;
  /** As the client sent it: 'Name (Age N)'. */
  readonly reader_name: string;
  readonly title: string;
  readonly author: string;
  readonly reading_status: ReadingStatus;
  readonly started_reading_at: string | null;
  readonly completed_reading_at: string | null;
  readonly analysis: Record<string, unknown> | null;
  readonly created_at: string;
}

export type NewReadingListItem = Pick<ReadingListItem, 'reader_id' | 'reader_name' | 'title' | 'author' | 'analysis'>;
export type ReadingProgressChange = Pick<ReadingListItem, 'id' | 'reading_status' | 'started_reading_at' | 'completed_reading_at'>;

/** A book of an imported reading history: added with its status and stamps as the export gave them. */
export type ImportedReadingListItem = NewReadingListItem & Pick<ReadingListItem, 'reading_status' | 'started_reading_at' | 'completed_reading_at'>;

/** What an import wrote: the rows added, and the positions (in the given list) the unique index refused. */
export interface ReadingListImportWrite {
  readonly added: readonly ReadingListItem[];
  readonly duplicates: readonly number[];
}

/** The account's reading list. Every method takes the owner's id and never crosses it. */
export interface ReadingListStore {
  /**
   * Newest first; only one reader's items when `readerId` is given. The list may answer several
   * requests at once (decision 50): read it, never change it.
   */
  list(userId: string, readerId?: string): Promise<readonly ReadingListItem[]>;
  find(userId: string, id: string): Promise<ReadingListItem | null>;
  /** Starts as to_read; 'duplicate' when the store already holds the book for this reader (a racing add). */
  add(userId: string, item: NewReadingListItem, now: Date): Promise<ReadingListItem | 'duplicate'>;
  /**
   * Adds all the books in one transaction: all are written, or none (a failure rolls everything
   * back). A book the store already holds for that reader (one added meanwhile) is not written and
   * its position is listed in `duplicates`.
   */
  addMany(userId: string, items: readonly ImportedReadingListItem[], now: Date): Promise<ReadingListImportWrite>;
  saveProgress(userId: string, change: ReadingProgressChange): Promise<ReadingListItem | null>;
  remove(userId: string, id: string): Promise<boolean>;
  /** Items of a reader now completed whose completion falls in [from, to). */
  countCompleted(userId: string, readerId: string, from: Date, to: Date): Promise<number>;
}
export const READING_LIST_STORE = Symbol('READING_LIST_STORE');
