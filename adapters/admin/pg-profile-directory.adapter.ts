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
      `select id, first_name, last_name, created_at, is_admin from profiles
        order by created_at desc, id desc limit $1 offset $2`,
      [page.limit, page.offset],
    );
    return rows.map((row) => ({ ...row, created_at: isoTime(row.created_at) }));
  }
}
