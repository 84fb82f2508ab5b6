import type { MikroORM } from '@mikro-orm/postgresql';
import type { AccountStore, CodeChallenge, OneTimeKind, ProfileRecord, RefreshTokenRecord, SessionMethod, SessionRecord, UserRecord } from '../../application/accounts/account-store.port.js';
import { inTransaction, iso, isoOrNull, sql } from '../persistence/sql.js';

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const USER_COLUMNS = 'id, email, phone, user_metadata, created_at, updated_at, last_sign_in_at';

const toUser = (r: Row): UserRecord => ({
  id: String(r.id),
  email: String(r.email),
  phone: (r.phone as string | null) ?? null,
  user_metadata: (typeof r.user_metadata === 'string' ? JSON.parse(r.user_metadata) : r.user_metadata ?? {}) as Record<string, unknown>,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  last_sign_in_at: isoOrNull(r.last_sign_in_at),
});

const toProfile = (r: Row): ProfileRecord => ({
  id: String(r.id),
  first_name: (r.first_name as string | null) ?? null,
  last_name: (r.last_name as string | null) ?? null,
  created_at: iso(r.created_at),
  is_admin: r.is_admin === true,
});

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505' || /duplicate key|unique constraint/i.test(String((e as Error).message));

/** Accounts, sessions and tokens in PostgreSQL. */
export class MikroOrmAccountStore implements AccountStore {
  constructor(private readonly orm: MikroORM) {}

  async createUser(input: { email: string; passwordHash: string; metadata: Record<string, unknown>; isAdmin: boolean; now: Date }): Promise<UserRecord | 'email_taken'> {
    try {
      return await inTransaction(this.orm, async (run) => {
        const [user] = await run(
          `insert into users (email, password_hash, user_metadata, created_at, updated_at) values (?, ?, ?::jsonb, ?, ?) returning ${USER_COLUMNS}`,
          [input.email, input.passwordHash, JSON.stringify(input.metadata), input.now, input.now],
        );
        await run(`insert into profiles (id, first_name, last_name, is_admin, created_at) values (?, ?, ?, ?, ?)`, [
          user.id,
          (input.metadata.first_name as string | null) ?? null,
          (input.metadata.last_name as string | null) ?? null,
          input.isAdmin,
          input.now,
        ]);
        return toUser(user);
      });
    } catch (e) {
      if (isUniqueViolation(e)) return 'email_taken';
      throw e;
    }
  }

  async findUserByEmail(email: string) {
    const [r] = await sql(this.orm, `select ${USER_COLUMNS}, password_hash from users where lower(email) = lower(?)`, [email]);
    return r ? { ...toUser(r), passwordHash: String(r.password_hash) } : null;
  }

  async findUserByPhone(phone: string) {
    const [r] = await sql(this.orm, `select ${USER_COLUMNS}, password_hash from users where phone = ?`, [phone]);
    return r ? { ...toUser(r), passwordHash: String(r.password_hash) } : null;
  }

  async findUser(id: string) {
    const [r] = await sql(this.orm, `select ${USER_COLUMNS} from users where id = ?`, [id]);
    return r ? toUser(r) : null;
  }

  async updateUser(id: string, changes: { passwordHash?: string; metadata?: Record<string, unknown>; lastSignInAt?: Date }, now: Date) {
    const [r] = await sql(
      this.orm,
      `update users set password_hash = coalesce(?, password_hash), user_metadata = coalesce(?::jsonb, user_metadata),
         last_sign_in_at = coalesce(?, last_sign_in_at), updated_at = ? where id = ? returning ${USER_COLUMNS}`,
      [changes.passwordHash ?? null, changes.metadata ? JSON.stringify(changes.metadata) : null, changes.lastSignInAt ?? null, now, id],
    );
    return r ? toUser(r) : null;
  }

  async findProfile(id: string) {
    const [r] = await sql(this.orm, `select id, first_name, last_name, created_at, is_admin from profiles where id = ?`, [id]);
    return r ? toProfile(r) : null;
  }

  async createProfile(p: { id: string; first_name: string | null; last_name: string | null; is_admin: boolean }) {
    const [r] = await sql(
      this.orm,
      `insert into profiles (id, first_name, last_name, is_admin) values (?, ?, ?, ?)
       on conflict (id) do update set id = excluded.id returning id, first_name, last_name, created_at, is_admin`,
      [p.id, p.first_name, p.last_name, p.is_admin],
    );
    return toProfile(r);
  }

  async grantAdmin(emails: readonly string[]) {
    if (emails.length === 0) return 0;
    const rows = await sql(
      this.orm,
      `update profiles set is_admin = true where is_admin = false
         and id in (select id from users where lower(email) in (select jsonb_array_elements_text(?::jsonb))) returning id`,
      [JSON.stringify(emails.map((e) => e.toLowerCase()))],
    );
    return rows.length;
  }

