/** A user's standing in the admin area. */
export interface AdminStanding {
  /** profiles.is_admin; false when there is no profile. */
  readonly isAdmin: boolean;
  /** When the user's current unlock ends; null when never unlocked. */
  readonly unlockedUntil: Date | null;
}

/**
 * Who may use the admin area, read fresh from the store on every request: the access token's
 * is_admin claim may be stale (a revoked admin keeps a valid token until it expires).
 */
export interface AdminAccess {
  standingOf(userId: string): Promise<AdminStanding>;
  /** Records an unlock that lasts until `until` (replacing any earlier one). */
  grantUnlock(userId: string, until: Date): Promise<void>;
  /** The stored password hash of the user, or null when there is none. */
  passwordHash(userId: string): Promise<string | null>;
}
export const ADMIN_ACCESS = Symbol('ADMIN_ACCESS');
