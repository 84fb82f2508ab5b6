import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser, Session } from './session.types.js';

/**
 * Follows the auth client (session-sync.ts). There is no "checking" state: a session in storage is
 * shown as signed in at once, and the client refreshes or ends it in the background.
 */
export type AuthStatus = 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
}

export const initialAuthState: AuthState = { status: 'signedOut', session: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** SIGNED_IN, INITIAL_SESSION and PASSWORD_RECOVERY: a session (maybe another account's). */
    signedIn(_state, action: PayloadAction<Session>) {
      return { status: 'signedIn', session: action.payload };
    },
    /** TOKEN_REFRESHED: the same session with new tokens. */
    sessionRefreshed(state, action: PayloadAction<Session>) {
      if (state.status === 'signedOut') return;
      state.session = action.payload;
    },
    /** USER_UPDATED */
    userUpdated(state, action: PayloadAction<AuthUser>) {
      if (state.session) state.session.user = action.payload;
    },
    signedOut() {
      return initialAuthState;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectSession: (state) => state.session,
    selectAccessToken: (state) => state.session?.access_token ?? null,
  },
});

export const { signedIn, sessionRefreshed, userUpdated, signedOut } = authSlice.actions;
export const { selectAuthStatus, selectSession, selectAccessToken } = authSlice.selectors;

/** The slice of the root state that the session machinery needs; avoids a cycle with the store. */
export interface WithAuthState {
  auth: AuthState;
}
