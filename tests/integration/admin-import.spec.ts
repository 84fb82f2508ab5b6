import { randomBytes } from 'node:crypto';
import { CSV_HEADER, toCsvLine } from '../../domain/index.js';
import type { TestApp } from '../support/test-app.js';
import { adminAppForSuite, createUser, sql, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf, importBooksCsv, HEADER_LINE, storedBooks } from './admin-books.helper.js';

const FIELD_COUNT = (row: number, got: number) => `Row ${row}: Could not normalize to 36 fields (got ${got}). Check for stray commas or unmatched quotes.`;

/** The 36 plain cells of a test book (written without quoting, as a careless spreadsheet would). */
const cells = (prefix: string, i: number, change: Record<number, string> = {}): string[] => {
  const b = book(prefix, i, { summary: `Summary ${i}` });
  const row = [
    b.isbn,
    b.title,
    b.author,
    b.summary,
    ...Object.keys(b.flags).flatMap((f) => [b.flags[f as 'violence'] ? 'yes' : 'no', b.examples[f as 'violence']]),
  ];
  for (const [k, v] of Object.entries(change)) row[Number(k)] = v;
  return row;
};
const plain = (row: readonly string[]) => row.join(',');

describe('book import', () => {
  let t: TestApp;
  let admin: TestUser;
  adminAppForSuite((s) => ({ t, admin } = s));

  const importCsv = (csvContent: string, options: { dryRun?: boolean; clean?: boolean } = {}) => importBooksCsv(t, admin, csvContent, options);

  describe('reads every CSV case with the exact row-numbered message', () => {
    it('keeps quoted quotes and reports an unmatched quote as a warning', async () => {
      const p = bookPrefix('quotes');
      const text = [HEADER_LINE, toCsvLine(cells(p, 1, { 1: `${p} The "Best" Book` })), plain(cells(p, 2)).replace(`${p} Title 2`, `"${p} Title 2`)].join('\n');
      const res = await importCsv(text, { dryRun: true }).expect(200);
      expect(res.body.previewData.map((b: { title: string }) => b.title)).toEqual([`${p} The "Best" Book`, `"${p} Title 2`]);
      expect(res.body.validationDetails).toEqual(['Row 3: Unmatched quote; the row was read with its quotes as plain text']);
      expect(res.body).toMatchObject({ success: true, total: 2, errors: 0, validationWarnings: 1 });
    });

    it('counts a record with quoted commas and line breaks as one row', async () => {
      const p = bookPrefix('multiline');
      const text = [HEADER_LINE, toCsvLine(cells(p, 1, { 3: 'line one,\nline two, "q"' })), plain(cells(p, 2)), plain(cells(p, 3).slice(0, 12))].join('\n');
      const res = await importCsv(text, { dryRun: true }).expect(200);
      expect(res.body.errorDetails).toEqual([FIELD_COUNT(4, 12)]);
      expect(res.body).toMatchObject({ success: false, total: 3, valid: 2, errors: 1 });
    });

    it.each([
      ['a stray comma in the summary', 3, 'a, b'],
      ['a stray comma in an example', 5, 'x, y'],
    ])('refuses %s with the row number and its field count, never shifting the flags', async (_case, column, value) => {
      const p = bookPrefix('stray');
      const res = await importCsv([HEADER_LINE, plain(cells(p, 0, { [column]: value, 4: 'yes' }))].join('\n'), { dryRun: true }).expect(400);
      expect(res.body.errors).toEqual([FIELD_COUNT(2, 37)]);
    });

    it('puts back a missing empty example field', async () => {
      const p = bookPrefix('missing');
      const res = await importCsv([HEADER_LINE, plain(cells(p, 1).slice(0, 35))].join('\n'), { dryRun: true }).expect(200);
      expect(res.body.autoFixDetails).toEqual(['Row 2: Added the missing empty suicide_self_harm_example']);
    });

    it.each([
      ['a short row', (p: string) => plain(cells(p, 1).slice(0, 12)), FIELD_COUNT(3, 12)],
      ['stray commas that leave no reading', (p: string) => plain(cells(p, 1, { 3: 'a, b', 4: 'maybe' })), FIELD_COUNT(3, 37)],
      ['a missing title', (p: string) => plain(cells(p, 1, { 1: '' })), 'Row 3: Title and author are required'],
    ])('drops %s with its row number', async (_case, line, message) => {
      const p = bookPrefix('bad');
      const res = await importCsv([HEADER_LINE, plain(cells(p, 0)), line(p)].join('\n'), { dryRun: true }).expect(200);
      expect(res.body.errorDetails).toEqual([message]);
      expect(res.body).toMatchObject({ success: false, total: 2, valid: 1, errors: 1 });
    });

    it('refuses flags other than yes or no in the clean import, naming each column', async () => {
      const p = bookPrefix('clean');
      const text = [HEADER_LINE, plain(cells(p, 0)), plain(cells(p, 1, { 4: 'y', 6: 'maybe' }))].join('\n');
      const res = await importCsv(text, { dryRun: true, clean: true }).expect(200);
      expect(res.body.errorDetails).toEqual(['Row 3: violence_flag must be yes or no (got "y"); sexual_content_flag must be yes or no (got "maybe")']);
      expect(res.body).toMatchObject({ imported: 0, errors: 1, total: 2 });
      expect(res.body.previewData).toHaveLength(1);
    });

    it('reads y, true and TRUE as yes in the batch import', async () => {
      const p = bookPrefix('lenient');
      // book 1 has drug_alcohol_use, scary_horror and body_image_eating set to yes
      const res = await importCsv([HEADER_LINE, plain(cells(p, 1, { 4: 'y', 6: 'TRUE', 12: 'nope' }))].join('\n'), { dryRun: true }).expect(200);
      expect(res.body.previewData[0].contentFlags).toEqual(['violence', 'sexual_content', 'scary_horror', 'body_image_eating']);
    });

    it('drops a byte-order mark and reads Windows line ends', async () => {
      const p = bookPrefix('bom');
      const text = `\uFEFF${[HEADER_LINE, plain(cells(p, 1)), '', plain(cells(p, 2).slice(0, 3))].join('\r\n')}\r\n`;
      const res = await importCsv(text, { dryRun: true }).expect(200);
      expect(res.body.errorDetails).toEqual([FIELD_COUNT(4, 3)]);
      expect(res.body.previewData[0].isbn).toBe(cells(p, 1)[0]);
      expect(res.body.previewData[0].title).toBe(`${p} Title 1`);
    });

    it('refuses a row whose ISBN is present but invalid, and keeps the others', async () => {
      const p = bookPrefix('isbn');
      const res = await importCsv([HEADER_LINE, plain(cells(p, 1, { 0: '12345' })), plain(cells(p, 2))].join('\n'), { dryRun: true }).expect(200);
      expect([res.body.errorDetails, res.body.validationDetails, res.body.valid]).toEqual([['Row 2: "12345" is not a valid ISBN-10 or ISBN-13'], [], 1]);
    });

    it.each([
      ['an empty text', '', 'Please paste CSV content before importing'],
      ['blank lines', '   \n ', 'Please paste CSV content before importing'],
      ['a header alone', HEADER_LINE, 'Please paste CSV rows...'],
    ])('refuses %s with 400', async (_case, text, message) => {
      const res = await importCsv(text).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a missing csvContent like an empty one', async () => {
      const res = await t.http().post('/api/admin/books/import').set(admin.auth).send({ dryRun: true }).expect(400);
      expect(res.body.message).toBe('Please paste CSV content before importing');
    });

    /** 10 MB of random characters with a line break about every `lineLength` characters. */
    const garbage = (lineLength: number) => {
      const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 ,;"\t-';
      const bytes = randomBytes(10 * 1024 * 1024);
      const chunks: string[] = [];
      for (let i = 0; i < bytes.length; i += 65536) {
        chunks.push(Array.from(bytes.subarray(i, i + 65536), (b, j) => ((i + j) % lineLength === 0 ? '\n' : alphabet[b % alphabet.length])).join(''));
      }
      return chunks.join('');
    };

    // No timed assertion (shared, noisy machine): the Jest timeout is what catches a hang.
    it('answers 10 MB of garbage with a clear row-numbered 400, not a 500 or a hang', async () => {
      const res = await importCsv(garbage(200), { dryRun: true });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.message).toMatch(/^Row 2: Could not normalize to 36 fields \(got \d+\)\. Check for stray commas or unmatched quotes\.$/);
      expect(res.body.errors.length).toBe(10);
    }, 90_000);

    it('answers 10 MB of short garbage lines with 413: more rows than an import takes', async () => {
      const res = await importCsv(garbage(40), { dryRun: true });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The CSV has more than 100000 rows: split it into imports of at most 100000 rows');
    }, 60_000);

    it('refuses a body over the 12 MB limit with 413', async () => {
      const res = await importCsv('x'.repeat(13 * 1024 * 1024), { dryRun: true }).expect(413);
      expect(res.body.code).toBe('payload_too_large');
    }, 30_000);
  });

  describe('dry run', () => {
    it('previews the first 3 books and the first 10 errors, and writes nothing', async () => {
      const p = bookPrefix('preview');
      const lines = [...[1, 2, 3, 4, 5].map((i) => toCsvLine(book(p, i))), ...Array.from({ length: 12 }, (_, i) => plain(cells(p, 100 + i).slice(0, 10)))];
      const res = await importCsv([HEADER_LINE, ...lines].join('\r\n'), { dryRun: true }).expect(200);
      expect(res.body).toMatchObject({ success: false, dryRun: true, total: 17, valid: 5, imported: 0, errors: 12 });
      expect(res.body.previewData).toEqual(
        [1, 2, 3].map((i) => ({ title: `${p} Title ${i}`, author: `${p} Author ${i}`, isbn: book(p, i).isbn, contentFlags: expect.any(Array) })),
      );
      expect(res.body.errorDetails).toHaveLength(10);
      expect(res.body.errorDetails[0]).toBe(FIELD_COUNT(7, 10));
      expect(await storedBooks(t, p)).toEqual([]);
    });
  });

  describe('real import', () => {
    it('inserts new books, then updates them by ISBN', async () => {
      const p = bookPrefix('upsert');
      const first = await importCsv(csvOf([book(p, 1), book(p, 2)])).expect(200);
      expect(first.body).toMatchObject({ success: true, dryRun: false, total: 2, imported: 2, inserted: 2, updated: 0 });
      const second = await importCsv(csvOf([book(p, 2, { summary: 'A new summary' }), book(p, 3)])).expect(200);
      expect(second.body).toMatchObject({ imported: 2, inserted: 1, updated: 1 });
      const stored = await storedBooks(t, p);
      expect(stored.map((b) => [b.title, b.summary])).toEqual([
        [`${p} Title 1`, book(p, 1).summary],
        [`${p} Title 2`, 'A new summary'],
        [`${p} Title 3`, book(p, 3).summary],
      ]);
      expect(stored[0]).toMatchObject({ violence_flag: book(p, 1).flags.violence, violence_example: book(p, 1).examples.violence });
    });

    it('matches books without an ISBN on title and author in any case', async () => {
      const p = bookPrefix('noisbn');
      await importCsv(csvOf([book(p, 1, { isbn: '' })])).expect(200);
      const res = await importCsv(csvOf([book(p, 1, { isbn: '', title: `${p} TITLE 1`, author: `${p} author 1`, summary: 'Changed' })])).expect(200);
      expect(res.body).toMatchObject({ inserted: 0, updated: 1 });
      const stored = await storedBooks(t, p);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ isbn: null, title: `${p} TITLE 1`, summary: 'Changed' });
    });

    it('keeps the later of two rows for the same book and warns', async () => {
      const p = bookPrefix('dupe');
      const res = await importCsv(csvOf([book(p, 1, { summary: 'first' }), book(p, 2), book(p, 1, { summary: 'second' })])).expect(200);
      expect(res.body.validationDetails).toEqual([`Row 4: same book as row 2 (ISBN ${book(p, 1).isbn}); the later row is kept`]);
      expect(res.body).toMatchObject({ total: 3, valid: 2, imported: 2 });
      expect((await storedBooks(t, p)).find((b) => b.title === `${p} Title 1`)?.summary).toBe('second');
    });

    it('imports the readable rows and reports the others', async () => {
      const p = bookPrefix('partial');
      const res = await importCsv([HEADER_LINE, toCsvLine(book(p, 1)), plain(cells(p, 2).slice(0, 5))].join('\n')).expect(200);
      expect(res.body).toMatchObject({ success: false, imported: 1, errors: 1, errorDetails: [FIELD_COUNT(3, 5)] });
      expect(await storedBooks(t, p)).toHaveLength(1);
    });

    it('leaves the catalog exactly as it was when the database refuses a row late in the import', async () => {
      const p = bookPrefix('atomic');
      await importCsv(csvOf([book(p, 0, { summary: 'before' })])).expect(200);
      const before = await storedBooks(t, p);
      const tooLongTitle = `${p} ${randomBytes(3000).toString('base64')}`; // beyond the title index's row size
      const rows = [book(p, 0, { summary: 'after' }), ...Array.from({ length: 4999 }, (_, i) => book(p, i + 1)), book(p, 5000, { title: tooLongTitle })];
      const res = await importCsv(csvOf(rows)).expect(400);
      expect(res.body.message).toMatch(/^Nothing was imported: the database refused the data \(index row size \d+ exceeds/);
      expect(await storedBooks(t, p)).toEqual(before);
      const [left] = await sql<{ n: string }>(t, "select count(*) as n from pg_class where relname like 'admin_import_%'");
      expect(left?.n).toBe('0');
    }, 60_000);

    it('answers the clean import with imported, errors, total, errorDetails and previewData', async () => {
      const p = bookPrefix('cleanreal');
      const res = await importCsv(csvOf([book(p, 1), book(p, 2)]), { clean: true }).expect(200);
      expect(res.body).toMatchObject({ imported: 2, errors: 0, total: 2, errorDetails: [], mode: 'clean' });
      expect(res.body.previewData).toHaveLength(2);
    });
  });

  describe('a CSV sent as the body (Content-Type: text/csv)', () => {
    const upload = (path: string, csv: string, auth: Record<string, string> = admin.auth) =>
      t.http().post(path).set(auth).set('Content-Type', 'text/csv').send(csv);

    it('previews with ?dryRun=true and imports without it', async () => {
      const p = bookPrefix('upload');
      const preview = await upload('/api/admin/books/import?dryRun=true', csvOf([book(p, 1), book(p, 2)])).expect(200);
      expect(preview.body).toMatchObject({ dryRun: true, total: 2, imported: 0 });
      const real = await upload('/api/admin/books/import-clean', csvOf([book(p, 1), book(p, 2)])).expect(200);
      expect(real.body).toMatchObject({ dryRun: false, mode: 'clean', imported: 2 });
      expect(await storedBooks(t, p)).toHaveLength(2);
    });

    it('takes a file larger than the 12 MB JSON limit', async () => {
      const p = bookPrefix('bigupload');
      const books = Array.from({ length: 26_000 }, (_, i) => book(p, i, { summary: `Summary ${i} `.repeat(40) }));
      const text = csvOf(books);
      expect(text.length).toBeGreaterThan(13 * 1024 * 1024);
      const res = await upload('/api/admin/books/import?dryRun=true', text).expect(200);
      expect(res.body).toMatchObject({ total: 26_000, valid: 26_000, errors: 0 });
    }, 60_000);

    it('does not read the body of a caller who is not an unlocked admin', async () => {
      const reader = await createUser(t);
      await upload('/api/admin/books/import', csvOf([book(bookPrefix('x'), 1)]), reader.auth).expect(403);
    });
  });

  describe('import jobs', () => {
    it('runs an import in the background and reports its progress to the end', async () => {
      const p = bookPrefix('job');
      const rows = Array.from({ length: 5000 }, (_, i) => book(p, i));
      const start = await t
        .http()
        .post('/api/admin/books/import-jobs')
        .set(admin.auth)
        .send({ csvContent: csvOf(rows) })
        .expect(202);
      expect(start.body).toMatchObject({ state: 'running', processed: 0, dryRun: false, mode: 'batch' });
      let job = start.body;
      const seen = new Set<string>();
      for (let i = 0; i < 300 && job.state === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = (await t.http().get(`/api/admin/books/import-jobs/${start.body.id}`).set(admin.auth).expect(200)).body;
        seen.add(job.phase);
      }
      expect(job).toMatchObject({ state: 'done', phase: 'done', processed: 5000, total: 5000, result: { imported: 5000, inserted: 5000 } });
      expect(await storedBooks(t, p)).toHaveLength(5000);
    }, 60_000);

    it('reports a job that failed with its error', async () => {
      const start = await t.http().post('/api/admin/books/import-jobs').set(admin.auth).send({ csvContent: HEADER_LINE, clean: true }).expect(202);
      let job = start.body;
      for (let i = 0; i < 100 && job.state === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        job = (await t.http().get(`/api/admin/books/import-jobs/${start.body.id}`).set(admin.auth).expect(200)).body;
      }
      expect(job).toMatchObject({ state: 'failed', mode: 'clean', error: { code: 'validation_failed', message: 'Please paste CSV rows...' } });
    });

    it('refuses an empty job at once, and answers 404 for an unknown job', async () => {
      await t.http().post('/api/admin/books/import-jobs').set(admin.auth).send({ csvContent: '' }).expect(400);
      await t.http().get('/api/admin/books/import-jobs/nope').set(admin.auth).expect(404);
    });
  });

  describe('audit', () => {
    it('records every import, dry run or not, with who and the counts', async () => {
      const p = bookPrefix('audit');
      const auditor = await createUser(t, { admin: true, unlocked: true });
      const run = (csvContent: string, dryRun: boolean) => t.http().post('/api/admin/books/import').set(auditor.auth).send({ csvContent, dryRun }).expect(200);
      await run(csvOf([book(p, 1)]), true);
      await run(csvOf([book(p, 1), book(p, 2)]), false);
      const rows = await sql<{ actor_id: string; action: string; details: Record<string, unknown> }>(
        t,
        "select actor_id, action, details from audit_log where actor_id = $1 and action = 'books.imported' order by created_at desc, id desc limit 2",
        [auditor.id],
      );
      expect(rows).toHaveLength(2);
      expect(rows.map((r) => r.details)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ mode: 'batch', dryRun: true, outcome: 'previewed', total: 1, valid: 1, imported: 0 }),
          expect.objectContaining({ mode: 'batch', dryRun: false, outcome: 'imported', total: 2, imported: 2, inserted: 2, updated: 0, errors: 0 }),
        ]),
      );
    });
  });

  it('uses the 36-column header of the import format', () => {
    expect(HEADER_LINE.split(',')).toEqual([...CSV_HEADER]);
  });
});
