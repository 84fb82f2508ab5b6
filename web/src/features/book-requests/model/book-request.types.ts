import type { BookRequestStatus, RequestMatch } from '../../../../../domain/index.js';

export type { BookRequestStatus } from '../../../../../domain/index.js';

/** The match beside a request: level, score and each category above the reader's comfort level. */
export type BookRequestMatch = RequestMatch;

/** GET /api/book-requests rows (newest first): a reader asked for a book. */
export interface BookRequest {
  id: string;
  reader_id: string;
  reader_name: string;
  title: string;
  author: string;
  isbn: string | null;
  reader_note: string | null;
  status: BookRequestStatus;
  parent_note: string | null;
  created_at: string;
  decided_at: string | null;
  /** Null when the book is not in the catalog, so no match can be worked out. */
  match: BookRequestMatch | null;
}

export type BookRequestFilter = BookRequestStatus | 'all';

/** POST /api/book-requests/:id/approve and /decline. */
export interface BookRequestAnswer {
  id: string;
  note?: string;
}
