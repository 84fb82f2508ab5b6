import type { ScanType } from '../../../../../domain/index.js';

/** A scan_history row as GET /api/scan-history returns it (newest first, at most 25). */
export interface ScanHistoryEntry {
  id: string;
  reader_id: string | null;
  reader_name: string | null;
  book_title: string;
  book_author: string | null;
  scan_image_url?: string | null;
  scan_type: ScanType;
  books_found: number;
  created_at: string;
}

export interface NewScanHistoryEntry {
  reader_id: string;
  reader_name: string;
  book_title: string;
  book_author: string;
  scan_type: 'camera-scan' | 'manual-search';
  books_found: number;
}

export const SCAN_HISTORY_MESSAGES = {
  loadFailed: 'Failed to load scan history',
  removed: 'Scan removed from history',
  removeFailed: 'Failed to delete scan from history',
} as const;
