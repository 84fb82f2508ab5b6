import type { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from '../../application/admin/ports/feedback-inbox.port.js';
import type { ProfileDirectory, ProfileSummary } from '../../application/admin/ports/profile-directory.port.js';
import { isoTime, pgPoolOf } from './pg-pool.js';

/** The profiles table, for admins. */
export class PgProfileDirectory implements ProfileDirectory {
  private readonly pool: ReturnType<typeof pgPoolOf>;

  constructor(orm: MikroORM) {
    this.pool = pgPoolOf(orm);
  }

  async list(page: Page): Promise<ProfileSummary[]> {
    const { rows } = await (await this.pool()).query<Omit<ProfileSummary, 'created_at'> & { created_at: unknown }>(
      `select p.id, p.first_name, p.last_name, p.created_at, p.is_admin from profiles p
         join users u on u.id = p.id and u.deleted_at is null
        order by p.created_at desc, p.id desc limit $1 offset $2`,
      [page.limit, page.offset],
    );
    return rows.map((row) => ({ ...row, created_at: isoTime(row.created_at) }));
  }
}
