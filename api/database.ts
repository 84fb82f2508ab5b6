import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../adapters/persistence/embedded-postgres.js';
import { migrate, openOrm, ORM_POOL_MAX } from '../adapters/persistence/orm.js';
import type { AppConfig } from './config/app-config.js';

export interface Database {
  orm: MikroORM;
  kind: 'postgresql' | 'embedded';
  close(): Promise<void>;
}

/** Opens DATABASE_URL, or the embedded PostgreSQL under DATA_DIR, and applies pending migrations. */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    logger.info({ dataDir: config.dataDir }, 'DATABASE_URL is not set: starting the embedded PostgreSQL (PGlite)');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, maxConnections: ORM_POOL_MAX + 2 });
    url = embedded.url;
  }
  // migrations run on their own connection without the request timeouts (a migration may take long)
  let migrator: MikroORM;
  try {
    migrator = await openOrm(url, { poolMax: 1 });
    await migrator.em.fork().getConnection().execute('select 1');
  } catch (error) {
    await embedded?.stop();
    throw new Error(`Cannot reach the database${config.databaseUrl ? ` at ${redact(config.databaseUrl)}` : ''}: ${(error as Error).message}`);
  }
  let applied: string[];
  try {
    applied = await migrate(migrator);
  } finally {
    await migrator.close(true);
  }
  const orm = await openOrm(url, { timeouts: config.dbTimeouts });
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  return {
    orm,
    kind: embedded ? 'embedded' : 'postgresql',
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

/** Hides the password of a connection string in messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}
