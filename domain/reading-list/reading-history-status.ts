import type { ReadingStatus } from '../reading/reading-status.machine.js';

/**
 * What an export's shelf or read status becomes. did-not-finish and paused are not imported: the
 * list has no status for them, and calling them "to read" or "completed" would be untrue.
 */
export type ReadingHistoryStatus = { readonly status: ReadingStatus } | { readonly skip: string };

const STATUSES: Readonly<Record<string, ReadingStatus>> = {
  read: 'completed',
  'currently-reading': 'currently_reading',
  'to-read': 'to_read',
};

const SKIPPED: Readonly<Record<string, string>> = {
  'did-not-finish': 'Not imported: marked as did not finish',
  paused: 'Not imported: marked as paused',
};

/** Our status for an export's shelf (any case, outer spaces ignored): `readingHistoryStatus('read')` → `{ status: 'completed' }`. */
export function readingHistoryStatus(shelf: string): ReadingHistoryStatus {
  const key = shelf.trim().toLowerCase();
  if (key === '') return { skip: 'Not imported: no reading status' };
  const status = STATUSES[key];
  if (status) return { status };
  return { skip: SKIPPED[key] ?? `Not imported: unknown reading status "${shelf.trim()}"` };
}
