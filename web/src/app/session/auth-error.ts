import type { AuthError } from '@supabase/auth-js';
import { AUTH_MESSAGES } from '../../../../domain/index.js';

/**
 * What a person reads for an auth client error. The server's `msg` already carries the
 * specification's wording (password rules, rate limits, `Email link is invalid or has expired`, …);
 * the codes below get the screens' own texts. Null: no answer from the server (offline, crash).
 */
const TEXT_BY_CODE: Partial<Record<string, string>> = {
  invalid_credentials: AUTH_MESSAGES.invalidEmailOrPassword,
  user_already_exists: AUTH_MESSAGES.emailTaken,
  email_exists: AUTH_MESSAGES.emailTaken,
  pkce_code_verifier_not_found: AUTH_MESSAGES.linkFromOtherBrowser,
};

export function authErrorMessage(error: AuthError | null | undefined): string | null {
  if (!error) return null;
  const known = error.code ? TEXT_BY_CODE[error.code] : undefined;
  if (known) return known;
  // A 4xx is the server's answer (its `msg`); 0 and 5xx are the network or a crash.
  const answered = typeof error.status === 'number' && error.status >= 400 && error.status < 500;
  return answered && error.message.trim() !== '' ? error.message : null;
}
