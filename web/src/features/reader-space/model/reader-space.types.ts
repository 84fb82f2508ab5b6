import type { BookRequestStatus, ReadingStatus } from '../../../../../domain/index.js';

/** GET /api/reader/me */
export interface ReaderMe {
  id: string;
  name: string;
  age: number | null;
  parent_first_name: string | null;
}

/** GET /api/reader/books/search rows: catalog matches, best first. */
export interface CatalogMatch {
  title: string;
  author: string;
  isbn: string | null;
  score: number;
}

export type ReaderRequestStatus = BookRequestStatus;

/** A request in the reader's shape (POST and GET /api/reader/requests). */
export interface ReaderRequest {
  id: string;
  title: string;
  author: string;
  isbn: string | null;
  reader_note: string | null;
  status: ReaderRequestStatus;
  parent_note: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface NewReaderRequest {
  title: string;
  author: string;
  isbn?: string;
  note?: string;
}

/** GET /api/reader/reading-list items (the parent's reading-list item shape; the reader reads only). */
export interface ReaderReadingListItem {
  id: string;
  title: string;
  author: string;
  reading_status: ReadingStatus;
  created_at: string;
}
