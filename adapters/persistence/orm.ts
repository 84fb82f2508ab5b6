import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../../migrations/index.js';
import { ALL_ENTITIES } from './entities/index.js';
import { withSessionLock } from './advisory-lock.js';

export const ORM_POOL_MAX = 4;

/**
 * The advisory lock key of the migrate step (any fixed bigint; 'shelfcheck:migrate' hashed by hand
 * once). Two instances started together on an empty database would otherwise both create pg_trgm
 * or mikro_orm_migrations and one would crash.
 */
export const MIGRATE_LOCK_KEY = 7_402_114_510_266_001n;

/** Opens MikroORM on any PostgreSQL connection string (a real server or the embedded one). */
export async function openOrm(url: string, options: { poolMax?: number } = {}): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: url,
    entities: ALL_ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, silent: true, snapshot: false }, // api/database.ts logs what it applied
    pool: { min: 0, max: options.poolMax ?? ORM_POOL_MAX },
    allowGlobalContext: false,
    debug: false,
    ensureDatabase: false,
    discovery: { warnWhenNoEntities: false },
  });
}

/** Migrate steps of this process, one after another (see migrate). */
let migrating: Promise<unknown> = Promise.resolve();

/**
 * Applies every pending migration; returns the names applied. The whole step (the migrations table,
 * extensions, every migration) runs under a PostgreSQL advisory lock held on a connection of its
 * own: a second instance waits, then finds nothing pending. Within one process the steps also queue
 * in memory: the embedded PGlite has one backend, where an advisory lock is re-entrant from every
 * connection and so cannot keep two ORMs of one process apart.
 */
export function migrate(orm: MikroORM): Promise<string[]> {
  const step = migrating.then(
    () =>
      withSessionLock(orm, MIGRATE_LOCK_KEY, 'wait', async () => {
        const applied = await orm.migrator.up();
        return applied.map((m) => m.name);
      }) as Promise<string[]>,
  );
  migrating = step.catch(() => undefined);
  return step;
}
