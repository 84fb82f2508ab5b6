import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import type { ReadingProfileFields, ReadingProfileRow, ReadingProfileStore } from '../../application/readers/reading-profile-store.port.js';
import { db } from '../persistence/database.js';
import { ReadingProfileEntity } from '../persistence/entities/index.js';

const toProfile = (r: InferEntity<typeof ReadingProfileEntity>): ReadingProfileRow => ({
  user_id: r.user_id,
  quiz_data: r.quiz_data ?? null,
  quiz_completed: r.quiz_completed,
  reading_filter: r.reading_filter ?? null,
  content_tolerance: r.content_tolerance ?? null,
  first_name: r.first_name ?? null,
  display_name: r.display_name ?? null,
  full_name: r.full_name ?? null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** user_reading_profiles through MikroORM: one row per account. */
export class MikroOrmReadingProfileStore implements ReadingProfileStore {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string): Promise<ReadingProfileRow | null> {
    const r = await this.orm.em.fork().findOne(ReadingProfileEntity, { user_id: userId }, { disableIdentityMap: true });
    return r ? toProfile(r) : null;
  }

  async save(userId: string, fields: ReadingProfileFields, now: Date): Promise<ReadingProfileRow> {
    const { quiz_data, quiz_completed, reading_filter, content_tolerance, first_name, display_name, full_name } = fields;
    const given = Object.fromEntries(
      Object.entries({ quiz_data, quiz_completed, reading_filter, content_tolerance, first_name, display_name, full_name }).filter(([, v]) => v !== undefined),
    ) as ReadingProfileFields;
    const columns = Object.keys(given) as (keyof ReadingProfileFields)[];
    // one statement, so two racing first saves cannot both insert
    const r = await db(this.orm)
      .insertInto('user_reading_profiles')
      .values({ user_id: userId, ...given, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          ...Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)])),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return toProfile(r);
  }

  async remove(userId: string): Promise<boolean> {
    return (await this.orm.em.fork().nativeDelete(ReadingProfileEntity, { user_id: userId })) === 1;
  }
}
