import type { MikroORM } from '@mikro-orm/postgresql';
import type { FamilyValues, FamilyValuesStore } from '../../application/readers/family-values-store.port.js';
import { sql } from '../persistence/sql.js';
import { fromJson } from './row-values.js';

/** family_values in PostgreSQL: one row per account, written with an upsert. */
export class MikroOrmFamilyValuesStore implements FamilyValuesStore {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string): Promise<FamilyValues | null> {
    const [r] = await sql(this.orm, `select data from family_values where user_id = ?`, [userId]);
    return r ? fromJson<FamilyValues>(r.data) : null;
  }

  async put(userId: string, data: FamilyValues, now: Date): Promise<FamilyValues> {
    const [r] = await sql(
      this.orm,
      `insert into family_values (user_id, data, created_at, updated_at) values (?, ?::jsonb, ?, ?)
       on conflict (user_id) do update set data = excluded.data, updated_at = excluded.updated_at returning data`,
      [userId, JSON.stringify(data), now, now],
    );
    return fromJson<FamilyValues>(r.data);
  }
}
