import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CATALOG_FLAGS, type BookCsvRow, type CatalogFlag } from '../../domain/index.js';
import { ImportRejectedError } from '../../application/admin/ports/catalog-importer.port.js';
import { openOrm } from '../persistence/orm.js';
import { PgCatalogImporter, type ImportStrategy } from './pg-catalog-importer.adapter.js';
import { IMPORT_BATCH } from './pg-import-sessions.js';
import { pgPoolOf } from './pg-pool.js';

const byFlag = <T>(make: (f: CatalogFlag, k: number) => T) => Object.fromEntries(CATALOG_FLAGS.map((f, k) => [f, make(f, k)])) as Record<CatalogFlag, T>;

describe.each<[ImportStrategy]>([['transaction'], ['staging']])('importing into the catalog (%s)', (strategy) => {
  let orm: MikroORM;
  let query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  const at = new Date('2026-11-22T12:00:00.000Z');

  beforeAll(async () => {
    orm = await openOrm(process.env.SHELFCHECK_TEST_DB_URL as string, { poolMax: 2 });
    const pool = pgPoolOf(orm);
    query = async (sql, params = []) => (await (await pool()).query(sql, params)).rows;
  });
  afterAll(async () => {
    await orm.close(true);
  });

  const prefix = () => `imp-${strategy}-${randomBytes(4).toString('hex')}`;
  const row = (p: string, i: number, over: Partial<BookCsvRow> = {}): BookCsvRow => ({
    row: i + 2,
    isbn: `${p}-${i}`,
    title: `${p} Title ${i}`,
    author: `${p} Author`,
    summary: `Summary ${i}`,
    flags: byFlag((_f, k) => k === i % 16),
    examples: byFlag((f, k) => (k === i % 16 ? `${f} ${i}` : '')),
    ...over,
  });
  const stored = (p: string) =>
    query(`select isbn, title, summary, violence_flag, created_at from book_content_analysis where title like $1 order by title`, [`${p}%`]);

  it('writes several batches, counts new and updated books once each, and keeps the later row of a book', async () => {
    const p = prefix();
    const importer = new PgCatalogImporter(orm, strategy);
    const first = await importer.begin(at);
    await first.stage([row(p, 0, { summary: 'old' })]);
    await first.commit();
    await first.close();

    const session = await importer.begin(at);
    const rows = Array.from({ length: IMPORT_BATCH + 10 }, (_, i) => row(p, i));
    await session.stage(rows.slice(0, IMPORT_BATCH + 5)); // one batch goes out here
    await session.stage([
      ...rows.slice(IMPORT_BATCH + 5),
      row(p, 1, { row: 99_999, summary: 'later' }),
      row(p, 2000, { isbn: '', title: `${p} No ISBN`, row: 100_000 }),
    ]);
    const result = await session.commit();
    await session.close();
    expect(result).toEqual({ inserted: IMPORT_BATCH + 10, updated: 1 });
    const books = await stored(p);
    expect(books).toHaveLength(IMPORT_BATCH + 11);
    expect(books.find((b) => b.isbn === `${p}-1`)?.summary).toBe('later');
    expect(books.find((b) => b.isbn === null)?.title).toBe(`${p} No ISBN`);
  });

  it.each([['at a late batch'], ['at the commit']])('leaves the catalog exactly as it was when the database refuses a row %s', async (when) => {
    const p = prefix();
    const importer = new PgCatalogImporter(orm, strategy);
    const seed = await importer.begin(at);
    await seed.stage([row(p, 0, { summary: 'before' })]);
    await seed.commit();
    await seed.close();
    const before = await stored(p);

    const session = await importer.begin(new Date('2026-11-23T00:00:00.000Z'));
    const bad = row(p, 3, { title: `${p} ${randomBytes(3000).toString('base64')}` }); // beyond the title index's row size
    const rows = [row(p, 0, { summary: 'after' }), ...Array.from({ length: IMPORT_BATCH * 2 }, (_, i) => row(p, i + 10))];
    const run = async () => {
      await session.stage(rows);
      await session.stage([bad]);
      if (when === 'at a late batch') await session.stage(Array.from({ length: IMPORT_BATCH }, (_, i) => row(p, 5000 + i)));
      await session.commit();
    };
    await expect(run()).rejects.toBeInstanceOf(ImportRejectedError);
    await session.close();
    expect(await stored(p)).toEqual(before);
    expect(await query("select count(*)::int as n from pg_class where relname like 'admin_import_%' and relpersistence = 't'")).toEqual([{ n: 0 }]);
  });

  it('leaves the catalog as it was when the session is closed without a commit', async () => {
    const p = prefix();
    const session = await new PgCatalogImporter(orm, strategy).begin(at);
    await session.stage(Array.from({ length: IMPORT_BATCH + 1 }, (_, i) => row(p, i)));
    await session.close();
    expect(await stored(p)).toEqual([]);
  });
});

describe('choosing the strategy', () => {
  it('stages on the embedded PGlite and uses a transaction on a PostgreSQL server', async () => {
    const orm = await openOrm(process.env.SHELFCHECK_TEST_DB_URL as string, { poolMax: 1 });
    try {
      const importer = new PgCatalogImporter(orm);
      const session = await importer.begin(new Date());
      await session.close();
      const embedded = (process.env.SHELFCHECK_TEST_DB_KIND ?? '').includes('PGlite');
      expect(session.constructor.name).toBe(embedded ? 'StagingSession' : 'TransactionSession');
    } finally {
      await orm.close(true);
    }
  });
});
