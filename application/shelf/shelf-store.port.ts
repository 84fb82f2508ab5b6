/** One reader's verdict on a shelf book, as it was shown when the book was scanned. */
export interface StoredShelfVerdict {
  readonly reader_id: string;
  readonly reader_name: string;
  readonly match_level: 'good' | 'decent' | 'fair' | 'poor';
  readonly match_score: number;
  /** The categories above the reader's comfort levels; zero_tolerance for a category the reader screens. */
  readonly conflicts: readonly { category: string; label: string; zero_tolerance: boolean }[];
}

export interface StoredShelfBook {
  readonly id: string;
  readonly isbn: string;
  readonly title: string | null;
  readonly author: string | null;
  readonly in_catalog: boolean;
  readonly verdicts: readonly StoredShelfVerdict[];
  readonly added_at: string;
}

export interface StoredShelfSession {
  readonly id: string;
  readonly reader_ids: readonly string[];
  readonly started_at: string;
  readonly ended_at: string | null;
}

/** Shelf-mode sessions and their books, always of one account. */
export interface ShelfStore {
  create(userId: string, readerIds: readonly string[], now: Date): Promise<StoredShelfSession>;
  /** The account's session, or null (unknown, or another account's). */
  find(userId: string, sessionId: string): Promise<StoredShelfSession | null>;
  /** The account's sessions, newest first, each with how many books it holds. */
  list(userId: string, limit: number): Promise<(StoredShelfSession & { book_count: number })[]>;
  books(sessionId: string): Promise<StoredShelfBook[]>;
  /** Adds the book unless the session already holds its ISBN; answers the stored row and whether it was new. */
  addBook(sessionId: string, book: Omit<StoredShelfBook, 'id' | 'added_at'>, now: Date): Promise<{ book: StoredShelfBook; created: boolean }>;
  end(sessionId: string, now: Date): Promise<void>;
}
export const SHELF_STORE = Symbol('SHELF_STORE');
