import { CATALOG_FLAGS, CSV_HEADER, tokenizeCsv, toCsvLine, toCsvRow } from '../../domain/index.js';
import type { TestApp } from '../support/test-app.js';
import { adminAppForSuite, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf, HEADER_LINE, importBooksCsv, storedBooks } from './admin-books.helper.js';

/**
 * Issue #18, part 8: the catalog import keeps rows whole. A row whose fields cannot be put in their
 * columns without guessing is refused with its row number and field count, never re-aligned; the
 * one repair left is the specification's (a lost empty example); an ISBN must be a book's ISBN.
 */
const FIELD_COUNT = (row: number, got: number) => `Row ${row}: Could not normalize to 36 fields (got ${got}). Check for stray commas or unmatched quotes.`;

/** The 40-field row of the issue: two unquoted commas in the summary, every flag no, then a stray "y". */
const issueRow = (p: string) =>
  [book(p, 9).isbn, `${p} Title 9`, `${p} Author 9`, 'A boy', ' a boat', ' a river', ...CATALOG_FLAGS.flatMap(() => ['no', '']), 'y', ''].join(',');

const ISBN_REFUSALS = [
  ['a 979-0 ISMN', '9790260000438', (row: number) => `Row ${row}: 9790260000438 is an ISMN (printed music), not a book ISBN`],
  ['an EAN that is not an ISBN', '5901234123457', (row: number) => `Row ${row}: 5901234123457 is not an ISBN (an EAN that does not start with 978 or 979)`],
  ['a wrong check digit', '9780306406158', (row: number) => `Row ${row}: 9780306406158 has a wrong check digit (expected 7)`],
] as const;

