import { startTestApp, type TestApp } from '../support/test-app.js';
import { query, signIn, type Reader } from './readers-auth.helper.js';

/** A Goodreads export as Goodreads writes it: ISBNs as ="…" formulas, a review with a line break, YYYY/MM/DD dates. */
const GOODREADS = [
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies',
  '11,Wonder,R. J. Palacio,"Palacio, R. J.",,"=""0375869026""","=""9780375869020""",5,4.43,Knopf,Hardcover,310,2012,2012,2024/05/14,2024/01/02,,,read,"Loved it.\nSo kind.",,,1,0',
  '12,Dune,Frank Herbert,"Herbert, Frank",,"=""""","=""""",0,4.27,Ace,Paperback,604,1990,1965,,2024/02/01,currently-reading,currently-reading (#1),currently-reading,,,,0,0',
  '13,Holes,Louis Sachar,"Sachar, Louis",,,,0,3.98,Yearling,Paperback,233,2000,1998,,2024/02/03,to-read,to-read (#4),to-read,,,,0,0',
  '14,WONDER,r. j. palacio,"Palacio, R. J.",,,,0,4.43,Knopf,Paperback,310,2017,2012,,2024/02/05,to-read,to-read (#5),to-read,,,,0,0',
  '15,Matilda,Roald Dahl,"Dahl, Roald",,,,4,4.33,Puffin,Paperback,240,1988,1988,,2023/12/01,,,read,,,,1,0',
].join('\n');

const STORYGRAPH = [
  'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?',
  'The Hobbit,J. R. R. Tolkien,,9780547928227,paperback,read,2023/01/05,2023/03/09,2023/02/01-2023/03/09,1,adventurous,medium,Plot,Yes,Yes,No,Yes,4.5,,,,,No',
  'It,Stephen King,,9781501142970,hardcover,did-not-finish,2023/04/01,,,0,dark,slow,,,,,,,,,,,No',
  'Emma,Jane Austen,,9780141439587,paperback,paused,2023/05/01,,,0,,,,,,,,,,,,,No',
  'Coraline,Neil Gaiman,,9780380807345,ebook,currently-reading,2023/06/01,,,0,,,,,,,,,,,,,No',
  'Frindle,Andrew Clements,,9780689818769,paperback,to-read,2023/07/01,,,0,,,,,,,,,,,,,No',
].join('\n');

