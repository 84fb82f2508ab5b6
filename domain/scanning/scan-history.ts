import { toEpochMs, type Instant } from '../shared/instant.js';

/** Scan history: at most 25 entries are read back, newest first. */
export const SCAN_HISTORY_LIMIT = 25;

export const SCAN_TYPES = ['single-scan', 'camera-scan', 'manual-search'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];
export const DEFAULT_SCAN_TYPE: ScanType = 'single-scan';
export const DEFAULT_BOOKS_FOUND = 1;

/** A captured image shorter than this many characters (as a data URL) is not an image. */
export const MIN_CAPTURED_IMAGE_LENGTH = 100;

/** The entries shown: newest first (by `created_at`), at most 25. */
export const latestScans = <T extends { readonly created_at: Instant }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => toEpochMs(b.created_at) - toEpochMs(a.created_at)).slice(0, SCAN_HISTORY_LIMIT);

/** True when a captured data URL is long enough to be an image. */
export const isUsableCapture = (dataUrl: string): boolean => dataUrl.length >= MIN_CAPTURED_IMAGE_LENGTH;
