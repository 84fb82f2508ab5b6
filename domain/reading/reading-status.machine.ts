import { toEpochMs, toIsoString, type Instant } from '../shared/instant.js';

/**
 * The reading status of a reading-list item. Any status may be set directly (no order is imposed);
 * what a change does is stamp its time: currently_reading stamps started_reading_at, completed stamps
 * completed_reading_at, to_read stamps nothing. Other timestamps are kept as they were.
 */
export const READING_STATUSES = ['to_read', 'currently_reading', 'completed'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** A book being read becomes ready for review once it was started more than this long ago. */
export const READY_FOR_REVIEW_AFTER_MS = 24 * 60 * 60 * 1000;

export interface ReadingProgress {
  readonly reading_status: ReadingStatus;
  /** ISO-8601 timestamps (a store may hand Dates), or null when never stamped. */
  readonly started_reading_at?: string | Date | null;
  readonly completed_reading_at?: string | Date | null;
}

const STAMPS: Readonly<Record<ReadingStatus, keyof ReadingProgress | null>> = {
  to_read: null,
  currently_reading: 'started_reading_at',
  completed: 'completed_reading_at',
};

/** A copy of the item in the new status, with that status's timestamp set to `now` as an ISO string. */
export function applyReadingStatus<T extends ReadingProgress>(item: T, status: ReadingStatus, now: Instant): T {
  const stamp = STAMPS[status];
  return { ...item, reading_status: status, ...(stamp === null ? {} : { [stamp]: toIsoString(now) }) };
}

/**
 * The instant (epoch ms) after which the item is ready for review, or null when it never becomes so at
 * its present status: a book being read is ready once strictly more than 24 hours have passed since it
 * was started. A list's views hold until the next such instant (decision 51).
 */
export function readyForReviewAfter(item: ReadingProgress): number | null {
  if (item.reading_status !== 'currently_reading' || !item.started_reading_at) return null;
  return toEpochMs(item.started_reading_at) + READY_FOR_REVIEW_AFTER_MS;
}

/** True when the item is being read and was started more than 24 hours before `now` (exactly 24 h is not yet). */
export function isReadyForReview(item: ReadingProgress, now: Instant): boolean {
  const after = readyForReviewAfter(item);
  return after !== null && toEpochMs(now) > after;
}
