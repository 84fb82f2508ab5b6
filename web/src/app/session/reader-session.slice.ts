import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReaderSession } from './reader-session.types.js';

/**
 * A family member's own session (signed in with the code the parent made). Kept apart from the
 * parent's `auth` slice and storage entry: api.ts sends this token only to /api/reader/*, and the
 * parent's token never goes there.
 */
export interface ReaderSessionState {
  session: ReaderSession | null;
  /** Why the last session ended, when it ended on its own (expired or turned off by the parent). */
  endedBecause: 'expired' | null;
}

export const initialReaderSessionState: ReaderSessionState = { session: null, endedBecause: null };

export const readerSessionSlice = createSlice({
  name: 'readerSession',
  initialState: initialReaderSessionState,
  reducers: {
    readerSignedIn(_state, action: PayloadAction<ReaderSession>) {
      return { session: action.payload, endedBecause: null };
    },
    readerSignedOut() {
      return initialReaderSessionState;
    },
    /** The server no longer accepts the token (expired, code replaced or turned off). */
    readerSessionEnded(state) {
      if (!state.session) return state;
      return { session: null, endedBecause: 'expired' };
    },
  },
  selectors: {
    selectReaderSession: (state) => state.session,
    selectReaderAccessToken: (state) => state.session?.access_token ?? null,
    selectReaderSessionEndedBecause: (state) => state.endedBecause,
  },
});

export const { readerSignedIn, readerSignedOut, readerSessionEnded } = readerSessionSlice.actions;
export const { selectReaderSession, selectReaderAccessToken, selectReaderSessionEndedBecause } = readerSessionSlice.selectors;

/** The slice of the root state that the reader session machinery needs; avoids a cycle with the store. */
export interface WithReaderSessionState {
  readerSession: ReaderSessionState;
}
