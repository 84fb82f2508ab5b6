import { CSV_HEADER, tokenizeCsv, toCsvLine, toCsvRow } from '../../domain/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FixedClock } from '../support/fixed-clock.js';
import { createUser, sql, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf, storedBooks } from './admin-books.helper.js';

/** The whole body of a CSV download as text. */
const text = (res: { text?: string; body: unknown }) => res.text ?? String(res.body);

describe('book export', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({}, { clock: new FixedClock(new Date('2026-11-22T23:30:00Z')) });
    admin = await createUser(t, { admin: true, unlocked: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const importCsv = (csvContent: string) => t.http().post('/api/admin/books/import').set(admin.auth).send({ csvContent }).expect(200);
  const download = (path: string) =>
    t
      .http()
      .get(path)
      .set(admin.auth)
      .buffer(true)
      .parse((res, done) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done(null, body));
      });

  it('streams Title, Author, ISBN, Date Added of every book by title, as an attachment with the true count', async () => {
    const p = bookPrefix('export');
    await importCsv(csvOf([book(p, 2), book(p, 1, { title: `${p} Title 1, with a comma` }), book(p, 3, { isbn: '' })]));
    const res = await download('/api/admin/books/export.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="books-export-2026-11-22.csv"');
    const body = text(res).split('\r\n');
    expect(body[0]).toBe('Title,Author,ISBN,Date Added');
    expect(Number(res.headers['x-total-count'])).toBe(body.length - 1);
    const [{ n }] = await sql<{ n: string }>(t, 'select count(*) as n from book_content_analysis');
    expect(Number(res.headers['x-total-count'])).toBeLessThanOrEqual(Number(n));
    const today = '2026-11-22'; // the test clock's day: imports date new books by the clock
    const mine = body.filter((line) => line.includes(p));
    expect(mine).toEqual([
      `"${p} Title 1, with a comma",${p} Author 1,${book(p, 1).isbn},${today}`,
      `${p} Title 2,${p} Author 2,${book(p, 2).isbn},${today}`,
      `${p} Title 3,${p} Author 3,,${today}`,
    ]);
  });

  it('gives back, in the 36-column format, a catalog that imports to the same catalog', async () => {
    const p = bookPrefix('roundtrip');
    const books = [
      book(p, 1),
      book(p, 2, { isbn: '', summary: 'No ISBN, "quoted", and\r\na Windows line break' }),
      book(p, 3, { title: `${p} Title 3, "The Sequel"`, summary: '  ' }),
      book(p, 4, { author: `${p} Ümlaut Åuthor, Jr.`, summary: 'Ünïcödé ✓ — 日本語' }),
    ];
    await importCsv(csvOf(books));
    // two of them in a series (the optional columns), one with its volume left blank
    const seriesFile = [
      toCsvLine([...CSV_HEADER, 'series', 'series_volume']),
      toCsvLine([...toCsvRow(books[0]), `${p} Saga`, '1']),
      toCsvLine([...toCsvRow(books[2]), `${p} Saga`, '']),
    ].join('\r\n');
    expect((await importCsv(seriesFile)).body).toMatchObject({ success: true, errors: 0 });
    const seriesOf = () => sql(t, 'select title, series, series_volume from book_content_analysis where title like $1 order by title, isbn', [`${p}%`]);
    const before = await storedBooks(t, p);
    const seriesBefore = await seriesOf();
    expect(before).toHaveLength(4);
    expect(seriesBefore.filter((r) => r.series !== null)).toHaveLength(2);

    const res = await download('/api/admin/books/export-full.csv').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="books-export-2026-11-22-full.csv"');
    const records = tokenizeCsv(text(res));
    expect(records[0]?.fields).toEqual([...CSV_HEADER, 'series', 'series_volume']);
    expect(Number(res.headers['x-total-count'])).toBe(records.length - 1);

    // The catalog is shared with other suites: re-import this test's own records of the export.
    const mine = records.filter((r) => (r.fields[1] ?? '').startsWith(p));
    expect(mine).toHaveLength(4);
    const seriesCellsOut = mine
      .map((r) => r.fields.slice(-2).join('|'))
      .filter((c) => c !== '|')
      .sort();
    expect(seriesCellsOut).toEqual([`${p} Saga|`, `${p} Saga|1`]);
    await sql(t, 'delete from book_content_analysis where title like $1', [`${p}%`]);
    expect(await storedBooks(t, p)).toEqual([]);
    const reimport = await importCsv([toCsvLine(records[0].fields), ...mine.map((r) => toCsvLine(r.fields))].join('\r\n'));
    expect(reimport.body).toMatchObject({ success: true, imported: 4, inserted: 4, errors: 0, autoFixed: 0 });
    expect(await storedBooks(t, p)).toEqual(before);
    expect(await seriesOf()).toEqual(seriesBefore);
  });

  it('records each export in the audit log', async () => {
    const auditor = await createUser(t, { admin: true, unlocked: true });
    await t.http().get('/api/admin/books/export.csv').set(auditor.auth).expect(200);
    const rows = await sql<{ details: { format: string; total: number } }>(
      t,
      "select details from audit_log where actor_id = $1 and action = 'books.exported'",
      [auditor.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details.format).toBe('summary');
    expect(rows[0]?.details.total).toBeGreaterThan(0);
  });

  it('lists and searches the catalog with the true number of matches', async () => {
    const p = bookPrefix('search');
    await importCsv(csvOf([1, 2, 3, 4, 5].map((i) => book(p, i))));
    const page = await t.http().get(`/api/admin/books?q=${p}&limit=2&offset=1`).set(admin.auth).expect(200);
    expect(page.body.total).toBe(5);
    expect(page.body.items.map((b: { title: string }) => b.title)).toEqual([`${p} Title 2`, `${p} Title 3`]);
    expect(page.body.items[0]).toMatchObject({ isbn: book(p, 2).isbn, author: `${p} Author 2`, flags: book(p, 2).flags, examples: book(p, 2).examples });
    const byIsbn = await t
      .http()
      .get(`/api/admin/books?q=${book(p, 4).isbn}`)
      .set(admin.auth)
      .expect(200);
    expect(byIsbn.body.items.map((b: { title: string }) => b.title)).toEqual([`${p} Title 4`]);
    const byAuthor = await t
      .http()
      .get(`/api/admin/books?q=${encodeURIComponent(`${p} AUTHOR 5`)}`)
      .set(admin.auth)
      .expect(200);
    expect(byAuthor.body.total).toBe(1);
    const wildcard = await t
      .http()
      .get(`/api/admin/books?q=${encodeURIComponent(`${p}%`)}`)
      .set(admin.auth)
      .expect(200);
    expect(wildcard.body.total).toBe(0);
  });
});
