import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.js';
import { apiErrorMessage } from '../api-error.js';
import { useAppDispatch, useAppSelector, useAppStore } from '../hooks.js';
import { AuthContext, type AuthContextValue, type AuthResult } from './auth-context.js';
import { selectAuthStatus, selectSession, signedIn, signedOut } from './auth.slice.js';
import {
  useGetProfileQuery,
  useSignInWithPasswordMutation,
  useSignOutEverywhereMutation,
  useSignUpMutation,
  type SignUpRequest,
} from './session.api.js';
import { normalizeSession } from './session.types.js';
import { useCrossTabSessionSync, useRestoreSession, useSessionAutoRefresh } from './use-session-lifecycle.js';

function metadataFirstName(metadata: Record<string, unknown> | null | undefined): string | null {
  const value = metadata?.first_name;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const status = useAppSelector(selectAuthStatus);
  const session = useAppSelector(selectSession);
  const [requestSignIn] = useSignInWithPasswordMutation();
  const [requestSignUp] = useSignUpMutation();
  const [requestSignOut] = useSignOutEverywhereMutation();
  const { data: profile, error: profileError } = useGetProfileQuery(undefined, { skip: status !== 'signedIn' });

  useRestoreSession(status);
  useSessionAutoRefresh(status === 'signedIn');
  useCrossTabSessionSync();

  useEffect(() => {
    // The screens work without the profile (they fall back to sign-up data), so only log it.
    if (profileError) console.warn('Could not load the profile', profileError);
  }, [profileError]);

  /** Ends every session of the account on the server; the local session is cleared by the caller. */
  const endSessionEverywhere = useCallback(async () => {
    if (!store.getState().auth.session) return;
    const result = await requestSignOut();
    if ('error' in result) console.warn('Sign-out on the server failed; signing out here anyway', result.error);
  }, [requestSignOut, store]);

  const signIn = useCallback(
    async ({ email, password, remember }: { email: string; password: string; remember: boolean }): Promise<AuthResult> => {
      if (store.getState().auth.session) {
        await endSessionEverywhere();
        dispatch(signedOut());
      }
      const result = await requestSignIn({ email, password });
      if ('error' in result) return { ok: false, message: apiErrorMessage(result.error) };
      dispatch(signedIn({ session: normalizeSession(result.data, Date.now()), remember }));
      return { ok: true };
    },
    [dispatch, endSessionEverywhere, requestSignIn, store],
  );

  const signUp = useCallback(
    async (input: SignUpRequest): Promise<AuthResult> => {
      const result = await requestSignUp(input);
      if ('error' in result) return { ok: false, message: apiErrorMessage(result.error) };
      if (result.data.access_token) dispatch(signedIn({ session: normalizeSession(result.data, Date.now()), remember: true }));
      return { ok: true };
    },
    [dispatch, requestSignUp],
  );

  const signOut = useCallback(async () => {
    await endSessionEverywhere();
    dispatch(signedOut());
    await navigate('/auth');
  }, [dispatch, endSessionEverywhere, navigate]);

  const value = useMemo<AuthContextValue>(() => {
    const user = session?.user ?? null;
    const signedInProfile = status === 'signedIn' ? (profile ?? null) : null;
    return {
      status,
      loading: status === 'restoring',
      session,
      user,
      profile: signedInProfile,
      firstName: signedInProfile?.first_name?.trim() || metadataFirstName(user?.user_metadata),
      signIn,
      signUp,
      signOut,
    };
  }, [profile, session, signIn, signOut, signUp, status]);

  return (
    <AuthContext.Provider value={value}>
      {value.loading ? <FullPageLoader label="Checking your session…" /> : children}
    </AuthContext.Provider>
  );
}
