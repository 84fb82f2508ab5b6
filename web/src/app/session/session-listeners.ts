import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { baseApi } from '../api.js';
import { signedIn, signedOut, type WithAuthState } from './auth.slice.js';
import { readerSessionEnded, readerSignedIn, readerSignedOut, type WithReaderSessionState } from './reader-session.slice.js';
import { clearStoredReaderSession, writeStoredReaderSession } from './reader-session-storage.js';

/**
 * Side effects of session events, kept out of the reducers. The parent's session is stored by the
 * auth client itself (auth-client.ts); here, signing out or another account signing in empties the
 * RTK Query cache, so nothing of the previous account is shown to whoever uses the device next.
 */
export function registerSessionListeners(startListening: TypedStartListening<WithAuthState & WithReaderSessionState>): void {
  startListening({
    actionCreator: signedOut,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(baseApi.util.resetApiState());
    },
  });
  startListening({
    actionCreator: signedIn,
    effect: (action, listenerApi) => {
      const before = listenerApi.getOriginalState().auth.session?.user.id;
      if (before && before !== action.payload.user.id) listenerApi.dispatch(baseApi.util.resetApiState());
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
