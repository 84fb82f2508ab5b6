import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../adapters/persistence/orm.js';
import type { ImportStrategy } from '../../adapters/admin/pg-catalog-importer.adapter.js';

/**
 * Issue 11, faults: "the process killed in the middle of an import: nothing half-written". A child
 * process stages thousands of books and is killed with SIGKILL before its commit; the catalog must
 * hold none of them, and the database must go on serving (no transaction or lock left behind).
 */
const CHILD = join(__dirname, 'fixtures', 'import-child.ts');
const TSX = join(__dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');

function importUntilKilled(url: string, strategy: ImportStrategy, prefix: string, killAfterRows: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, CHILD, url, strategy, prefix], { stdio: ['ignore', 'pipe', 'pipe'] });
    let staged = 0;
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d: Buffer) => {
      for (const m of d.toString().matchAll(/staged (\d+)/g)) staged = Number(m[1]);
      if (staged >= killAfterRows && child.exitCode === null) child.kill('SIGKILL');
    });
    child.once('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve(staged) : reject(new Error(`the import child ended by itself (${code}): ${stderr.slice(-1500)}`)),
    );
  });
}

describe.each<[ImportStrategy]>([['transaction'], ['staging']])('an import killed before its commit (%s)', (strategy) => {
  let orm: MikroORM;
  const url = process.env.SHELFCHECK_TEST_DB_URL as string;
  const count = async (prefix: string) =>
    Number(
      (
        await orm.em
          .fork()
          .getConnection()
          .execute<{ n: number }[]>('select count(*)::int as n from book_content_analysis where title like ?', [`${prefix}%`])
      )[0].n,
    );

  beforeAll(async () => {
    orm = await openOrm(url, { poolMax: 2 });
  });
  afterAll(async () => {
    await orm.close(true);
  });

  it('leaves nothing of it in the catalog, and the database serves and imports as before', async () => {
    const prefix = `killed-${strategy}-${randomBytes(4).toString('hex')}`;
    const before = Number((await orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from book_content_analysis'))[0].n);
    const staged = await importUntilKilled(url, strategy, prefix, 3000);
    expect(staged).toBeGreaterThanOrEqual(3000);

    // the server notices the dead client and rolls its work back; allow it a moment
    const deadline = Date.now() + 20_000;
    while ((await count(prefix)) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await count(prefix)).toBe(0);
    const after = Number(
      (
        await orm.em
          .fork()
          .getConnection()
          .execute<{ n: number }[]>('select count(*)::int as n from book_content_analysis where title not like ?', [`${prefix}%`])
      )[0].n,
    );
    expect(after).toBeGreaterThanOrEqual(before - 0); // other suites may add books meanwhile, never ours

    // nothing left holding the catalog: a write to it goes through
    await orm.em
      .fork()
      .getConnection()
      .execute(`insert into book_content_analysis (title, author, summary) values (?, 'After', 'kill test')`, [`${prefix} after`]);
    expect(await count(prefix)).toBe(1);
    await orm.em
      .fork()
      .getConnection()
      .execute('delete from book_content_analysis where title like ?', [`${prefix}%`]);
  }, 120_000);
});
