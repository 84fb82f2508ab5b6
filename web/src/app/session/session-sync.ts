import type { Dispatch } from '@reduxjs/toolkit';
import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import { sessionRefreshed, signedIn, signedOut, userUpdated, type AuthState, type WithAuthState } from './auth.slice.js';
import { loadAuthClient } from './load-auth-client.js';
import { freshFor, holdsTabOnlySession, readStoredSession, REFRESH_MARGIN_MS, REFRESH_TICK_MS, SESSION_STORAGE_KEY } from './session-storage.js';

/**
 * The auth state to start the store with: the session in storage, shown as signed in at once
 * (no spinner, no request). The client refreshes it first if it is about to expire, and a
 * session the server has ended is signed out by the first refresh that fails.
 */
export function loadInitialAuthState(): AuthState {
  const session = readStoredSession();
  return session ? { status: 'signedIn', session } : { status: 'signedOut', session: null };
}

type AuthStore = { dispatch: Dispatch; getState: () => WithAuthState };
let boundStore: AuthStore | null = null;
let loadedClient: GoTrueClient | null = null;
let following = false;

/**
 * Redux follows the auth client's events. Events from other tabs arrive over the client's
 * BroadcastChannel with that tab's session. A tab whose session lives in its own sessionStorage
 * (remember me off) keeps it when another tab signs in or out, as before; the other tabs follow.
 * A session from another tab is taken once this tab's storage shows it: the broadcast can arrive
 * before the storage write reaches this tab, so it is looked at again a moment later.
 */
function apply(store: AuthStore, event: AuthChangeEvent, session: Session | null, again: boolean): void {
  if (event === 'SIGNED_OUT' || !session) {
    if (!holdsTabOnlySession() && store.getState().auth.status === 'signedIn') store.dispatch(signedOut());
    return;
  }
  const stored = readStoredSession();
  if (!stored || stored.access_token !== session.access_token) {
    if (again) setTimeout(() => apply(store, event, session, false), 300);
    return;
  }
  const current = store.getState().auth.session;
  if (event === 'TOKEN_REFRESHED' && current?.user.id === session.user.id) store.dispatch(sessionRefreshed(session));
  else if (event === 'USER_UPDATED' && current?.user.id === session.user.id) store.dispatch(userUpdated(session.user));
  else if (current?.access_token !== session.access_token) store.dispatch(signedIn(session));
}

function follow(client: GoTrueClient, store: AuthStore): void {
  if (following) return;
  following = true;
  client.onAuthStateChange((event, session) => apply(store, event, session, true));
}

/** Stops waiting for the client (its timer and storage listener) once it is loaded. */
let stopWaiting: () => void = () => undefined;

/** setTimeout's longest delay (about 24.8 days); a later due time is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Binds the page's store (boot). The client is loaded when it has work to do (decision 53), so
 * neither a public page nor a signed-in page's first render and first requests wait for its code:
 * - with a stored session, a tick before auth-js would refresh it (api.ts uses the stored token
 *   until then), or at once when that time has come;
 * - when another tab changes the session (a sign-in, a refresh, a sign-out): the client then reads
 *   storage and Redux follows its first event;
 * - by the first page that needs it (the auth forms, sign-out) or a request within the margin.
 * `load` is the client's loader (a test passes its own).
 */
export function followAuthClient(store: AuthStore, load: () => Promise<unknown> = loadAuthClient): void {
  boundStore = store;
  if (loadedClient) return follow(loadedClient, store);
  stopWaiting();
  const signedInHere = readStoredSession() !== null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loadNow = () => {
    stopWaiting();
    void load();
  };
  const onStorage = (event: StorageEvent) => {
    // (a null key is storage cleared as a whole)
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    // signed out here, only another tab's sign-in concerns this tab
    if (!signedInHere && !event.newValue) return;
    loadNow();
  };
  const waitUntilDue = () => {
    const stored = readStoredSession();
    if (!stored) return;
    const due = freshFor(stored, Date.now()) - REFRESH_MARGIN_MS - REFRESH_TICK_MS;
    if (due <= 0) return loadNow();
    timer = setTimeout(waitUntilDue, Math.min(due, LONGEST_TIMER_MS));
  };
  window.addEventListener('storage', onStorage);
  stopWaiting = () => {
    window.removeEventListener('storage', onStorage);
    clearTimeout(timer);
    stopWaiting = () => undefined;
  };
  waitUntilDue();
}

/** Called by auth-client.ts when it is loaded. */
export function clientLoaded(client: GoTrueClient): void {
  loadedClient = client;
  stopWaiting();
  if (boundStore) follow(client, boundStore);
}