  async createSession(userId: string, userAgent: string | null, now: Date, method: SessionMethod = 'password') {
    const [r] = await sql(this.orm, `insert into auth_sessions (user_id, user_agent, created_at, amr) values (?, ?, ?, ?) returning id`, [userId, userAgent?.slice(0, 500) ?? null, now, method]);
    return String(r.id);
  }

  async findSession(sessionId: string): Promise<SessionRecord | null> {
    if (!UUID.test(sessionId)) return null;
    const [r] = await sql(this.orm, `select id, user_id, amr, created_at, revoked_at from auth_sessions where id = ?`, [sessionId]);
    if (!r) return null;
    return { id: String(r.id), userId: String(r.user_id), method: String(r.amr) as SessionMethod, createdAt: new Date(iso(r.created_at)), revokedAt: r.revoked_at ? new Date(iso(r.revoked_at)) : null };
  }

  async isSessionActive(sessionId: string, userId?: string) {
    if (!UUID.test(sessionId) || (userId !== undefined && !UUID.test(userId))) return false;
    const [r] = await sql(this.orm, `select 1 as ok from auth_sessions where id = ? and revoked_at is null and (?::uuid is null or user_id = ?::uuid)`, [sessionId, userId ?? null, userId ?? null]);
    return !!r;
  }

  async revokeSession(sessionId: string, now: Date) {
    await sql(this.orm, `update auth_sessions set revoked_at = ? where id = ? and revoked_at is null`, [now, sessionId]);
  }

  async revokeUserSessions(userId: string, now: Date, exceptSessionId?: string) {
    await sql(this.orm, `update auth_sessions set revoked_at = ? where user_id = ? and revoked_at is null and id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')`, [
      now,
      userId,
      exceptSessionId ?? null,
    ]);
  }

  async addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date) {
    await sql(this.orm, `insert into refresh_tokens (session_id, token_hash, expires_at) values (?, ?, ?)`, [sessionId, tokenHash, expiresAt]);
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const [r] = await sql(
      this.orm,
      `select t.id, t.session_id, s.user_id, t.expires_at, t.spent_at, s.revoked_at
         from refresh_tokens t join auth_sessions s on s.id = t.session_id where t.token_hash = ?`,
      [tokenHash],
    );
    if (!r) return null;
    return {
      id: String(r.id),
      sessionId: String(r.session_id),
      userId: String(r.user_id),
      expiresAt: new Date(iso(r.expires_at)),
      spentAt: r.spent_at ? new Date(iso(r.spent_at)) : null,
      sessionRevokedAt: r.revoked_at ? new Date(iso(r.revoked_at)) : null,
    };
  }

  async spendRefreshToken(id: string, now: Date) {
    const rows = await sql(this.orm, `update refresh_tokens set spent_at = ? where id = ? and spent_at is null returning id`, [now, id]);
    return rows.length === 1;
  }

  async addOneTimeToken(userId: string, kind: OneTimeKind, tokenHash: string, expiresAt: Date, challenge: CodeChallenge | null = null) {
    await inTransaction(this.orm, async (run) => {
      // an earlier link of the same kind stops working (marked used at the epoch, so it reads as superseded)
      await run(`update one_time_tokens set used_at = to_timestamp(0) where user_id = ? and kind = ? and used_at is null`, [userId, kind]);
      await run(`insert into one_time_tokens (user_id, kind, token_hash, expires_at, code_challenge, code_challenge_method) values (?, ?, ?, ?, ?, ?)`, [
        userId,
        kind,
        tokenHash,
        expiresAt,
        challenge?.challenge ?? null,
        challenge?.method ?? null,
      ]);
    });
  }

  async useOneTimeToken(kind: OneTimeKind, tokenHash: string, now: Date, pkce = false) {
    const [r] = await sql(
      this.orm,
      `update one_time_tokens set used_at = ? where token_hash = ? and kind = ? and used_at is null and expires_at > ? and (code_challenge is not null) = ? returning user_id`,
      [now, tokenHash, kind, now, pkce],
    );
    return r ? { userId: String(r.user_id) } : null;
  }

  async findPkceToken(tokenHash: string, now: Date) {
    const [r] = await sql(this.orm, `select kind, code_challenge, code_challenge_method from one_time_tokens where token_hash = ? and used_at is null and expires_at > ? and code_challenge is not null`, [tokenHash, now]);
    if (!r) return null;
    return { kind: String(r.kind) as OneTimeKind, challenge: { challenge: String(r.code_challenge), method: String(r.code_challenge_method) as CodeChallenge['method'] } };
  }
}
