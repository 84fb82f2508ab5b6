import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { BookCatalog } from '../../application/ports/book-catalog.port.js';
import { MikroOrmBookCatalog } from '../../adapters/catalog/mikro-orm-book-catalog.adapter.js';
import { catalogVersionOf, forgetCatalogVersion, VersionedSearchCache } from '../../adapters/catalog/versioned-search-cache.js';
import { db, transaction } from '../../adapters/persistence/database.js';
import { openOrm } from '../../adapters/persistence/orm.js';

/**
 * Issue 20: a repeated catalog search is answered from memory while the catalog is unchanged, and
 * never after it changed: the catalog's version grows at the commit of every change (a deferred
 * trigger, once per transaction), and the cache keys every answer by the version read before it.
 */
describe('catalog search kept while the catalog is unchanged', () => {
  let orm: MikroORM;
  let other: MikroORM; // a second pool: another instance, or an admin import in its own transaction
  beforeAll(async () => {
    orm = await openOrm(process.env.SHELFCHECK_TEST_DB_URL as string, { poolMax: 4 });
    other = await openOrm(process.env.SHELFCHECK_TEST_DB_URL as string, { poolMax: 2 });
  });
  afterAll(async () => {
    await orm.close(true);
    await other.close(true);
  });

  const version = () => catalogVersionOf(orm)();
  // a title no other book is near (the search is fuzzy)
  const title = (word: string) => `${word} ${randomUUID().replace(/-/g, ' ')}`;
  const titles = (hits: readonly { title: string }[]) => hits.map((h) => h.title);
  const addBook = (on: MikroORM, bookTitle: string) =>
    db(on).insertInto('book_content_analysis').values({ title: bookTitle, author: 'Ada Marsh', source: 'import' }).execute();

  /** The real catalog, counting the searches that reached the database. */
  function counted(): { catalog: BookCatalog; calls: () => number } {
    const real = new MikroOrmBookCatalog(orm);
    let calls = 0;
    const catalog = Object.create(real) as BookCatalog;
    catalog.search = (q, limit) => {
      calls += 1;
      return real.search(q, limit);
    };
    catalog.searchWithFacts = (q, limit) => {
      calls += 1;
      return real.searchWithFacts(q, limit);
    };
    return { catalog, calls: () => calls };
  }

  it('the version grows by one per committed change, whatever the rows, and not for a rollback or a read', async () => {
    // The suites share one database, so another suite's change may land in the middle of a try: a
    // try is made again then (up to three), and one try must show exactly the steps below.
    const steps = async (): Promise<number[]> => {
      const before = await version();
      const seen: number[] = [];
      await transaction(other, async (_em, tx) => {
        for (const word of ['Amber', 'Birch', 'Cedar'])
          await tx
            .insertInto('book_content_analysis')
            .values({ title: title(word), author: 'Ada Marsh', source: 'import' })
            .execute();
      });
      seen.push((await version()) - before);
      await db(other).updateTable('book_content_analysis').set({ summary: 'changed' }).where('author', '=', 'Ada Marsh').execute();
      seen.push((await version()) - before);
      await expect(
        transaction(other, async (_em, tx) => {
          await tx
            .insertInto('book_content_analysis')
            .values({ title: title('Rolled'), author: 'Ada Marsh', source: 'import' })
            .execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await db(other).selectFrom('book_content_analysis').select('id').limit(1).execute();
      seen.push((await version()) - before);
      return seen;
    };
    let seen = await steps();
    for (let retry = 0; retry < 2 && seen.join() !== '1,2,2'; retry++) seen = await steps();
    expect(seen).toEqual([1, 2, 2]);
  });

  it('a repeated search reaches the database once; the same search after a change reaches it again and finds the new book', async () => {
    const { catalog, calls } = counted();
    const cache = new VersionedSearchCache(catalog, catalogVersionOf(orm));
    const wanted = title('Saffron');
    // The suites share one database, and another suite may change the catalog between two searches
    // (the second then rightly looks again): the pair is tried until the version held still across it.
    let repeatedReached = Number.NaN;
    for (let attempt = 0; attempt < 5 && Number.isNaN(repeatedReached); attempt++) {
      const before = await version();
      expect(titles(await cache.search(wanted, 10))).not.toContain(wanted);
      const afterFirst = calls();
      expect(titles(await cache.search(`  ${wanted.toUpperCase()} `, 10))).not.toContain(wanted); // the same search, spelled otherwise
      if ((await version()) === before) repeatedReached = calls() - afterFirst;
    }
    expect(calls()).toBeGreaterThanOrEqual(1); // the first search asked the database
    expect(repeatedReached).toBe(0); // the same search again, the catalog unchanged: answered from memory
    const searches = calls();
    await addBook(other, wanted); // committed by another pool, as another instance would
    expect(titles(await cache.search(wanted, 10))).toContain(wanted);
    expect(calls()).toBe(searches + 1);
    // a search with facts is its own answer
    expect(titles(await cache.searchWithFacts(wanted, 10))).toContain(wanted);
    expect(calls()).toBe(searches + 2);
  });

  // Two transactions at once need a database server: the embedded PGlite is one backend that every
  // connection shares, so a transaction held open on one connection holds every other (and there is
  // no "not yet committed elsewhere" to see). CI runs on PostgreSQL.
  const serverDb = !(process.env.SHELFCHECK_TEST_DB_KIND ?? '').startsWith('embedded');
  if (!serverDb)
    process.stdout.write('\n[tests] SKIPPED the uncommitted-change case of catalog-search-cache.spec.ts: it needs a PostgreSQL server (TEST_DATABASE_URL)\n');
  (serverDb ? it : it.skip)('a change not yet committed is not in the kept answer, and its commit makes the next search look again', async () => {
    const { catalog } = counted();
    const cache = new VersionedSearchCache(catalog, catalogVersionOf(orm));
    const wanted = title('Juniper');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const importing = transaction(other, async (_em, tx) => {
      await tx.insertInto('book_content_analysis').values({ title: wanted, author: 'Ada Marsh', source: 'import' }).execute();
      inserted();
      await held; // the import is still running
    });
    await written;
    try {
      expect(titles(await cache.search(wanted, 10))).not.toContain(wanted); // not committed: not there, and kept so
    } finally {
      release();
      await importing;
    }
    expect(titles(await cache.search(wanted, 10))).toContain(wanted);
  });

  it('identical searches at the same moment share one query; answers are frozen; a failed search is not kept', async () => {
    const { catalog, calls } = counted();
    const cache = new VersionedSearchCache(catalog, catalogVersionOf(orm));
    const q = title('Willow');
    const answers = await Promise.all([cache.search(q, 5), cache.search(q, 5), cache.search(q, 5)]);
    expect(calls()).toBe(1);
    expect(Object.isFrozen(answers[0])).toBe(true);

    let fail = true;
    const flaky = Object.create(catalog) as BookCatalog;
    flaky.search = (query, limit) => (fail ? Promise.reject(new Error('database away')) : catalog.search(query, limit));
    const retried = new VersionedSearchCache(flaky, catalogVersionOf(orm));
    await expect(retried.search(q, 5)).rejects.toThrow('database away');
    fail = false;
    expect(titles(await retried.search(q, 5))).not.toContain(q);
  });

  it('with a reuse window, one version read serves the searches within it; forgetCatalogVersion and a failed read end it', async () => {
    const { catalog } = counted();
    let clock = 5_000;
    let reads = 0;
    let failNext = false;
    const cache = new VersionedSearchCache(
      catalog,
      async () => {
        reads += 1;
        if (failNext) {
          failNext = false;
          throw new Error('database away');
        }
        return version();
      },
      { versionReuseMs: 1_000, now: () => clock },
    );
    const q = title('Rowan');
    await Promise.all([cache.search(q, 5), cache.search(q, 5), cache.searchWithFacts(q, 5)]);
    clock += 999;
    await cache.search(q, 5);
    expect(reads).toBe(1);
    clock += 1;
    await cache.search(q, 5);
    expect(reads).toBe(2);
    forgetCatalogVersion(); // a catalog write of this process
    await cache.search(q, 5);
    expect(reads).toBe(3);
    forgetCatalogVersion();
    failNext = true;
    await expect(cache.search(q, 5)).rejects.toThrow('database away');
    await cache.search(q, 5); // the failed read is not reused
    expect(reads).toBe(5);
  });

  it('an empty search is not kept and reads no version', async () => {
    const { catalog } = counted();
    let reads = 0;
    const cache = new VersionedSearchCache(catalog, async () => {
      reads += 1;
      return 0;
    });
    expect(await cache.search('   ', 5)).toEqual([]);
    expect(reads).toBe(0);
  });
});
