import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { baseApi } from '../api.js';
import { sessionRefreshed, sessionRestored, signedIn, signedOut, userUpdated, type WithAuthState } from './auth.slice.js';
import { readerSessionEnded, readerSignedIn, readerSignedOut, type WithReaderSessionState } from './reader-session.slice.js';
import { clearStoredReaderSession, writeStoredReaderSession } from './reader-session-storage.js';
import { clearStoredSession, writeStoredSession } from './session-storage.js';

/**
 * Side effects of session events, kept out of the reducers:
 * - every new or changed session is written to the storage that matches remember me;
 * - signing out removes the stored entries and empties the RTK Query cache, so nothing of the
 *   previous account is shown to whoever uses the device next.
 */
export function registerSessionListeners(startListening: TypedStartListening<WithAuthState & WithReaderSessionState>): void {
  startListening({
    matcher: isAnyOf(signedIn, sessionRefreshed, sessionRestored, userUpdated),
    effect: (_action, listenerApi) => {
      const { session, remember } = listenerApi.getState().auth;
      if (session) writeStoredSession(session, remember);
    },
  });
  startListening({
    actionCreator: signedOut,
    effect: (_action, listenerApi) => {
      clearStoredSession();
      listenerApi.dispatch(baseApi.util.resetApiState());
    },
  });
  // The reader's session: its own storage entry; the reader's cached data goes when a reader
  // comes or goes, so the next reader on a shared tablet never sees the last one's list.
  startListening({
    actionCreator: readerSignedIn,
    effect: (action, listenerApi) => {
      writeStoredReaderSession(action.payload);
      listenerApi.dispatch(baseApi.util.invalidateTags(['ReaderSpace']));
    },
  });
  startListening({
    matcher: isAnyOf(readerSignedOut, readerSessionEnded),
    effect: (_action, listenerApi) => {
      clearStoredReaderSession();
      listenerApi.dispatch(baseApi.util.invalidateTags(['ReaderSpace']));
    },
  });
}