describe('the catalog import keeps rows whole', () => {
  let t: TestApp;
  let admin: TestUser;
  adminAppForSuite((s) => ({ t, admin } = s));

  it('the dry run refuses the 40-field row of the issue with its row number and field count, and the real import writes nothing of it', async () => {
    const p = bookPrefix('forty');
    const text = [HEADER_LINE, toCsvLine(book(p, 1)), issueRow(p), toCsvLine(book(p, 2))].join('\r\n');
    const preview = await importBooksCsv(t, admin, text, { dryRun: true }).expect(200);
    expect(preview.body).toMatchObject({ success: false, total: 3, valid: 2, errors: 1, autoFixed: 0, errorDetails: [FIELD_COUNT(3, 40)] });

    const real = await importBooksCsv(t, admin, text).expect(200);
    expect(real.body).toMatchObject({ imported: 2, errors: 1, errorDetails: [FIELD_COUNT(3, 40)] });
    const stored = await storedBooks(t, p);
    expect(stored.map((b) => b.title)).toEqual([`${p} Title 1`, `${p} Title 2`]);
  });

  it('the clean import refuses it the same way', async () => {
    const p = bookPrefix('fortyclean');
    const res = await importBooksCsv(t, admin, [HEADER_LINE, toCsvLine(book(p, 1)), issueRow(p)].join('\n'), { clean: true }).expect(200);
    expect(res.body).toMatchObject({ imported: 1, errors: 1, errorDetails: [FIELD_COUNT(3, 40)] });
    expect((await storedBooks(t, p)).map((b) => b.title)).toEqual([`${p} Title 1`]);
  });

  it('a 35-field row that lost an empty example is repaired (the one repair the specification lists), and its flags stay in their columns', async () => {
    const p = bookPrefix('thirtyfive');
    const whole = book(p, 1, { flags: { ...book(p, 1).flags, suicide_self_harm: false }, examples: { ...book(p, 1).examples, suicide_self_harm: '' } });
    const res = await importBooksCsv(t, admin, [HEADER_LINE, toCsvLine(toCsvRow(whole).slice(0, 35))].join('\n')).expect(200);
    expect(res.body).toMatchObject({ imported: 1, errors: 0, autoFixDetails: ['Row 2: Added the missing empty suicide_self_harm_example'] });
    const [stored] = await storedBooks(t, p);
    const expected = Object.fromEntries(CSV_HEADER.map((column, i) => [column, i >= 4 && i % 2 === 0 ? toCsvRow(whole)[i] === 'yes' : toCsvRow(whole)[i]]));
    expect(stored).toEqual(expected);
  });

  it('a 35-field row that lost its summary is refused, not shifted', async () => {
    const p = bookPrefix('nosummary');
    const cells = toCsvRow(book(p, 1));
    cells.splice(3, 1);
    const res = await importBooksCsv(t, admin, [HEADER_LINE, toCsvLine(book(p, 2)), toCsvLine(cells)].join('\n'), { dryRun: true }).expect(200);
    expect(res.body.errorDetails).toEqual([FIELD_COUNT(3, 35)]);
  });

  it('a 36-field row whose values a stray comma moved is named in the preview: text in a flag column is read as no, with a warning', async () => {
    const p = bookPrefix('shifted');
    const cells = toCsvRow(book(p, 1, { summary: 'Plain' }));
    const shifted = [...cells.slice(0, 3), 'A summary', ' with a comma.', ...cells.slice(4, 35)];
    const res = await importBooksCsv(t, admin, [HEADER_LINE, shifted.join(',')].join('\n'), { dryRun: true }).expect(200);
    expect(res.body.validationDetails[0]).toBe('Row 2: violence_flag holds "with a comma.", read as no; if a stray comma moved the values, quote that text');
  });

  describe('ISBN means ISBN', () => {
    it.each(ISBN_REFUSALS)('the batch import refuses %s, dry run and real, and writes nothing of the row', async (_kind, isbn, message) => {
      const p = bookPrefix('isbnkind');
      const text = csvOf([book(p, 1), book(p, 2, { isbn })]);
      const preview = await importBooksCsv(t, admin, text, { dryRun: true }).expect(200);
      expect([preview.body.errorDetails, preview.body.validationDetails, preview.body.valid]).toEqual([[message(3)], [], 1]);
      const real = await importBooksCsv(t, admin, text).expect(200);
      expect(real.body).toMatchObject({ imported: 1, errors: 1, errorDetails: [message(3)] });
      expect((await storedBooks(t, p)).map((b) => [b.title, b.isbn])).toEqual([[`${p} Title 1`, book(p, 1).isbn]]);
    });

    it.each(ISBN_REFUSALS)('the clean import refuses %s', async (_kind, isbn, message) => {
      const p = bookPrefix('isbnclean');
      const res = await importBooksCsv(t, admin, csvOf([book(p, 2, { isbn }), book(p, 1)]), { clean: true }).expect(200);
      expect(res.body).toMatchObject({ imported: 1, errors: 1, errorDetails: [message(2)] });
      expect((await storedBooks(t, p)).map((b) => b.title)).toEqual([`${p} Title 1`]);
    });

    it('takes an ISBN-10 (with an X check) and a 979-1 ISBN-13', async () => {
      const p = bookPrefix('isbnok');
      const res = await importBooksCsv(t, admin, csvOf([book(p, 1, { isbn: '0-8044-2957-X' }), book(p, 2, { isbn: '9791034304011' })])).expect(200);
      expect(res.body).toMatchObject({ imported: 2, errors: 0 });
      expect((await storedBooks(t, p)).map((b) => b.isbn)).toEqual(['080442957X', '9791034304011']);
    });
  });

  describe('templates', () => {
    it('GET /csv-template.csv (public) has exactly the 36 columns of the specification, and its example imports', async () => {
      const res = await t.http().get('/csv-template.csv').expect(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="csv-template.csv"');
      const records = tokenizeCsv(res.text);
      expect([records[0]?.fields, records.length, records[1]?.fields.length]).toEqual([[...CSV_HEADER], 2, 36]);
      const preview = await importBooksCsv(t, admin, res.text, { dryRun: true }).expect(200);
      expect(preview.body).toMatchObject({ valid: 1, errors: 0, autoFixed: 0 });
    });

    it('GET /csv-template-series.csv (public) adds the optional series columns, and its example imports with its series', async () => {
      const res = await t.http().get('/csv-template-series.csv').expect(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="csv-template-series.csv"');
      expect(tokenizeCsv(res.text)[0]?.fields).toEqual([...CSV_HEADER, 'series', 'series_volume']);
      const preview = await importBooksCsv(t, admin, res.text, { dryRun: true }).expect(200);
      expect(preview.body).toMatchObject({ valid: 1, errors: 0 });
      expect(preview.body.previewData[0].series).toEqual({ name: 'The Chronicles of Narnia', volume: 1 });
    });
  });
});
