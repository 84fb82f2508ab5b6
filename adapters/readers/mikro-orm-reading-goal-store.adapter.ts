import type { MikroORM } from '@mikro-orm/postgresql';
import type { ReadingGoalStore } from '../../application/reading-list/reading-goal-store.port.js';
import { db } from '../persistence/database.js';
import { ReadingGoalEntity } from '../persistence/entities/index.js';

/** reading_goals through MikroORM (migration 20261122020000): one target per account, reader and year. */
export class MikroOrmReadingGoalStore implements ReadingGoalStore {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string, readerId: string, year: number): Promise<number | null> {
    const r = await this.orm.em
      .fork()
      .findOne(ReadingGoalEntity, { user_id: userId, reader_id: readerId, year }, { fields: ['target'], disableIdentityMap: true });
    return r ? r.target : null;
  }

  async put(userId: string, readerId: string, year: number, target: number, now: Date): Promise<number> {
    const r = await db(this.orm)
      .insertInto('reading_goals')
      .values({ user_id: userId, reader_id: readerId, year, target, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'reader_id', 'year']).doUpdateSet((eb) => ({ target: eb.ref('excluded.target'), updated_at: eb.ref('excluded.updated_at') })),
      )
      .returning('target')
      .executeTakeFirstOrThrow();
    return r.target;
  }
}
