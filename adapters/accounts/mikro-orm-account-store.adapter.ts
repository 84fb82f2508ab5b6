import { sql } from 'kysely';
import { UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/postgresql';
import type {
  AccountStore,
  CodeChallenge,
  OneTimeKind,
  ProfileRecord,
  RefreshTokenRecord,
  SessionMethod,
  SessionRecord,
  UserRecord,
} from '../../application/accounts/account-store.port.js';
import { db, transaction, type Row } from '../persistence/database.js';
import { AuthSessionEntity, ProfileEntity } from '../persistence/entities/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user columns an account record shows (never the password hash). */
const USER_COLUMNS = ['id', 'email', 'phone', 'user_metadata', 'created_at', 'updated_at', 'last_sign_in_at'] as const;
const PROFILE_COLUMNS = ['id', 'first_name', 'last_name', 'created_at', 'is_admin'] as const;

const toUser = (r: Pick<Row<'users'>, (typeof USER_COLUMNS)[number]>): UserRecord => ({
  id: r.id,
  email: r.email,
  phone: r.phone,
  user_metadata: r.user_metadata,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  last_sign_in_at: r.last_sign_in_at?.toISOString() ?? null,
});

const toProfile = (r: Pick<Row<'profiles'>, (typeof PROFILE_COLUMNS)[number]>): ProfileRecord => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  created_at: r.created_at.toISOString(),
  is_admin: r.is_admin,
});

const metadataText = (metadata: Record<string, unknown>, key: string): string | null => (typeof metadata[key] === 'string' ? metadata[key] : null);

/** MikroORM raises UniqueConstraintViolationException; the driver's SQLSTATE is checked too. */
const isUniqueViolation = (e: unknown) =>
  e instanceof UniqueConstraintViolationException ||
  (e as { code?: string }).code === '23505' ||
  /duplicate key|unique constraint/i.test(String((e as Error).message));

/** Accounts, sessions and tokens through MikroORM. */
export class MikroOrmAccountStore implements AccountStore {
  constructor(private readonly orm: MikroORM) {}

  async createUser(input: {
    email: string;
    passwordHash: string;
    metadata: Record<string, unknown>;
    isAdmin: boolean;
    now: Date;
  }): Promise<UserRecord | 'email_taken'> {
    try {
      return await transaction(this.orm, async (_em, tx) => {
        const user = await tx
          .insertInto('users')
          .values({ email: input.email, password_hash: input.passwordHash, user_metadata: input.metadata, created_at: input.now, updated_at: input.now })
          .returning(USER_COLUMNS)
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('profiles')
          .values({
            id: user.id,
            first_name: metadataText(input.metadata, 'first_name'),
            last_name: metadataText(input.metadata, 'last_name'),
            is_admin: input.isAdmin,
            created_at: input.now,
          })
          .execute();
        return toUser(user);
      });
    } catch (e) {
      if (isUniqueViolation(e)) return 'email_taken';
      throw e;
    }
  }

  async findUserByEmail(email: string) {
    const r = await db(this.orm)
      .selectFrom('users')
      .select([...USER_COLUMNS, 'password_hash'])
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .executeTakeFirst();
    return r ? { ...toUser(r), passwordHash: r.password_hash } : null;
  }

