import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../adapters/persistence/embedded-postgres.js';
import { migrate, openOrm } from '../../adapters/persistence/orm.js';

/** Connections the embedded server accepts: workers × per-app pool, with room to spare. */
const EMBEDDED_MAX_CONNECTIONS = 64;

interface TestDb {
  url: string;
  kind: string;
  stop: () => Promise<void>;
}

declare global {
  var __SHELFCHECK_TEST_DB__: TestDb | undefined;
}

/**
 * Chooses the integration database once per run: TEST_DATABASE_URL when set, else a
 * testcontainers PostgreSQL when a Docker engine answers, else the embedded PGlite. Resets it,
 * applies the migrations and hands the URL to the test workers through the environment.
 */
export async function setupTestDatabase(): Promise<void> {
  if (globalThis.__SHELFCHECK_TEST_DB__) return; // the integration and browser projects share it
  const db = (await fromEnvironment()) ?? (await fromContainer()) ?? (await embedded());
  const orm = await openOrm(db.url, { poolMax: 1 });
  try {
    if (db.kind.startsWith('TEST_DATABASE_URL')) {
      await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
    }
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
  process.env.SHELFCHECK_TEST_DB_URL = db.url;
  process.env.SHELFCHECK_TEST_DB_KIND = db.kind;
  globalThis.__SHELFCHECK_TEST_DB__ = db;
  process.stdout.write(`\n[tests] integration database: ${db.kind}\n`);
}

async function fromEnvironment(): Promise<TestDb | null> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return null;
  return { url, kind: `TEST_DATABASE_URL (${url.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@')})`, stop: async () => undefined };
}

async function fromContainer(): Promise<TestDb | null> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return { url: container.getConnectionUri(), kind: 'testcontainers PostgreSQL 16', stop: async () => void (await container.stop()) };
  } catch (error) {
    process.stdout.write(`[tests] testcontainers unavailable (${(error as Error).message.split('\n')[0]}); using the embedded PGlite\n`);
    return null;
  }
}

async function embedded(): Promise<TestDb> {
  const pg: EmbeddedPostgres = await startEmbeddedPostgres({ maxConnections: EMBEDDED_MAX_CONNECTIONS });
  return { url: pg.url, kind: 'embedded PGlite (in memory)', stop: () => pg.stop() };
}

/** Stops the database the global setup started (once, whichever project ends last). */
export async function teardownTestDatabase(): Promise<void> {
  const db = globalThis.__SHELFCHECK_TEST_DB__;
  globalThis.__SHELFCHECK_TEST_DB__ = undefined;
  await db?.stop();
}
