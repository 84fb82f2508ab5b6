import type { Dispatch } from '@reduxjs/toolkit';
import { authClient, readStoredSession } from './auth-client.js';
import { sessionRefreshed, signedIn, signedOut, userUpdated, type AuthState, type WithAuthState } from './auth.slice.js';

/**
 * The auth state to start the store with: the session in storage, shown as signed in at once
 * (no spinner, no request). The client refreshes it first if it is about to expire, and a
 * session the server has ended is signed out by the first refresh that fails.
 */
export function loadInitialAuthState(): AuthState {
  const session = readStoredSession();
  return session ? { status: 'signedIn', session } : { status: 'signedOut', session: null };
}

/**
 * Redux follows the auth client's events. Events from other tabs arrive over the client's
 * BroadcastChannel with that tab's session; this tab follows them only when it shares the storage
 * entry (remember me puts it in localStorage): a tab whose session lives in its own
 * sessionStorage keeps it when another tab signs in or out, as before.
 */
export function followAuthClient(store: { dispatch: Dispatch; getState: () => WithAuthState }): () => void {
  const { data } = authClient.onAuthStateChange((event, session) => {
    const stored = readStoredSession();
    if (event === 'SIGNED_OUT' || !session) {
      if (!stored && store.getState().auth.status === 'signedIn') store.dispatch(signedOut());
      return;
    }
    if (!stored || stored.access_token !== session.access_token) return; // another tab's session
    const current = store.getState().auth.session;
    if (event === 'TOKEN_REFRESHED' && current?.user.id === session.user.id) store.dispatch(sessionRefreshed(session));
    else if (event === 'USER_UPDATED' && current?.user.id === session.user.id) store.dispatch(userUpdated(session.user));
    else if (current?.access_token !== session.access_token) store.dispatch(signedIn(session));
  });
  return () => data.subscription.unsubscribe();
}
