import type { AddScanDto, ScanHistoryEntryDto } from '../../../api/generated.js';

/** A scan_history row as GET /api/scan-history returns it (newest first, at most 25). */
export type ScanHistoryEntry = Omit<ScanHistoryEntryDto, 'user_id'>;

/** POST /api/scan-history as the client records a scan: every field given, a camera scan or a search. */
export type NewScanHistoryEntry = Required<Pick<AddScanDto, 'reader_id' | 'reader_name' | 'book_title' | 'book_author' | 'books_found'>> & {
  scan_type: Extract<AddScanDto['scan_type'], 'camera-scan' | 'manual-search'>;
};

export const SCAN_HISTORY_MESSAGES = {
  loadFailed: 'Failed to load scan history',
  removed: 'Scan removed from history',
  removeFailed: 'Failed to delete scan from history',
} as const;
