import type { Session as AuthJsSession, User } from '@supabase/auth-js';

/** The signed-in account as GoTrue (our /api/auth) returns it. */
export type AuthUser = User;

/** The session the auth client keeps: `{ access_token, refresh_token, expires_at (unix s), user, … }`. */
export type Session = AuthJsSession;

/** GET /api/profile */
export interface Profile {
  id: string;
  first_name: string | null;
  last_name: string | null;
  created_at: string;
  is_admin: boolean;
}

/** GET /api/subscription */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  scans_used?: number;
  scans_limit?: number | null;
  /** Cancelled: still active until subscription_end, and may be resumed until then. */
  cancel_at_period_end?: boolean;
  /** Payments run in the local test mode: no card is ever charged. */
  test_mode?: boolean;
}
