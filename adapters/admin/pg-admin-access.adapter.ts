import type { MikroORM } from '@mikro-orm/postgresql';
import type { AdminAccess, AdminStanding } from '../../application/admin/ports/admin-access.port.js';
import { pgPoolOf } from './pg-pool.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** profiles.is_admin, admin_unlocks and users.password_hash in PostgreSQL. */
export class PgAdminAccess implements AdminAccess {
  private readonly pool: ReturnType<typeof pgPoolOf>;

  constructor(orm: MikroORM) {
    this.pool = pgPoolOf(orm);
  }

  async standingOf(userId: string, sessionId: string): Promise<AdminStanding> {
    if (!UUID.test(userId)) return { isAdmin: false, unlockedUntil: null };
    const session = UUID.test(sessionId) ? sessionId : null;
    const { rows } = await (await this.pool()).query<{ is_admin: boolean | null; unlocked_until: string | null }>(
      `select p.is_admin, u.unlocked_until
         from (select $1::uuid as id) me
         left join profiles p on p.id = me.id
         left join admin_unlocks u on u.user_id = me.id and (u.session_id is null or u.session_id = $2::uuid)`,
      [userId, session],
    );
    const row = rows[0];
    return { isAdmin: row?.is_admin === true, unlockedUntil: row?.unlocked_until ? new Date(row.unlocked_until) : null };
  }

  async grantUnlock(userId: string, sessionId: string, until: Date): Promise<void> {
    await (await this.pool()).query(
      `insert into admin_unlocks (user_id, session_id, unlocked_until) values ($1, $2, $3)
       on conflict (user_id) do update set unlocked_until = excluded.unlocked_until, session_id = excluded.session_id`,
      [userId, sessionId, until.toISOString()],
    );
  }

  async passwordHash(userId: string): Promise<string | null> {
    if (!UUID.test(userId)) return null;
    const { rows } = await (await this.pool()).query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
    return rows[0]?.password_hash ?? null;
  }
}
