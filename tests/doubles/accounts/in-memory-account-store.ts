import type {
  AccountStore,
  CodeChallenge,
  OneTimeKind,
  ProfileRecord,
  RefreshTokenRecord,
  SessionMethod,
  SessionRecord,
  UserRecord,
} from '../../../application/accounts/account-store.port.js';

interface StoredUser extends UserRecord {
  passwordHash: string;
}

/** An AccountStore in memory, for use-case tests. */
export class InMemoryAccountStore implements AccountStore {
  readonly users = new Map<string, StoredUser>();
  readonly profiles = new Map<string, ProfileRecord>();
  readonly sessions = new Map<string, { userId: string; revokedAt: Date | null; method: SessionMethod; createdAt: Date }>();
  readonly refresh = new Map<string, { id: string; sessionId: string; expiresAt: Date; spentAt: Date | null }>();
  readonly oneTime = new Map<string, { userId: string; kind: OneTimeKind; expiresAt: Date; usedAt: Date | null; challenge: CodeChallenge | null }>();
  private seq = 0;

  private id(): string {
    this.seq += 1;
    return `00000000-0000-4000-8000-${String(this.seq).padStart(12, '0')}`;
  }

  async createUser(input: { email: string; passwordHash: string; metadata: Record<string, unknown>; isAdmin: boolean; now: Date }) {
    if ([...this.users.values()].some((u) => u.email.toLowerCase() === input.email.toLowerCase())) return 'email_taken' as const;
    const at = input.now.toISOString();
    const user: StoredUser = {
      id: this.id(),
      email: input.email,
      phone: null,
      user_metadata: input.metadata,
      created_at: at,
      updated_at: at,
      last_sign_in_at: null,
      passwordHash: input.passwordHash,
    };
    this.users.set(user.id, user);
    this.profiles.set(user.id, { id: user.id, first_name: null, last_name: null, created_at: at, is_admin: input.isAdmin });
    return this.strip(user);
  }
  async findUserByEmail(email: string) {
    return [...this.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null;
  }
  async findUserByPhone(phone: string) {
    return [...this.users.values()].find((u) => u.phone === phone) ?? null;
  }
  async findUser(id: string) {
    const u = this.users.get(id);
    return u ? this.strip(u) : null;
  }
  async updateUser(id: string, changes: { passwordHash?: string; metadata?: Record<string, unknown>; lastSignInAt?: Date }, now: Date) {
    const u = this.users.get(id);
    if (!u) return null;
    const next = {
      ...u,
      passwordHash: changes.passwordHash ?? u.passwordHash,
      user_metadata: changes.metadata ?? u.user_metadata,
      updated_at: now.toISOString(),
      last_sign_in_at: changes.lastSignInAt?.toISOString() ?? u.last_sign_in_at,
    };
    this.users.set(id, next);
    return this.strip(next);
  }
  async findProfile(id: string) {
    return this.profiles.get(id) ?? null;
  }
  async createProfile(p: { id: string; first_name: string | null; last_name: string | null; is_admin: boolean }) {
    const row = { ...p, created_at: new Date(0).toISOString() };
    this.profiles.set(p.id, row);
    return row;
  }
  async grantAdmin() {
    return 0;
  }
  async createSession(userId: string, _userAgent: string | null = null, now: Date = new Date(0), method: SessionMethod = 'password') {
    const id = this.id();
    this.sessions.set(id, { userId, revokedAt: null, method, createdAt: now });
    return id;
  }
  async findSession(id: string): Promise<SessionRecord | null> {
    const s = this.sessions.get(id);
    return s ? { id, userId: s.userId, method: s.method, createdAt: s.createdAt, revokedAt: s.revokedAt } : null;
  }
  async isSessionActive(id: string, userId?: string) {
    const s = this.sessions.get(id);
    return s?.revokedAt === null && (userId === undefined || s.userId === userId);
  }
  async revokeSession(id: string, now: Date) {
    const s = this.sessions.get(id);
    if (s && !s.revokedAt) s.revokedAt = now;
  }
  async revokeUserSessions(userId: string, now: Date, except?: string) {
    for (const [id, s] of this.sessions) if (s.userId === userId && id !== except && !s.revokedAt) s.revokedAt = now;
  }
  async addRefreshToken(sessionId: string, hash: string, expiresAt: Date) {
    this.refresh.set(hash, { id: this.id(), sessionId, expiresAt, spentAt: null });
  }
  async findRefreshToken(hash: string): Promise<RefreshTokenRecord | null> {
    const t = this.refresh.get(hash);
    const s = t && this.sessions.get(t.sessionId);
    return t && s ? { id: t.id, sessionId: t.sessionId, userId: s.userId, expiresAt: t.expiresAt, spentAt: t.spentAt, sessionRevokedAt: s.revokedAt } : null;
  }
  async spendRefreshToken(id: string, now: Date) {
    const t = [...this.refresh.values()].find((r) => r.id === id);
    if (!t || t.spentAt) return false;
    t.spentAt = now;
    return true;
  }
  async addOneTimeToken(userId: string, kind: OneTimeKind, hash: string, expiresAt: Date, challenge: CodeChallenge | null = null) {
    for (const t of this.oneTime.values()) if (t.userId === userId && t.kind === kind && !t.usedAt) t.usedAt = new Date(0);
    this.oneTime.set(hash, { userId, kind, expiresAt, usedAt: null, challenge });
  }
  async useOneTimeToken(kind: OneTimeKind, hash: string, now: Date, pkce = false) {
    const t = this.oneTime.get(hash);
    if (!t || t.kind !== kind || t.usedAt || t.expiresAt <= now || (t.challenge !== null) !== pkce) return null;
    t.usedAt = now;
    return { userId: t.userId };
  }
  async findPkceToken(hash: string, now: Date) {
    const t = this.oneTime.get(hash);
    if (!t || t.usedAt || t.expiresAt <= now || !t.challenge) return null;
    return { kind: t.kind, challenge: t.challenge };
  }

  private strip(u: StoredUser): UserRecord {
    const { passwordHash: _h, ...rest } = u;
    return rest;
  }
}
