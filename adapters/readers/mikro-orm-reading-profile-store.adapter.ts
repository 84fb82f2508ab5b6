import type { MikroORM } from '@mikro-orm/postgresql';
import type { ReadingProfileFields, ReadingProfileRow, ReadingProfileStore } from '../../application/readers/reading-profile-store.port.js';
import { iso, sql } from '../persistence/sql.js';
import { fromJson, textOrNull, toJsonParam, type Row } from './row-values.js';

const COLUMNS = new Set(['quiz_data', 'quiz_completed', 'reading_filter', 'content_tolerance', 'first_name', 'display_name', 'full_name']);
const JSON_COLUMNS = new Set(['quiz_data', 'content_tolerance']);

const toProfile = (r: Row): ReadingProfileRow => ({
  user_id: String(r.user_id),
  quiz_data: fromJson(r.quiz_data),
  quiz_completed: r.quiz_completed === true,
  reading_filter: textOrNull(r.reading_filter),
  content_tolerance: fromJson(r.content_tolerance),
  first_name: textOrNull(r.first_name),
  display_name: textOrNull(r.display_name),
  full_name: textOrNull(r.full_name),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** user_reading_profiles in PostgreSQL: one row per account. */
export class MikroOrmReadingProfileStore implements ReadingProfileStore {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string): Promise<ReadingProfileRow | null> {
    const [r] = await sql(this.orm, `select * from user_reading_profiles where user_id = ?`, [userId]);
    return r ? toProfile(r) : null;
  }

  async save(userId: string, fields: ReadingProfileFields, now: Date): Promise<ReadingProfileRow> {
    const given = Object.entries(fields).filter(([k, v]) => v !== undefined && COLUMNS.has(k));
    const columns = given.map(([k]) => k);
    const values = given.map(([k]) => (JSON_COLUMNS.has(k) ? '?::jsonb' : '?'));
    const updates = [...columns.map((c) => `${c} = excluded.${c}`), 'updated_at = excluded.updated_at'];
    // one statement, so two racing first saves cannot both insert
    const [r] = await sql(
      this.orm,
      `insert into user_reading_profiles (user_id, ${[...columns, 'created_at', 'updated_at'].join(', ')}) values (?, ${[...values, '?', '?'].join(', ')})
       on conflict (user_id) do update set ${updates.join(', ')} returning *`,
      [userId, ...given.map(([k, v]) => (JSON_COLUMNS.has(k) ? toJsonParam(v) : v)), now, now],
    );
    return toProfile(r);
  }

  async remove(userId: string): Promise<boolean> {
    return (await sql(this.orm, `delete from user_reading_profiles where user_id = ? returning user_id`, [userId])).length === 1;
  }
}
