import { sql } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AdminAccess, AdminStanding } from '../../application/admin/ports/admin-access.port.js';
import { db } from '../persistence/database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** profiles.is_admin, admin_unlocks and users.password_hash in PostgreSQL, through MikroORM's typed Kysely. */
export class PgAdminAccess implements AdminAccess {
  constructor(private readonly orm: MikroORM) {}

  async standingOf(userId: string, sessionId: string): Promise<AdminStanding> {
    if (!UUID.test(userId)) return { isAdmin: false, unlockedUntil: null };
    const session = UUID.test(sessionId) ? sessionId : null;
    const k = db(this.orm);
    const row = await k
      .selectFrom('profiles as p')
      .leftJoin('admin_unlocks as u', (join) =>
        join.onRef('u.user_id', '=', 'p.id').on((eb) => eb.or([eb('u.session_id', 'is', null), eb('u.session_id', '=', sql<string>`${session}::uuid`)])),
      )
      .select(['p.is_admin', 'u.unlocked_until'])
      .where('p.id', '=', userId)
      .executeTakeFirst();
    return { isAdmin: row?.is_admin === true, unlockedUntil: row?.unlocked_until ?? null };
  }

  async grantUnlock(userId: string, sessionId: string, until: Date): Promise<void> {
    await db(this.orm)
      .insertInto('admin_unlocks')
      .values({ user_id: userId, session_id: sessionId, unlocked_until: until })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({ unlocked_until: eb.ref('excluded.unlocked_until'), session_id: eb.ref('excluded.session_id') })),
      )
      .execute();
  }

  async passwordHash(userId: string): Promise<string | null> {
    if (!UUID.test(userId)) return null;
    const r = await db(this.orm).selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    return r?.password_hash ?? null;
  }
}
