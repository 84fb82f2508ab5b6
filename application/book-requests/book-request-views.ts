import type { RequestMatch } from '../../domain/index.js';
import type { BookRequestRecord } from './book-request-store.port.js';

/** A request as the reader sees it (GET /api/reader/requests). */
export interface ReaderRequestView {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  readonly reader_note: string | null;
  readonly status: BookRequestRecord['status'];
  readonly parent_note: string | null;
  readonly created_at: string;
  readonly decided_at: string | null;
}

/** A request as the parent sees it (GET /api/book-requests): the reader and the match. */
export interface ParentRequestView extends ReaderRequestView {
  readonly reader_id: string;
  readonly reader_name: string;
  readonly match: RequestMatch | null;
}

export const toReaderRequestView = (r: BookRequestRecord): ReaderRequestView => ({
  id: r.id,
  title: r.title,
  author: r.author,
  isbn: r.isbn,
  reader_note: r.reader_note,
  status: r.status,
  parent_note: r.parent_note,
  created_at: r.created_at,
  decided_at: r.decided_at,
});

export const toParentRequestView = (r: BookRequestRecord, match: RequestMatch | null): ParentRequestView => ({
  ...toReaderRequestView(r),
  reader_id: r.reader_id,
  reader_name: r.reader_name,
  match,
});
