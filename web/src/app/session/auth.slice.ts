import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser, Session } from './session.types.js';

/** `restoring`: a stored session is being validated with the server (full-page spinner). */
export type AuthStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  /** Remember me: the session lives in localStorage when true, in sessionStorage when false. */
  remember: boolean;
}

export const initialAuthState: AuthState = { status: 'signedOut', session: null, remember: true };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionRestored(state, action: PayloadAction<{ user: AuthUser }>) {
      if (!state.session) return;
      state.status = 'signedIn';
      state.session.user = action.payload.user;
    },
    signedIn(_state, action: PayloadAction<{ session: Session; remember: boolean }>) {
      return { status: 'signedIn', session: action.payload.session, remember: action.payload.remember };
    },
    sessionRefreshed(state, action: PayloadAction<Session>) {
      if (state.status === 'signedOut') return;
      state.session = action.payload;
    },
    userUpdated(state, action: PayloadAction<AuthUser>) {
      if (state.session) state.session.user = action.payload;
    },
    signedOut(state) {
      return { ...initialAuthState, remember: state.remember };
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectSession: (state) => state.session,
    selectAccessToken: (state) => state.session?.access_token ?? null,
    selectRememberMe: (state) => state.remember,
  },
});

export const { sessionRestored, signedIn, sessionRefreshed, userUpdated, signedOut } = authSlice.actions;
export const { selectAuthStatus, selectSession, selectAccessToken, selectRememberMe } = authSlice.selectors;

/** The slice of the root state that the session machinery needs; avoids a cycle with the store. */
export interface WithAuthState {
  auth: AuthState;
}
