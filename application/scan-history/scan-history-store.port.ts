import type { ScanType } from '../../domain/index.js';

/** A stored scan or search (scan_image_url is always null: images are never kept). */
export interface ScanHistoryEntry {
  readonly id: string;
  readonly user_id: string;
  readonly reader_id: string | null;
  readonly reader_name: string | null;
  readonly book_title: string;
  readonly book_author: string | null;
  readonly scan_image_url: null;
  readonly scan_type: ScanType;
  readonly books_found: number;
  readonly created_at: string;
}

export type NewScanHistoryEntry = Pick<ScanHistoryEntry, 'reader_id' | 'reader_name' | 'book_title' | 'book_author' | 'scan_type' | 'books_found'>;

/** The account's scan history. Every method takes the owner's id and never crosses it. */
export interface ScanHistoryStore {
  /** Newest first, at most `limit`. */
  latest(userId: string, limit: number): Promise<ScanHistoryEntry[]>;
  add(userId: string, entry: NewScanHistoryEntry, now: Date): Promise<ScanHistoryEntry>;
  remove(userId: string, id: string): Promise<boolean>;
  /** Removes all but the newest `keep` scans of the account (the kept history's bound). */
  forgetBeyond(userId: string, keep: number): Promise<void>;
}
export const SCAN_HISTORY_STORE = Symbol('SCAN_HISTORY_STORE');
