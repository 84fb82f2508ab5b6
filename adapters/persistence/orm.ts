import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../../migrations/index.js';
import { ALL_ENTITIES } from './entities/index.js';

export const ORM_POOL_MAX = 4;

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

/** Applies every pending migration; returns the names applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}
