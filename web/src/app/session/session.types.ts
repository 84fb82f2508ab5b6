/** The signed-in account as the auth endpoints return it (GET /api/auth/user). */
export interface AuthUser {
  id: string;
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

/** What POST /api/auth/token, /signup and /verify answer with. */
export interface Session {
  access_token: string;
  token_type: string;
  expires_in: number;
  /** Unix time in seconds (the hosted auth service's convention); see `expiresAtMs`. */
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

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

/** Expiry in epoch milliseconds, whether the server sent seconds (usual) or milliseconds. */
export function expiresAtMs(session: Pick<Session, 'expires_at'>): number {
  return session.expires_at < 1e12 ? session.expires_at * 1000 : session.expires_at;
}

/**
 * Fills `expires_at` from `expires_in` when a server left it out, measured from the moment the
 * session arrived. `now` is passed in so reducers and tests stay free of the clock.
 */
export function normalizeSession(raw: Session, nowMs: number): Session {
  if (Number.isFinite(raw.expires_at) && raw.expires_at > 0) return raw;
  return { ...raw, expires_at: Math.floor(nowMs / 1000) + (raw.expires_in || 3600) };
}

export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Session>;
  return (
    typeof s.access_token === 'string' &&
    typeof s.refresh_token === 'string' &&
    typeof s.user === 'object' &&
    s.user !== null
  );
}