  async findUserByPhone(phone: string) {
    const r = await db(this.orm)
      .selectFrom('users')
      .select([...USER_COLUMNS, 'password_hash'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    return r ? { ...toUser(r), passwordHash: r.password_hash } : null;
  }

  async findUser(id: string) {
    const r = await db(this.orm).selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    return r ? toUser(r) : null;
  }

  async updateUser(id: string, changes: { passwordHash?: string; metadata?: Record<string, unknown>; lastSignInAt?: Date }, now: Date) {
    const r = await db(this.orm)
      .updateTable('users')
      .set({
        ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
        ...(changes.metadata !== undefined ? { user_metadata: changes.metadata } : {}),
        ...(changes.lastSignInAt !== undefined ? { last_sign_in_at: changes.lastSignInAt } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .returning(USER_COLUMNS)
      .executeTakeFirst();
    return r ? toUser(r) : null;
  }

  async findProfile(id: string) {
    const r = await this.orm.em.fork().findOne(ProfileEntity, { id }, { disableIdentityMap: true });
    return r ? toProfile({ id: r.id, first_name: r.first_name ?? null, last_name: r.last_name ?? null, created_at: r.created_at, is_admin: r.is_admin }) : null;
  }

  async createProfile(p: { id: string; first_name: string | null; last_name: string | null; is_admin: boolean }) {
    const r = await db(this.orm)
      .insertInto('profiles')
      .values({ id: p.id, first_name: p.first_name, last_name: p.last_name, is_admin: p.is_admin })
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ id: eb.ref('excluded.id') })))
      .returning(PROFILE_COLUMNS)
      .executeTakeFirstOrThrow();
    return toProfile(r);
  }

  async grantAdmin(emails: readonly string[]) {
    if (emails.length === 0) return 0;
    const k = db(this.orm);
    const rows = await k
      .updateTable('profiles')
      .set({ is_admin: true })
      .where('is_admin', '=', false)
      .where(
        'id',
        'in',
        k
          .selectFrom('users')
          .select('id')
          .where(sql<boolean>`lower(email) in (select jsonb_array_elements_text(${JSON.stringify(emails.map((e) => e.toLowerCase()))}::jsonb))`),
      )
      .returning('id')
      .execute();
    return rows.length;
  }

  async createSession(userId: string, userAgent: string | null, now: Date, method: SessionMethod = 'password') {
    const r = await db(this.orm)
      .insertInto('auth_sessions')
      .values({ user_id: userId, user_agent: userAgent?.slice(0, 500) ?? null, created_at: now, amr: method })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  async findSession(sessionId: string): Promise<SessionRecord | null> {
    if (!UUID.test(sessionId)) return null;
    const r = await this.orm.em
      .fork()
      .findOne(AuthSessionEntity, { id: sessionId }, { fields: ['id', 'user_id', 'amr', 'created_at', 'revoked_at'], disableIdentityMap: true });
    if (!r) return null;
    return { id: r.id, userId: r.user_id, method: r.amr, createdAt: r.created_at, revokedAt: r.revoked_at ?? null };
  }

  async isSessionActive(sessionId: string, userId?: string) {
    if (!UUID.test(sessionId) || (userId !== undefined && !UUID.test(userId))) return false;
    let q = db(this.orm)
      .selectFrom('auth_sessions')
      .select(sql<number>`1`.as('ok'))
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null);
    if (userId !== undefined) q = q.where('user_id', '=', userId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async revokeSession(sessionId: string, now: Date) {
    await this.orm.em.fork().nativeUpdate(AuthSessionEntity, { id: sessionId, revoked_at: null }, { revoked_at: now });
  }

  async revokeUserSessions(userId: string, now: Date, exceptSessionId?: string) {
    await this.orm.em
      .fork()
      .nativeUpdate(
        AuthSessionEntity,
        { user_id: userId, revoked_at: null, ...(exceptSessionId !== undefined ? { id: { $ne: exceptSessionId } } : {}) },
        { revoked_at: now },
      );
  }

  async addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date) {
    await db(this.orm).insertInto('refresh_tokens').values({ session_id: sessionId, token_hash: tokenHash, expires_at: expiresAt }).execute();
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const r = await db(this.orm)
      .selectFrom('refresh_tokens as t')
      .innerJoin('auth_sessions as s', 's.id', 't.session_id')
      .select(['t.id', 't.session_id', 's.user_id', 't.expires_at', 't.spent_at', 's.revoked_at'])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!r) return null;
    return { id: r.id, sessionId: r.session_id, userId: r.user_id, expiresAt: r.expires_at, spentAt: r.spent_at, sessionRevokedAt: r.revoked_at };
  }

  async spendRefreshToken(id: string, now: Date) {
    const rows = await db(this.orm)
      .updateTable('refresh_tokens')
      .set({ spent_at: now })
      .where('id', '=', id)
      .where('spent_at', 'is', null)
      .returning('id')
      .execute();
    return rows.length === 1;
  }

  async addOneTimeToken(userId: string, kind: OneTimeKind, tokenHash: string, expiresAt: Date, challenge: CodeChallenge | null = null) {
    await transaction(this.orm, async (_em, tx) => {
      // an earlier link of the same kind stops working (marked used at the epoch, so it reads as superseded)
      await tx
        .updateTable('one_time_tokens')
        .set({ used_at: new Date(0) })
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .execute();
      await tx
        .insertInto('one_time_tokens')
        .values({
          user_id: userId,
          kind,
          token_hash: tokenHash,
          expires_at: expiresAt,
          code_challenge: challenge?.challenge ?? null,
          code_challenge_method: challenge?.method ?? null,
        })
        .execute();
    });
  }

  async useOneTimeToken(kind: OneTimeKind, tokenHash: string, now: Date, pkce = false) {
    const r = await db(this.orm)
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('code_challenge', pkce ? 'is not' : 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return r ? { userId: r.user_id } : null;
  }

  async findPkceToken(tokenHash: string, now: Date) {
    const r = await db(this.orm)
      .selectFrom('one_time_tokens')
      .select(['kind', 'code_challenge', 'code_challenge_method'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('code_challenge', 'is not', null)
      .executeTakeFirst();
    if (!r || r.code_challenge === null || r.code_challenge_method === null) return null;
    return { kind: r.kind, challenge: { challenge: r.code_challenge, method: r.code_challenge_method } };
  }
}
