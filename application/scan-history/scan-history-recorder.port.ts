import type { ScanType } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';

/** What a scan or search leaves in the history; the defaults are the specification's. */
export interface ScanRecord {
  readonly reader_id?: string | null;
  readonly reader_name?: string | null;
  readonly book_title: string;
  readonly book_author?: string | null;
  /** Default 'single-scan'. */
  readonly scan_type?: ScanType;
  /** Default 1. */
  readonly books_found?: number;
}

/**
 * Writes a scan-history entry for another use case (analysis, image scan). It never fails its
 * caller: as the specification says, a failed history write is only logged.
 */
export interface ScanHistoryRecorder {
  record(entry: ScanRecord, actor: Pick<Actor, 'id'>): Promise<void>;
}
export const SCAN_HISTORY_RECORDER = Symbol('SCAN_HISTORY_RECORDER');
