/** A user's standing in the admin area. */
export interface AdminStanding {
  /** profiles.is_admin; false when there is no profile. */
  readonly isAdmin: boolean;
  /** When this session's current unlock ends; null when it never unlocked (or another session did). */
  readonly unlockedUntil: Date | null;
}

/**
 * Who may use the admin area, read fresh from the store on every request: the access token's
 * is_admin claim may be stale (a revoked admin keeps a valid token until it expires).
 */
export interface AdminAccess {
  /** The standing of one session of the user: an unlock counts only for the session that made it. */
  standingOf(userId: string, sessionId: string): Promise<AdminStanding>;
  /** Records an unlock of this session that lasts until `until` (replacing any earlier one of the user). */
  grantUnlock(userId: string, sessionId: string, until: Date): Promise<void>;
  /** The stored password hash of the user, or null when there is none. */
  passwordHash(userId: string): Promise<string | null>;
}
export const ADMIN_ACCESS = Symbol('ADMIN_ACCESS');
