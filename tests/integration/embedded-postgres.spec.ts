import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../adapters/persistence/embedded-postgres.js';
import { migrate, openOrm } from '../../adapters/persistence/orm.js';

describe('the embedded PostgreSQL under DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfcheck-embedded-'));

  it('keeps data across a restart, migrated once', async () => {
    const first = await startEmbeddedPostgres({ dataDir, maxConnections: 4 });
    const orm1 = await openOrm(first.url, { poolMax: 2 });
    expect(await migrate(orm1)).toEqual(expect.arrayContaining(['Migration20261122000000_initial']));
    await orm1.em.fork().getConnection().execute(`insert into audit_log (action, target) values ('restart-test', 'kept')`);
    await orm1.close(true);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, maxConnections: 4 });
    const orm2 = await openOrm(second.url, { poolMax: 2 });
    expect(await migrate(orm2)).toEqual([]);
    const rows = await orm2.em.fork().getConnection().execute(`select target from audit_log where action = 'restart-test'`);
    expect(rows).toEqual([{ target: 'kept' }]);
    await orm2.close(true);
    await second.stop();
  }, 180_000); // two disk-backed PGlite starts plus migrations: slow on a loaded 2-core machine

  it('refuses a second process on the same folder while the first holds it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shelfcheck-locked-'));
    writeFileSync(join(dir, 'pglite.lock'), String(process.ppid)); // a live process that is not us
    await expect(startEmbeddedPostgres({ dataDir: dir, maxConnections: 2 })).rejects.toThrow(/is in use by process/);
  });

  it('takes over a stale lock left by a process that died', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shelfcheck-stale-'));
    writeFileSync(join(dir, 'pglite.lock'), '999999999');
    const pg = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 2 });
    await pg.stop();
  }, 180_000); // two disk-backed PGlite starts plus migrations: slow on a loaded 2-core machine

  it('bounds every connection of the embedded database too (statement, lock and idle-in-transaction timeouts)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shelfcheck-timeouts-'));
    const pg = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 2 });
    const orm = await openOrm(pg.url, { poolMax: 1, timeouts: { statementMs: 7_000, lockMs: 3_000, idleInTransactionMs: 20_000 } });
    try {
      const conn = orm.em.fork().getConnection();
      const [row] = await conn.execute<{ s: string; l: string; i: string }[]>(
        "select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l, current_setting('idle_in_transaction_session_timeout') as i",
      );
      expect(row).toEqual({ s: '7s', l: '3s', i: '20s' });
    } finally {
      await orm.close(true);
      await pg.stop();
    }
  }, 180_000);
});
