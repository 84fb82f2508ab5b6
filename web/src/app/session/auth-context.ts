import { createContext, useContext } from 'react';
import type { AuthStatus } from './auth.slice.js';
import type { AuthUser, Profile, Session } from './session.types.js';

/** `message` is the text to show, or null when the failure was not an answer (network, crash). */
export type AuthResult = { ok: true } | { ok: false; message: string | null };

export interface SignUpInput {
  email: string;
  password: string;
  data: { first_name: string; last_name: string; birth_date?: string; user_type: 'parent' | 'individual' };
}

export interface AuthContextValue {
  status: AuthStatus;
  session: Session | null;
  user: AuthUser | null;
  profile: Profile | null;
  /** First name from the profile, then from sign-up metadata; null when unknown. */
  firstName: string | null;
  signIn: (input: { email: string; password: string; remember: boolean }) => Promise<AuthResult>;
  signUp: (input: SignUpInput) => Promise<AuthResult>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
