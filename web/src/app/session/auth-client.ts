import { GoTrueClient, type Session, type SupportedStorage } from '@supabase/auth-js';

/**
 * The parent's session is kept by the official GoTrue client (`@supabase/auth-js`), pointed at our
 * own `/api/auth` (docs/accounts.md, "Web client"): it stores the session, refreshes it before
 * expiry (a tick every 30 s, refresh with 3 ticks or fewer left, 90 s margin: the specification's
 * numbers are this client's), and tells the other tabs about sign-ins, refreshes and sign-outs
 * (BroadcastChannel). Redux follows it through `onAuthStateChange` (session-sync.ts).
 *
 * One storage entry holds the session (tokens, expiry, user), never a password. Remember me on:
 * localStorage (survives the browser closing). Off: sessionStorage (this tab only). The PKCE code
 * verifier of a reset or sign-in link always goes to localStorage, so the link works in another tab.
 */
const SESSION_STORAGE_KEY = 'shelfcheck.auth.session';
const REFRESH_LOCK = 'shelfcheck-session-refresh';

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
const rememberMeStorage: SupportedStorage = {
  getItem: (key) =>
    key === SESSION_STORAGE_KEY
      ? (read(storageOf('local'), key) ?? read(storageOf('session'), key))
      : read(storageOf('local'), key),
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

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits (2 s at most) until the stored session no longer holds `spent`: auth-js saved the new one. */
async function untilStoredMovesOn(spent: string): Promise<void> {
  for (let waited = 0; waited < 2000 && readStoredSession()?.refresh_token === spent; waited += 25) await sleep(25);
}

function refreshTokenSent(init: RequestInit | undefined): string | null {
  try {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { refresh_token?: unknown };
    return typeof body.refresh_token === 'string' ? body.refresh_token : null;
  } catch {
    return null; // not our body shape: sent as it is
  }
}

/**
 * Refreshes run one at a time across tabs. Our server has no reuse grace interval: a refresh token
 * presented twice ends the whole session (docs/accounts.md, "Token model"), and auth-js leaves
 * cross-tab races to the hosted server's grace. So a refresh holds a Web Lock from before it is sent
 * until auth-js has stored the new session, and a refresh of a token another tab has already
 * rotated is answered with the session that tab stored (auth-js then keeps what is in storage).
 */
const serialisedFetch: typeof fetch = (input, init) => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const sent = refreshTokenSent(init);
  if (!locks || sent === null || !urlOf(input).includes('grant_type=refresh_token')) return fetch(input, init);
  return new Promise<Response>((resolve, reject) => {
    void locks.request(REFRESH_LOCK, async () => {
      const stored = readStoredSession();
      if (stored && stored.refresh_token !== sent) {
        resolve(new Response(JSON.stringify(stored), { status: 200, headers: { 'content-type': 'application/json' } }));
        return;
      }
      try {
        const response = await fetch(input, init);
        resolve(response);
        if (response.ok) await untilStoredMovesOn(sent); // the lock is held until the new tokens are stored
      } catch (error) {
        reject(error as Error);
      }
    });
  });
};

/** The one auth client of the page (same origin: the app and /api/auth are served together). */
export const authClient = new GoTrueClient({
  url: typeof window !== 'undefined' ? `${window.location.origin}/api/auth` : '/api/auth',
  storageKey: SESSION_STORAGE_KEY,
  storage: rememberMeStorage,
  persistSession: true,
  autoRefreshToken: true,
  // Reset and sign-in links carry a one-time code bound to a verifier kept in this browser.
  flowType: 'pkce',
  // The reset page exchanges the code itself, when the new password is submitted.
  detectSessionInUrl: false,
  fetch: serialisedFetch,
});
