import type { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from '../../application/admin/ports/feedback-inbox.port.js';
import type { ProfileDirectory, ProfileSummary } from '../../application/admin/ports/profile-directory.port.js';
import { db } from '../persistence/database.js';

/** The profiles table, for admins, through MikroORM's typed Kysely. */
export class PgProfileDirectory implements ProfileDirectory {
  constructor(private readonly orm: MikroORM) {}

  async list(page: Page): Promise<ProfileSummary[]> {
    const rows = await db(this.orm)
      .selectFrom('profiles as p')
      .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'p.id').on('u.deleted_at', 'is', null))
      .select(['p.id', 'p.first_name', 'p.last_name', 'p.created_at', 'p.is_admin'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  }
}
