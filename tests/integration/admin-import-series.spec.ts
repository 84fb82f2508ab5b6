import { CATEGORY_IDS, CSV_HEADER, toCsvLine, toCsvRow, type BookRecord } from '../../domain/index.js';
import type { TestApp } from '../support/test-app.js';
import { adminAppForSuite, createUser, sql, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf, importBooksCsv, storedBooks } from './admin-books.helper.js';

/**
 * Issue 12, series in the import: optional `series` / `series_volume` columns after the 36 (found
 * by the header's names, in any order) set each book's series; files without them import as before.
 */
const seriesHeader = (...names: string[]) => toCsvLine([...CSV_HEADER, ...names]);
const withSeries = (record: BookRecord, ...extra: string[]) => toCsvLine([...toCsvRow(record), ...extra]);
const noFlags = (record: BookRecord): BookRecord => ({
  ...record,
  flags: Object.fromEntries(Object.keys(record.flags).map((f) => [f, false])) as BookRecord['flags'],
  examples: Object.fromEntries(Object.keys(record.examples).map((f) => [f, ''])) as BookRecord['examples'],
});

describe('book import with series columns', () => {
  let t: TestApp;
  let admin: TestUser;
  adminAppForSuite((s) => ({ t, admin } = s));

  const importCsv = (csvContent: string, options: { dryRun?: boolean; clean?: boolean } = {}) => importBooksCsv(t, admin, csvContent, options);
  const seriesOf = (prefix: string) =>
    sql<{ title: string; series: string | null; series_volume: number | null }>(
      t,
      'select title, series, series_volume from book_content_analysis where title like $1 order by title',
      [`${prefix}%`],
    );

  it('sets series and volume from the named columns, in any order after the 36, and previews them', async () => {
    const p = bookPrefix('series-set');
    const text = [seriesHeader('Series Volume', 'Series'), withSeries(book(p, 1), '2', `${p} Saga`), withSeries(book(p, 2), '', '')].join('\r\n');
    const preview = await importCsv(text, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.previewData.map((b: { title: string; series: unknown }) => [b.title, b.series])).toEqual([
      [`${p} Title 1`, { name: `${p} Saga`, volume: 2 }],
      [`${p} Title 2`, null],
    ]);
    expect(await seriesOf(p)).toEqual([]);

    const res = await importCsv(text);
    expect(res.status).toBe(200);
    expect([res.body.success, res.body.inserted, res.body.errors]).toEqual([true, 2, 0]);
    expect(await seriesOf(p)).toEqual([
      { title: `${p} Title 1`, series: `${p} Saga`, series_volume: 2 },
      { title: `${p} Title 2`, series: null, series_volume: null },
    ]);
    expect(await storedBooks(t, p)).toEqual(
      [book(p, 1), book(p, 2)].map((b) => Object.fromEntries(CSV_HEADER.map((c, i) => [c, c.endsWith('_flag') ? toCsvRow(b)[i] === 'yes' : toCsvRow(b)[i]]))),
    );
  });

  it('the clean import takes the series columns too', async () => {
    const p = bookPrefix('series-clean');
    const res = await importCsv([seriesHeader('series', 'series_volume'), withSeries(book(p, 1), `${p} Saga`, '1')].join('\n'), { clean: true });
    expect([res.status, res.body.imported, res.body.errors]).toEqual([200, 1, 0]);
    expect(await seriesOf(p)).toEqual([{ title: `${p} Title 1`, series: `${p} Saga`, series_volume: 1 }]);
  });

  it('a bad volume is an error of its row: that row is not written at all, the others are', async () => {
    const p = bookPrefix('series-bad');
    const text = [
      seriesHeader('series', 'series_volume'),
      withSeries(book(p, 1), `${p} Saga`, '1'),
      withSeries(book(p, 2), `${p} Saga`, 'two'),
      withSeries(book(p, 3), `${p} Saga`, '0'),
      withSeries(book(p, 4), '', '4'),
    ].join('\n');
    const res = await importCsv(text);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.errorDetails).toEqual([
      'Row 3: series_volume must be a whole number from 1 to 9999 (got "two")',
      'Row 4: series_volume must be a whole number from 1 to 9999 (got "0")',
      'Row 5: series_volume is given but series is empty: name the series too',
    ]);
    expect([res.body.total, res.body.imported, res.body.errors]).toEqual([4, 1, 3]);
    expect(await seriesOf(p)).toEqual([{ title: `${p} Title 1`, series: `${p} Saga`, series_volume: 1 }]);
  });

  it('an old-format file imports exactly as before: same report, same rows, stored series kept', async () => {
    const p = bookPrefix('series-old');
    const records = [book(p, 1), book(p, 2)];
    await importCsv([seriesHeader('series', 'series_volume'), withSeries(records[0], `${p} Saga`, '3')].join('\n')).expect(200);

    const changed = [{ ...records[0], summary: 'A new summary' }, records[1]];
    const preview = await importCsv(csvOf(changed), { dryRun: true });
    expect(preview.body.previewData).toEqual(
      changed.map((b) => ({ title: b.title, author: b.author, isbn: b.isbn, contentFlags: Object.keys(b.flags).filter((f) => b.flags[f as 'violence']) })),
    );
    const res = await importCsv(csvOf(changed));
    expect([res.status, res.body.success, res.body.inserted, res.body.updated, res.body.autoFixed]).toEqual([200, true, 1, 1, 0]);
    expect(await seriesOf(p)).toEqual([
      { title: `${p} Title 1`, series: `${p} Saga`, series_volume: 3 },
      { title: `${p} Title 2`, series: null, series_volume: null },
    ]);
    expect((await storedBooks(t, p)).map((r) => r.summary)).toEqual(['A new summary', records[1].summary]);
  });

  it('an old-format row missing an empty example is still repaired by the 36-field rules', async () => {
    const p = bookPrefix('series-repair');
    const cells = toCsvRow(noFlags(book(p, 1)));
    const res = await importCsv(csvOf([cells.slice(0, 35)]), { dryRun: true });
    expect(res.body.errors).toBe(0);
    expect(res.body.autoFixDetails).toEqual([`Row 2: Added the missing empty ${CSV_HEADER[35]}`]);
    expect(res.body.previewData[0]).not.toHaveProperty('series');
  });

  it('after importing a 2-volume series, the analysis of volume 1 warns about volume 2', async () => {
    const p = bookPrefix('series-warn');
    const saga = `${p} Saga`;
    const first = { ...noFlags(book(p, 1)), title: `${p} Quiet Beginnings` };
    const second = noFlags(book(p, 2));
    const darker: BookRecord = {
      ...second,
      title: `${p} The Long Battle`,
      flags: { ...second.flags, violence: true },
      examples: { ...second.examples, violence: 'A long and bloody battle at the gates.' },
    };
    const res = await importCsv([seriesHeader('series', 'series_volume'), withSeries(first, saga, '1'), withSeries(darker, saga, '2')].join('\n'));
    expect([res.status, res.body.inserted]).toEqual([200, 2]);

    const parent = await createUser(t);
    const tolerance = Object.fromEntries(CATEGORY_IDS.map((c) => [c, c === 'violence' ? 0 : 5]));
    const reader = await t
      .http()
      .post('/api/family-members')
      .set(parent.auth)
      .send({ name: 'Ivy', age: 11, reading_level: 'Middle School', content_tolerance: tolerance });
    expect(reader.status).toBe(201);
    const analysis = await t
      .http()
      .post('/api/books/analyze')
      .set(parent.auth)
      .send({ book: { isbn: first.isbn }, reader_id: reader.body.id, forceAnalysis: true });
    expect(analysis.status).toBe(200);
    expect(analysis.body.series).toEqual({ name: saga, volume: 1 });
    expect(analysis.body.parentAlerts).toEqual([]);
    expect(analysis.body.seriesWarning).toEqual({
      title: darker.title,
      volume: 2,
      categories: ['Violence'],
      message: `Later in the series, ${darker.title} (book 2) has Violence above Ivy's comfort levels.`,
    });
  });
});
