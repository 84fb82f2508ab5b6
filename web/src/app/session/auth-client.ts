import { GoTrueClient } from '@supabase/auth-js';
import { readStoredSession, rememberMeStorage, SESSION_STORAGE_KEY } from './session-storage.js';
import { clientLoaded } from './session-sync.js';

/**
 * The parent's session is kept by the official GoTrue client (`@supabase/auth-js`), pointed at our
 * own `/api/auth` (docs/accounts.md, "Web client"): it stores the session, refreshes it before
 * expiry (a tick every 30 s, refresh with 3 ticks or fewer left, 90 s margin: the specification's
 * numbers are this client's), and tells the other tabs about sign-ins, refreshes and sign-outs
 * (BroadcastChannel). Redux follows it through `onAuthStateChange` (session-sync.ts). Its storage
 * is session-storage.ts. This module is loaded on demand (the auth pages, the first API call with a
 * session, boot when a session is stored), so public pages without a session do not download it.
 */
const REFRESH_LOCK = 'shelfcheck-session-refresh';

const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

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
        reject(error);
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

clientLoaded(authClient);
