import type { MikroORM } from '@mikro-orm/postgresql';
import type { ReadingGoalStore } from '../../application/reading-list/reading-goal-store.port.js';
import { sql } from '../persistence/sql.js';

/** reading_goals in PostgreSQL (migration 20261122020000): one target per account, reader and year. */
export class MikroOrmReadingGoalStore implements ReadingGoalStore {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string, readerId: string, year: number): Promise<number | null> {
    const [r] = await sql(this.orm, `select target from reading_goals where user_id = ? and reader_id = ? and year = ?`, [userId, readerId, year]);
    return r ? Number(r.target) : null;
  }

  async put(userId: string, readerId: string, year: number, target: number, now: Date): Promise<number> {
    const [r] = await sql(
      this.orm,
      `insert into reading_goals (user_id, reader_id, year, target, created_at, updated_at) values (?, ?, ?, ?, ?, ?)
       on conflict (user_id, reader_id, year) do update set target = excluded.target, updated_at = excluded.updated_at returning target`,
      [userId, readerId, year, target, now, now],
    );
    return Number(r.target);
  }
}
