import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../../adapters/persistence/embedded-postgres.js';
import { migrate, openOrm } from '../../adapters/persistence/orm.js';
import { MIGRATIONS } from '../../migrations/index.js';

/**
 * Issue 21: two instances started at the same moment on an empty database both come up and the
 * schema is migrated once. On a real PostgreSQL the test makes an empty database of its own and runs
 * the two migrate steps in two processes (the advisory lock is what keeps them apart); on the
 * embedded PGlite (one process by design, one backend) it runs two ORMs of this process on a fresh
 * in-memory one.
 */
const ROOT = join(__dirname, '..', '..');

/** One migrate step in a child process; answers the migration names it applied. */
function migrateInChild(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', join(ROOT, 'tests', 'support', 'ts-register.cjs'), join(ROOT, 'tests', 'support', 'migrate-child.ts'), url], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim()) as string[]) : reject(new Error(`migrate exited ${code}: ${err.trim()}`))));
  });
}
describe('starting together on an empty database', () => {
  const testUrl = process.env.SHELFCHECK_TEST_DB_URL as string;
  const isServer = !(process.env.SHELFCHECK_TEST_DB_KIND ?? '').startsWith('embedded');
  const dbName = `shelfcheck_migrate_${randomBytes(4).toString('hex')}`;
  let admin: MikroORM | null = null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let url = '';

  beforeAll(async () => {
    if (isServer) {
      admin = await openOrm(testUrl, { poolMax: 1 });
      await admin.em.fork().getConnection().execute(`create database ${dbName}`);
      const u = new URL(testUrl);
      u.pathname = `/${dbName}`;
      url = u.toString();
    } else {
      const pg = await startEmbeddedPostgres({ maxConnections: 16 });
      stopEmbedded = () => pg.stop();
      url = pg.url;
    }
  }, 120_000);

  afterAll(async () => {
    if (admin) {
      await admin.em.fork().getConnection().execute(`drop database if exists ${dbName} with (force)`);
      await admin.close(true);
    }
    await stopEmbedded?.();
  });

  it('runs both migrate steps to success, and every migration is applied exactly once', async () => {
    const [a, b] = await Promise.all([openOrm(url, { poolMax: 1 }), openOrm(url, { poolMax: 1 })]);
    try {
      const [appliedA, appliedB] = isServer ? await Promise.all([migrateInChild(url), migrateInChild(url)]) : await Promise.all([migrate(a), migrate(b)]);
      // one of them migrated everything, the other found nothing pending
      expect([...appliedA, ...appliedB].sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      const rows = await a.em.fork().getConnection().execute(`select name, count(*)::int as n from mikro_orm_migrations group by name having count(*) > 1`);
      expect(rows).toEqual([]);
      const ext = await a.em.fork().getConnection().execute(`select extname from pg_extension where extname = 'pg_trgm'`);
      expect(ext).toEqual([{ extname: 'pg_trgm' }]);
    } finally {
      await Promise.all([a.close(true), b.close(true)]);
    }
  }, 120_000);
});
