import type { ReaderSessionState } from './reader-session.slice.js';
import { isReaderSession, isReaderSessionExpired, type ReaderSession } from './reader-session.types.js';

/**
 * The reader's session has its own entry, never the parent's key: signing a reader in or out on a
 * family tablet leaves the parent's session alone, and the other way round.
 */
export const READER_SESSION_STORAGE_KEY = 'shelfcheck.reader.session';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode or no window: the session lives in memory only
  }
}

export function readStoredReaderSession(nowMs: number): ReaderSession | null {
  try {
    const raw = storage()?.getItem(READER_SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isReaderSession(parsed) && !isReaderSessionExpired(parsed, nowMs) ? parsed : null;
  } catch {
    return null; // a corrupt entry is treated as no session
  }
}

export function writeStoredReaderSession(session: ReaderSession): void {
  try {
    storage()?.setItem(READER_SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Quota or privacy mode: the session still lives in memory for this page.
  }
}

export function clearStoredReaderSession(): void {
  try {
    storage()?.removeItem(READER_SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}

export function loadInitialReaderSessionState(nowMs: number): ReaderSessionState {
  return { session: readStoredReaderSession(nowMs), endedBecause: null };
}
