import { CSV_HEADER, FORMULA_TRIGGERS, quoteCsvCell, tokenizeCsv } from '../../domain/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FixedClock } from '../support/fixed-clock.js';
import { createUser, sql, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf } from './admin-books.helper.js';

/**
 * Issue #19, item 6: formula injection in the admin exports. A cell starting with =, +, -, @, a tab
 * or a carriage return is written with a leading quote (text in a spreadsheet), and the importer
 * takes that quote off again, so export-full.csv re-imports to exactly the same catalog.
 */
const text = (res: { text?: string; body: unknown }) => res.text ?? String(res.body);
const startsAFormula = (cell: string) => (FORMULA_TRIGGERS as readonly string[]).includes(cell[0] ?? '');

describe('admin exports neutralise formulas and still re-import to the same catalog', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({}, { clock: new FixedClock(new Date('2026-11-25T10:00:00Z')) });
    admin = await createUser(t, { admin: true, unlocked: true });
  });
  afterAll(async () => {
    await t.close();
  });

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
  /** This test's own rows (the catalog is shared with other suites): their titles hold the prefix. */
  const mine = (p: string) => sql(t, `select ${CSV_HEADER.join(', ')} from book_content_analysis where position($1 in title) > 0 order by isbn`, [p]);

  it('seeds a book per dangerous character, exports it neutralised, and re-imports the export to the same rows', async () => {
    const p = bookPrefix('formula');
    const books = FORMULA_TRIGGERS.map((c, i) =>
      book(p, i, {
        title: `${c}HYPERLINK("http://evil.example/${i}","${p} Title ${i}")`,
        author: `${c}cmd|' /C calc'!A0`,
        summary: `${c}1+1 and more`,
        examples: { ...book(p, i).examples, violence: `${c}2+2` },
      }),
    );
    const seeded = await t
      .http()
      .post('/api/admin/books/import')
      .set(admin.auth)
      .send({ csvContent: csvOf(books) })
      .expect(200);
    expect(seeded.body).toMatchObject({ imported: 6, errors: 0 });
    const before = await mine(p);
    // stored exactly as seeded, leading tab and carriage return included
    expect(before.map((b) => [b.title, b.author, b.summary, b.violence_example])).toEqual(
      books.map((b) => [b.title, b.author, b.summary, b.examples.violence]),
    );

    const summary = tokenizeCsv(text(await download('/api/admin/books/export.csv').expect(200))).filter((r) => (r.fields[0] ?? '').includes(p));
    expect(summary.map((r) => r.fields.slice(0, 2))).toEqual(books.map((b) => [`'${b.title}`, `'${b.author}`]).sort((a, b) => (a[0] < b[0] ? -1 : 1)));

    const full = tokenizeCsv(text(await download('/api/admin/books/export-full.csv').expect(200)));
    const rows = full.filter((r) => (r.fields[1] ?? '').includes(p));
    expect(rows).toHaveLength(6);
    // 4 cells a book start with a formula character; every one is neutralised, none left live
    expect(rows.flatMap((r) => r.fields).filter((cell) => cell.startsWith("'") && startsAFormula(cell.slice(1)))).toHaveLength(24);
    expect(rows.flatMap((r) => r.fields).filter(startsAFormula)).toEqual([]);

    await sql(t, 'delete from book_content_analysis where position($1 in title) > 0', [p]);
    expect(await mine(p)).toEqual([]);
    // the export's own cells, written back exactly as the file holds them (quoting only)
    const reimportText = [full[0], ...rows].map((r) => r.fields.map(quoteCsvCell).join(',')).join('\r\n');
    const reimport = await t.http().post('/api/admin/books/import').set(admin.auth).send({ csvContent: reimportText }).expect(200);
    expect(reimport.body).toMatchObject({ imported: 6, inserted: 6, errors: 0, autoFixed: 0 });
    expect(await mine(p)).toEqual(before);
  });
});
