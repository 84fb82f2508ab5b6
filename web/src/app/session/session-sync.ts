import type { Dispatch } from '@reduxjs/toolkit';
import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import { sessionRefreshed, signedIn, signedOut, userUpdated, type AuthState, type WithAuthState } from './auth.slice.js';
import { loadAuthClient } from './load-auth-client.js';
import { holdsTabOnlySession, readStoredSession, SESSION_STORAGE_KEY } from './session-storage.js';

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

/**
 * Binds the page's store (boot). With a stored session the client is loaded at once, to refresh it
 * and hear the other tabs; without one it is loaded by the first page that needs it (the auth
 * forms), or when another tab stores a session, so public pages never download it.
 */
export function followAuthClient(store: AuthStore): void {
  boundStore = store;
  if (loadedClient) return follow(loadedClient, store);
  if (readStoredSession()) return void loadAuthClient();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY || !event.newValue) return;
    window.removeEventListener('storage', onStorage);
    void loadAuthClient(); // its first event (INITIAL_SESSION) signs this tab in
  };
  window.addEventListener('storage', onStorage);
}

/** Called by auth-client.ts when it is loaded. */
export function clientLoaded(client: GoTrueClient): void {
  loadedClient = client;
  if (boundStore) follow(client, boundStore);
}
