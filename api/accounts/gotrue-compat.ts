import type { Outcome } from '../../application/shared/app-error.js';
import type { SessionView } from '../../application/accounts/session-issuer.js';

/** GET /api/auth/settings, in GoTrue's shape: email sign-in only, sign-up open, addresses confirmed at sign-up. */
export const AUTH_SETTINGS = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    email: true,
    facebook: false,
    github: false,
    google: false,
    phone: false,
    saml: false,
  },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
} as const;

/** GET /api/auth/health, in GoTrue's shape. */
export const AUTH_HEALTH = {
  version: 'shelfcheck',
  name: 'GoTrue',
  description: "ShelfCheck's accounts API: a subset of GoTrue's",
} as const;

/** redirect_to only when it is on PUBLIC_URL's origin (no open redirect); PUBLIC_URL/auth otherwise. */
export function safeRedirect(redirectTo: string | undefined, publicUrl: string): string {
  const fallback = `${publicUrl.replace(/\/$/, '')}/auth`;
  if (!redirectTo) return fallback;
  try {
    const target = new URL(redirectTo, publicUrl);
    return target.origin === new URL(publicUrl).origin ? `${target.origin}${target.pathname}${target.search}` : fallback;
  } catch {
    return fallback;
  }
}

/** The fragment GoTrue's GET /verify redirects with: the session, or the error. */
export function sessionFragment(outcome: Outcome<SessionView> | null, type: string | undefined): string {
  if (outcome?.ok) {
    const s = outcome.value;
    return new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: s.token_type,
      type: type ?? '',
    }).toString();
  }
  const message = outcome && !outcome.ok ? outcome.error.message : 'Email link is invalid or has expired';
  const code = outcome && !outcome.ok ? (outcome.error.reason ?? 'otp_expired') : 'validation_failed';
  return new URLSearchParams({ error: 'access_denied', error_code: code, error_description: message }).toString();
}
