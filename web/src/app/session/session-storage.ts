import type { AuthState } from './auth.slice.js';
import { isSession, type Session } from './session.types.js';

/**
 * One storage entry holds the session (tokens, expiry, user). Never a password.
 * Remember me on: localStorage (survives the browser closing). Off: sessionStorage (this tab only).
 */
export const SESSION_STORAGE_KEY = 'shelfcheck.auth.session';

function storageOf(kind: 'local' | 'session'): Storage | null {
  // Storage can be missing (server render, tests) or throw on access (Safari private mode, blocked
  // cookies). Either way the app keeps working with an in-memory session only.
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readFrom(storage: Storage | null): Session | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSession(parsed) ? parsed : null;
  } catch {
    // A corrupt entry is treated as no session; it is overwritten at the next sign-in.
    return null;
  }
}

function remove(storage: Storage | null): void {
  try {
    storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}

export function readStoredSession(): { session: Session; remember: boolean } | null {
  const remembered = readFrom(storageOf('local'));
  if (remembered) return { session: remembered, remember: true };
  const tabOnly = readFrom(storageOf('session'));
  return tabOnly ? { session: tabOnly, remember: false } : null;
}

/** Writes to the storage that matches remember me and removes the entry from the other one. */
export function writeStoredSession(session: Session, remember: boolean): void {
  const target = storageOf(remember ? 'local' : 'session');
  remove(storageOf(remember ? 'session' : 'local'));
  try {
    target?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Quota or privacy mode: the session still lives in memory for this page.
  }
}

export function clearStoredSession(): void {
  remove(storageOf('local'));
  remove(storageOf('session'));
}

/** The auth state to start the store with: a stored session is validated before it is trusted. */
export function loadInitialAuthState(): AuthState {
  const stored = readStoredSession();
  if (!stored) return { status: 'signedOut', session: null, remember: true };
  return { status: 'restoring', session: stored.session, remember: stored.remember };
}
