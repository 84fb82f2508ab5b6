import type { UserRecord } from './account-store.port.js';

/**
 * The user as the hosted auth service (GoTrue) the specification's client used answers it. Email
 * addresses are not confirmed by mail here (sign-up signs in at once, as the service does with
 * auto-confirm), so an account counts as confirmed from its creation.
 */
export interface AuthUser {
  readonly id: string;
  readonly aud: 'authenticated';
  readonly role: 'authenticated';
  readonly email: string;
  readonly phone: string | null;
  readonly email_confirmed_at: string;
  readonly confirmed_at: string;
  readonly last_sign_in_at: string | null;
  readonly app_metadata: { readonly provider: 'email'; readonly providers: readonly ['email'] };
  readonly user_metadata: Record<string, unknown>;
  readonly identities: readonly never[];
  readonly is_anonymous: false;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The public view of a stored account (it never carries the password hash). */
export function toAuthUser(u: UserRecord): AuthUser {
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    phone: u.phone,
    email_confirmed_at: u.created_at,
    confirmed_at: u.created_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: u.user_metadata,
    identities: [],
    is_anonymous: false,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
}
