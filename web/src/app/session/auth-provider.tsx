import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../hooks.js';
import { AuthContext, type AuthContextValue, type AuthResult, type SignUpInput } from './auth-context.js';
import { authErrorMessage } from './auth-error.js';
import { selectAuthStatus, selectSession } from './auth.slice.js';
import { loadAuthClient } from './load-auth-client.js';
import { setRememberMe } from './session-storage.js';
import { useGetProfileQuery } from './session.api.js';

function metadataFirstName(metadata: Record<string, unknown> | null | undefined): string | null {
  const value = metadata?.first_name;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Ends the session on the server everywhere (the specification's sign-out), and on this device
 * whatever the server said: offline, `global` keeps the local session, so `local` follows.
 */
async function endSessionEverywhere(): Promise<void> {
  const client = await loadAuthClient();
  const { error } = await client.signOut({ scope: 'global' });
  if (!error) return;
  console.warn('Sign-out on the server failed; signing out here anyway', error);
  await client.signOut({ scope: 'local' });
}

/**
 * Sign-in, sign-up and sign-out go through the auth client; its events move the Redux state
 * (session-sync.ts), which this provider only reads. Nothing waits here: a stored session renders
 * the signed-in pages at once.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // BrowserRouter makes a new navigate function at every address: read through a ref, signOut (and
  // so the context every screen reads) stays the same from one page to the next
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const status = useAppSelector(selectAuthStatus);
  const session = useAppSelector(selectSession);
  const { data: profile, error: profileError } = useGetProfileQuery(undefined, { skip: status !== 'signedIn' });

  useEffect(() => {
    // The screens work without the profile (they fall back to sign-up data), so only log it.
    if (profileError) console.warn('Could not load the profile', profileError);
  }, [profileError]);

  const signIn = useCallback(async ({ email, password, remember }: { email: string; password: string; remember: boolean }): Promise<AuthResult> => {
    // The specification: sign-in first ends any existing session globally.
    const client = await loadAuthClient();
    if ((await client.getSession()).data.session) await endSessionEverywhere();
    setRememberMe(remember);
    const { error } = await client.signInWithPassword({ email, password });
    return error ? { ok: false, message: authErrorMessage(error) } : { ok: true };
  }, []);

  const signUp = useCallback(async ({ email, password, data }: SignUpInput): Promise<AuthResult> => {
    setRememberMe(true);
    const { error } = await (await loadAuthClient()).signUp({ email, password, options: { data } });
    return error ? { ok: false, message: authErrorMessage(error) } : { ok: true };
  }, []);

  const signOut = useCallback(async () => {
    await endSessionEverywhere();
    await navigateRef.current('/auth');
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = session?.user ?? null;
    const signedInProfile = status === 'signedIn' ? (profile ?? null) : null;
    return {
      status,
      session,
      user,
      profile: signedInProfile,
      firstName: signedInProfile?.first_name?.trim() || metadataFirstName(user?.user_metadata),
      signIn,
      signUp,
      signOut,
    };
  }, [profile, session, signIn, signOut, signUp, status]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
