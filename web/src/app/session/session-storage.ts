import type { Session, SupportedStorage } from '@supabase/auth-js';

/**
 * Where the auth client (auth-client.ts) keeps the parent's session, readable without loading the
 * client: the first render and the API's requests read it synchronously, so pages without a session
 * never download auth-js. One storage entry holds the session (tokens, expiry, user), never a
 * password. Remember me on: localStorage (survives the browser closing). Off: sessionStorage (this
 * tab only). The PKCE code verifier of a reset link always goes to localStorage, so the link works
 * in another tab.
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

const memory = new Map<string, string>();

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : (memory.get(key) ?? null);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    if (storage) storage.setItem(key, value);
    else memory.set(key, value);
  } catch {
    memory.set(key, value); // quota or privacy mode: the session still lives in memory for this page
  }
}

function remove(storage: Storage | null, key: string): void {
  memory.delete(key);
  try {
    storage?.removeItem(key);
  } catch {
    // nothing stored where storage is unavailable
  }
}

/** Where the session lives: local storage (remember me) unless this tab holds it in session storage. */
let remember = read(storageOf('session'), SESSION_STORAGE_KEY) === null || read(storageOf('local'), SESSION_STORAGE_KEY) !== null;

/** Remember me, chosen at sign-in: the next session written goes to the matching storage. */
export function setRememberMe(value: boolean): void {
  remember = value;
}

/** auth-js's storage: the session entry follows remember me, every other entry is local. */
export const rememberMeStorage: SupportedStorage = {
  getItem: (key) => (key === SESSION_STORAGE_KEY ? (read(storageOf('local'), key) ?? read(storageOf('session'), key)) : read(storageOf('local'), key)),
  setItem: (key, value) => {
    if (key !== SESSION_STORAGE_KEY) return write(storageOf('local'), key, value);
    remove(storageOf(remember ? 'session' : 'local'), key);
    write(storageOf(remember ? 'local' : 'session'), key, value);
  },
  removeItem: (key) => {
    remove(storageOf('local'), key);
    if (key === SESSION_STORAGE_KEY) remove(storageOf('session'), key);
  },
};

function isStoredSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Session>;
  return typeof s.access_token === 'string' && typeof s.refresh_token === 'string' && typeof s.user === 'object' && s.user !== null;
}

/**
 * auth-js refreshes a session once 3 ticks of 30 s or fewer are left on its access token, and its
 * getSession() refreshes first within that 90 s margin. A token with more than a tick beyond the
 * margin left is the one getSession() would answer, so the page may use it without the client
 * (decision 53).
 */
export const REFRESH_MARGIN_MS = 90_000;
export const REFRESH_TICK_MS = 30_000;

/** How long the session's access token has left at `now` (epoch ms); none when it carries no expiry. */
export function freshFor(session: Session, now: number): number {
  return typeof session.expires_at === 'number' ? session.expires_at * 1000 - now : 0;
}

/** True when the session's access token has more than a tick beyond auth-js's refresh margin left at `now`. */
export const isFreshBeyondRefresh = (session: Session, now: number): boolean => freshFor(session, now) > REFRESH_MARGIN_MS + REFRESH_TICK_MS;

/** The session in storage right now, read synchronously (first render, cross-tab checks). */
export function readStoredSession(): Session | null {
  try {
    const raw = rememberMeStorage.getItem(SESSION_STORAGE_KEY) as string | null;
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null; // a corrupt entry is treated as no session; the next sign-in overwrites it
  }
}

/** True when this tab holds a session of its own (remember me off): other tabs' events leave it alone. */
export function holdsTabOnlySession(): boolean {
  return read(storageOf('session'), SESSION_STORAGE_KEY) !== null;
}
