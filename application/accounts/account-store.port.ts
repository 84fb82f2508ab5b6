/** A stored account as the use cases see it (the hash is loaded only where needed). */
export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly phone: string | null;
  readonly user_metadata: Record<string, unknown>;
  readonly created_at: string;
  readonly updated_at: string;
  readonly last_sign_in_at: string | null;
}

export interface ProfileRecord {
  readonly id: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly created_at: string;
  readonly is_admin: boolean;
}

export interface RefreshTokenRecord {
  readonly id: string;
  readonly sessionId: string;
  readonly userId: string;
  readonly expiresAt: Date;
  readonly spentAt: Date | null;
  readonly sessionRevokedAt: Date | null;
}

export type OneTimeKind = 'recovery' | 'magiclink' | 'reauthentication';

/** How a session was opened: GoTrue's `amr` methods (a recovery session may set a password without the current one). */
export type SessionMethod = 'password' | 'recovery' | 'magiclink' | 'otp';

/** A PKCE flow's code challenge, kept with the one-time token it guards. */
export interface CodeChallenge {
  readonly challenge: string;
  readonly method: 's256' | 'plain';
}

export interface SessionRecord {
  readonly id: string;
  readonly userId: string;
  readonly method: SessionMethod;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
}

/** Persistence of accounts, sessions and one-time tokens. */
export interface AccountStore {
  createUser(input: {
    email: string;
    passwordHash: string;
    metadata: Record<string, unknown>;
    isAdmin: boolean;
    now: Date;
  }): Promise<UserRecord | 'email_taken'>;
  findUserByEmail(email: string): Promise<(UserRecord & { passwordHash: string }) | null>;
  findUserByPhone(phone: string): Promise<(UserRecord & { passwordHash: string }) | null>;
  findUser(id: string): Promise<UserRecord | null>;
  updateUser(id: string, changes: { passwordHash?: string; metadata?: Record<string, unknown>; lastSignInAt?: Date }, now: Date): Promise<UserRecord | null>;
  findProfile(id: string): Promise<ProfileRecord | null>;
  createProfile(profile: { id: string; first_name: string | null; last_name: string | null; is_admin: boolean }): Promise<ProfileRecord>;
  grantAdmin(emails: readonly string[]): Promise<number>;

  createSession(userId: string, userAgent: string | null, now: Date, method?: SessionMethod): Promise<string>;
  findSession(sessionId: string): Promise<SessionRecord | null>;
  /** Live (not revoked) and, when `userId` is given, that user's. */
  isSessionActive(sessionId: string, userId?: string): Promise<boolean>;
  revokeSession(sessionId: string, now: Date): Promise<void>;
  revokeUserSessions(userId: string, now: Date, exceptSessionId?: string): Promise<void>;

  addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /** Marks a token spent; false when it already was (a concurrent or replayed use). */
  spendRefreshToken(id: string, now: Date): Promise<boolean>;

  /** Stores a new token of the kind; the user's earlier unused tokens of that kind stop working. */
  addOneTimeToken(userId: string, kind: OneTimeKind, tokenHash: string, expiresAt: Date, challenge?: CodeChallenge | null): Promise<void>;
  /**
   * Takes a live token once: null when unknown, used, expired or of another kind. A token made
   * with a code challenge is taken only with `pkce: true` (and one without, only without it).
   */
  useOneTimeToken(kind: OneTimeKind, tokenHash: string, now: Date, pkce?: boolean): Promise<{ userId: string } | null>;
  /** A live PKCE token's kind and challenge, without taking it. */
  findPkceToken(tokenHash: string, now: Date): Promise<{ kind: OneTimeKind; challenge: CodeChallenge } | null>;
}
export const ACCOUNT_STORE = Symbol('ACCOUNT_STORE');
