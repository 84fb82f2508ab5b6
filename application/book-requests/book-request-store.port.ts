import type { BookRequestStatus, CleanBookRequest } from '../../domain/index.js';
import type { NewReadingListItem } from '../reading-list/reading-list-store.port.js';

/** A stored request, with the reader's name and age read from the family member. */
export interface BookRequestRecord {
  readonly id: string;
  readonly user_id: string;
  readonly reader_id: string;
  readonly reader_name: string;
  readonly reader_age: number;
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  readonly reader_note: string | null;
  readonly status: BookRequestStatus;
  readonly parent_note: string | null;
  readonly created_at: string;
  readonly decided_at: string | null;
}

/** The parent's answer, written at once. */
export interface BookRequestDecision {
  readonly status: Exclude<BookRequestStatus, 'pending'>;
  readonly parentNote: string | null;
  readonly decidedAt: Date;
  /** For an approval: the book for the reader's list (left as it is when already there). */
  readonly listItem: NewReadingListItem | null;
}

/** Book requests. Every method takes the owner's id and never crosses it. */
export interface BookRequestStore {
  /** 'duplicate' when the reader already has a pending request for the same book (a racing ask). */
  add(userId: string, readerId: string, request: CleanBookRequest, now: Date): Promise<BookRequestRecord | 'duplicate'>;
  /** One reader's requests, newest first. */
  listForReader(userId: string, readerId: string): Promise<BookRequestRecord[]>;
  /** The account's requests, newest first; only those in `status` unless 'all'. */
  listForAccount(userId: string, status: BookRequestStatus | 'all'): Promise<BookRequestRecord[]>;
  /** Null when there is none with this id for this owner (also for an id that is not a UUID). */
  find(userId: string, id: string): Promise<BookRequestRecord | null>;
  /**
   * In one transaction: answers the request if it is still pending and, for an approval, adds the
   * book to the reader's list unless it is there. 'not_pending' when it was answered meanwhile.
   */
  decide(userId: string, id: string, decision: BookRequestDecision): Promise<BookRequestRecord | 'not_pending'>;
}
export const BOOK_REQUEST_STORE = Symbol('BOOK_REQUEST_STORE');
