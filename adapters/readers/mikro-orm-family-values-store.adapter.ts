import type { MikroORM } from '@mikro-orm/postgresql';
import type { FamilyValues, FamilyValuesStore } from '../../application/readers/family-values-store.port.js';
import { db } from '../persistence/database.js';
import { FamilyValuesEntity } from '../persistence/entities/index.js';

/** family_values through MikroORM: one row per account, written with an upsert. */
export class MikroOrmFamilyValuesStore implements FamilyValuesStore {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string): Promise<FamilyValues | null> {
    const r = await this.orm.em.fork().findOne(FamilyValuesEntity, { user_id: userId }, { fields: ['data'], disableIdentityMap: true });
    return r ? r.data : null;
  }

  async put(userId: string, data: FamilyValues, now: Date): Promise<FamilyValues> {
    const r = await db(this.orm)
      .insertInto('family_values')
      .values({ user_id: userId, data, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), updated_at: eb.ref('excluded.updated_at') })))
      .returning('data')
      .executeTakeFirstOrThrow();
    return r.data;
  }
}
