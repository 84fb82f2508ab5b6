import { createContext, useContext } from 'react';
import type { AuthStatus } from './auth.slice.js';
import type { SignUpRequest } from './session.api.js';
import type { AuthUser, Profile, Session } from './session.types.js';

/** `message` is the server's text, or null when the failure was not an answer (network, crash). */
export type AuthResult = { ok: true } | { ok: false; message: string | null };

export interface AuthContextValue {
  status: AuthStatus;
  /** True while a stored session is being validated. */
  loading: boolean;
  session: Session | null;
  user: AuthUser | null;
  profile: Profile | null;
  /** First name from the profile, then from sign-up metadata; null when unknown. */
  firstName: string | null;
  signIn: (input: { email: string; password: string; remember: boolean }) => Promise<AuthResult>;
  signUp: (input: SignUpRequest) => Promise<AuthResult>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