describe('reading-list import (POST /api/reading-list/import)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const importCsv = (who: Reader, body: Record<string, unknown>) => t.http().post('/api/reading-list/import').set(who.auth).send(body);
  /** The whole list, page after page (100 a page, X-Next-Offset: issue #19). */
  const listOf = async (who: Reader, readerId: string) => {
    const items: Array<Record<string, unknown>> = [];
    for (let offset: string | undefined = '0'; offset !== undefined;) {
      const res: { body: unknown; headers: Record<string, string | undefined> } = await t
        .http()
        .get(`/api/reading-list?reader_id=${readerId}&offset=${offset}`)
        .set(who.auth)
        .expect(200);
      items.push(...(res.body as Array<Record<string, unknown>>));
      offset = res.headers['x-next-offset'];
    }
    return items;
  };
  const kidOf = async (who: Reader) =>
    (await t.http().post('/api/family-members').set(who.auth).send({ name: 'Mia', age: 9, reading_level: 'Elementary' }).expect(201)).body.id as string;

  it('previews a Goodreads export without writing anything (dry run)', async () => {
    const u = await signIn(t, 'import-dry');
    const res = await importCsv(u, { reader_id: 'self', csvContent: GOODREADS, dryRun: true }).expect(200);
    expect(res.body).toEqual({
      dryRun: true,
      format: 'goodreads',
      total: 5,
      imported: 4,
      skipped: 1,
      errors: 0,
      rows: [
        { row: 2, title: 'Wonder', author: 'R. J. Palacio', status: 'completed', outcome: 'would_import' },
        { row: 3, title: 'Dune', author: 'Frank Herbert', status: 'currently_reading', outcome: 'would_import' },
        { row: 4, title: 'Holes', author: 'Louis Sachar', status: 'to_read', outcome: 'would_import' },
        { row: 5, title: 'WONDER', author: 'r. j. palacio', status: 'to_read', outcome: 'duplicate', reason: 'Already earlier in this file (row 2)' },
        { row: 6, title: 'Matilda', author: 'Roald Dahl', status: 'completed', outcome: 'would_import' },
      ],
    });
    expect(await listOf(u, 'self')).toEqual([]);
    // the default is a preview too
    expect((await importCsv(u, { reader_id: 'self', csvContent: GOODREADS }).expect(200)).body.dryRun).toBe(true);
    expect(await listOf(u, 'self')).toEqual([]);
  });

  it('imports a Goodreads export with statuses and dates, skipping a book already in the list', async () => {
    const u = await signIn(t, 'import-goodreads');
    const kid = await kidOf(u);
    await t.http().post('/api/reading-list').set(u.auth).send({ reader_id: kid, title: 'holes', author: 'LOUIS SACHAR' }).expect(201);
    const res = await importCsv(u, { reader_id: kid, csvContent: GOODREADS, dryRun: false }).expect(200);
    expect(res.body).toMatchObject({ dryRun: false, format: 'goodreads', total: 5, imported: 3, skipped: 2, errors: 0 });
    expect(res.body.rows.map((r: { outcome: string; reason?: string }) => [r.outcome, r.reason ?? null])).toEqual([
      ['imported', null],
      ['imported', null],
      ['duplicate', 'Book already in reading list'],
      ['duplicate', 'Already earlier in this file (row 2)'],
      ['imported', null],
    ]);
    const now = t.clock.now().toISOString();
    const byTitle = Object.fromEntries((await listOf(u, kid)).map((i) => [i.title, i]));
    expect(Object.keys(byTitle).sort()).toEqual(['Dune', 'Matilda', 'Wonder', 'holes']);
    expect(byTitle.Wonder).toMatchObject({
      reader_name: 'Mia (Age 9)',
      author: 'R. J. Palacio',
      reading_status: 'completed',
      started_reading_at: null,
      completed_reading_at: '2024-05-14T00:00:00.000Z',
    });
    expect(byTitle.Dune).toMatchObject({ reading_status: 'currently_reading', started_reading_at: now, completed_reading_at: null, ready_for_review: false });
    expect(byTitle.Matilda).toMatchObject({ reading_status: 'completed', completed_reading_at: now }); // read without a date: now
    // a second import of the same file adds nothing
    const again = await importCsv(u, { reader_id: kid, csvContent: GOODREADS, dryRun: false }).expect(200);
    expect([again.body.imported, again.body.skipped]).toEqual([0, 5]);
    expect(await listOf(u, kid)).toHaveLength(4);
  });

  it('imports a StoryGraph export; did-not-finish and paused are skipped with a reason', async () => {
    const u = await signIn(t, 'import-storygraph');
    const res = await importCsv(u, { reader_id: 'self', csvContent: STORYGRAPH, dryRun: false }).expect(200);
    expect(res.body).toMatchObject({ format: 'storygraph', total: 5, imported: 3, skipped: 2, errors: 0 });
    expect(res.body.rows.filter((r: { outcome: string }) => r.outcome === 'skipped')).toEqual([
      { row: 3, title: 'It', author: 'Stephen King', status: 'did-not-finish', outcome: 'skipped', reason: 'Not imported: marked as did not finish' },
      { row: 4, title: 'Emma', author: 'Jane Austen', status: 'paused', outcome: 'skipped', reason: 'Not imported: marked as paused' },
    ]);
    const items = await listOf(u, 'self');
    expect(items.map((i) => [i.title, i.reading_status, i.completed_reading_at]).sort()).toEqual([
      ['Coraline', 'currently_reading', null],
      ['Frindle', 'to_read', null],
      ['The Hobbit', 'completed', '2023-03-09T00:00:00.000Z'],
    ]);
    // imported completions count toward that year's reading goal
    expect((await t.http().get('/api/reading-goals/self?year=2023').set(u.auth).expect(200)).body.completed).toBe(1);
  });

  it('reports rows without a title as errors and still imports the rest', async () => {
    const u = await signIn(t, 'import-errors');
    const csv = 'Title,Author,Exclusive Shelf\n,Nobody,read\nHatchet,Gary Paulsen,to-read\n';
    const res = await importCsv(u, { reader_id: 'self', csvContent: csv, dryRun: false }).expect(200);
    expect(res.body).toMatchObject({
      total: 2,
      imported: 1,
      skipped: 0,
      errors: 1,
      rows: [
        { row: 2, outcome: 'error', reason: 'Title is required' },
        { row: 3, outcome: 'imported' },
      ],
    });
  });

  it("answers 404 for another account's reader and writes nothing there", async () => {
    const owner = await signIn(t, 'import-owner');
    const intruder = await signIn(t, 'import-intruder');
    const kid = await kidOf(owner);
    for (const readerId of [kid, '00000000-0000-4000-8000-000000000000', 'nobody']) {
      const res = await importCsv(intruder, { reader_id: readerId, csvContent: GOODREADS, dryRun: false }).expect(404);
      expect(res.body).toEqual({
        code: 'not_found',
        message: 'Please select a family member or yourself',
        errors: ['Please select a family member or yourself'],
      });
    }
    expect(await listOf(owner, kid)).toEqual([]);
  });

  it('needs a signed-in user (401)', async () => {
    await t.http().post('/api/reading-list/import').send({ reader_id: 'self', csvContent: GOODREADS, dryRun: true }).expect(401);
  });

  it.each([
    [
      'an unknown header',
      'Name,Writer,Shelf\nWonder,R. J. Palacio,read',
      400,
      'This file is not a Goodreads or StoryGraph export. Expected a header row with Title, Author, Exclusive Shelf (Goodreads) or Title, Authors, Read Status (StoryGraph).',
    ],
    ['an empty file', '', 400, 'Please choose a CSV file to import'],
    ['a header without books', 'Title,Author,Exclusive Shelf\n', 400, 'The file has a header row but no books'],
    ['broken quoting', 'Title,Author,Exclusive Shelf\n"Wonder,R. J. Palacio,read', 400, null],
    ['more than 10,000 rows', `Title,Author,Exclusive Shelf\n${'A,B,read\n'.repeat(10_001)}`, 413, 'The file has too many books: at most 10,000 rows'],
    ['more than 5 MB', `Title,Author,Exclusive Shelf\n"${'é'.repeat(2_700_000)}",B,read\n`, 413, 'The file is too large: at most 5 MB'],
  ])('refuses %s', async (_case, csvContent, status, message) => {
    const u = await signIn(t, 'import-refused');
    const res = await importCsv(u, { reader_id: 'self', csvContent, dryRun: false }).expect(status);
    if (message) expect(res.body).toEqual({ code: status === 413 ? 'payload_too_large' : 'validation_failed', message, errors: [message] });
    else expect(res.body.message).toMatch(/^This file could not be read as CSV: /);
    expect(await listOf(u, 'self')).toEqual([]);
  });

  it.each([
    ['no csvContent', { reader_id: 'self', dryRun: true }],
    ['a dryRun that is not a boolean', { reader_id: 'self', csvContent: GOODREADS, dryRun: 'yes' }],
    ['an unknown field', { reader_id: 'self', csvContent: GOODREADS, dryRun: true, extra: 1 }],
  ])('refuses a body with %s (400)', async (_case, body) => {
    const u = await signIn(t, 'import-shape');
    await importCsv(u, body).expect(400);
  });

  describe('when the database fails half way', () => {
    beforeAll(async () => {
      await query(
        t,
        `create or replace function reading_list_import_fault() returns trigger language plpgsql as $$
        begin
          if new.title = 'Fault Halfway' then raise exception 'injected failure half way through an import'; end if;
          return new;
        end $$`,
      );
      await query(t, `create trigger reading_list_import_fault before insert on reading_list for each row execute function reading_list_import_fault()`);
    });
    afterAll(async () => {
      await query(t, `drop trigger if exists reading_list_import_fault on reading_list`);
      await query(t, `drop function if exists reading_list_import_fault()`);
    });

    it('writes nothing: the books before the failing one are rolled back too', async () => {
      const u = await signIn(t, 'import-fault');
      const books = Array.from({ length: 700 }, (_, i) => `Book ${i},Author ${i},to-read`);
      books.splice(600, 0, 'Fault Halfway,Someone,read'); // in the second chunk of inserts
      const csv = `Title,Author,Exclusive Shelf\n${books.join('\n')}\n`;
      const res = await importCsv(u, { reader_id: 'self', csvContent: csv, dryRun: false });
      expect(res.status).toBe(500);
      const [count] = await query<{ n: number }>(t, `select count(*)::int as n from reading_list where user_id = ?`, [u.id]);
      expect(count.n).toBe(0);
      // the same file without the failing row goes in whole
      const ok = await importCsv(u, {
        reader_id: 'self',
        csvContent: `Title,Author,Exclusive Shelf\n${books.filter((b) => !b.startsWith('Fault')).join('\n')}\n`,
        dryRun: false,
      }).expect(200);
      expect(ok.body.imported).toBe(700);
      expect(await listOf(u, 'self')).toHaveLength(700);
    });
  });
});
