import type { ReadingStatus } from '../../../../../domain/index.js';

/** A reading_list row as GET /api/reading-list returns it (newest first). */
export interface ReadingListItem {
  id: string;
  reader_id: string;
  /** 'Name (Age N)' as sent when the book was added. */
  reader_name: string;
  title: string;
  author: string;
  reading_status: ReadingStatus;
  started_reading_at: string | null;
  completed_reading_at: string | null;
  /** The analysis shown when the book was added (kept as sent), or null. */
  analysis: SavedAnalysis | null;
  created_at: string;
  /** Currently reading and started more than 24 hours ago (the server's clock). */
  ready_for_review?: boolean;
}

/** The part of an analysis the detail dialog shows; every field may be missing in an old row. */
export interface SavedAnalysis {
  matchLevel?: string;
  matchScore?: number;
  summary?: string;
  matchReason?: string[];
  parentAlerts?: string[];
  contentConsiderations?: { category: string; label?: string; present?: boolean; severity?: number; description?: string; exceedsTolerance?: boolean }[];
}

export interface NewReadingListItem {
  reader_id: string;
  reader_name: string;
  title: string;
  author: string;
  analysis?: object;
}

export interface ReadingGoal {
  reader_id: string;
  year: number;
  /** Null until a target is set for that year. */
  target: number | null;
  completed: number;
}

export const STATUS_LABELS: Readonly<Record<ReadingStatus, string>> = {
  to_read: 'To Read',
  currently_reading: 'Reading',
  completed: 'Completed',
};

export const STATUS_HEADINGS: Readonly<Record<ReadingStatus, string>> = {
  to_read: 'To Read',
  currently_reading: 'Currently Reading',
  completed: 'Completed',
};

/** The body of POST /api/reading-list/import. */
export interface ReadingHistoryImport {
  reader_id: string;
  csvContent: string;
  dryRun: boolean;
}

export type ReadingHistoryRowOutcome = 'imported' | 'would_import' | 'duplicate' | 'skipped' | 'error';

/** The server's per-row report of an import or a preview. */
export interface ReadingHistoryImportReport {
  dryRun: boolean;
  format: 'goodreads' | 'storygraph';
  total: number;
  imported: number;
  skipped: number;
  errors: number;
  rows: { row: number; title: string; author: string; status: string; outcome: ReadingHistoryRowOutcome; reason?: string }[];
}
