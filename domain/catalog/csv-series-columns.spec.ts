import { CATALOG_FLAGS, type CatalogFlag } from '../taxonomy/catalog-flags.js';
import type { BookRecord } from './book-record.js';
import { parseBookCsv } from './book-csv.parser.js';
import { CSV_HEADER } from './csv-header.js';
import { toCsvLine, toCsvRow } from './csv-row.writer.js';
import { readExtraColumns, readSeriesCells, seriesCells, splitExtraCells, SERIES_MESSAGES, SERIES_VOLUME_MAX } from './csv-series-columns.js';

const byFlag = <T>(value: (flag: CatalogFlag) => T) => Object.fromEntries(CATALOG_FLAGS.map((f) => [f, value(f)])) as Record<CatalogFlag, T>;
const book = (title: string, isbn = '9780306406157'): BookRecord => ({
  isbn,
  title,
  author: 'Ann Author',
  summary: 'A summary, with a comma.',
  flags: byFlag((f) => f === 'violence'),
  examples: byFlag((f) => (f === 'violence' ? 'A fight.' : '')),
});
const cells = (record: BookRecord, ...extra: string[]) => toCsvLine([...toCsvRow(record), ...extra]);
const withSeries = (...names: string[]) => toCsvLine([...CSV_HEADER, ...names]);

describe('series columns of the import header', () => {
  it.each([
    ['the 36 columns alone have no extra columns', [], null],
    ['unknown extra columns alone are not read', ['shelf'], null],
    ['series and series_volume are found after the 36', ['series', 'series_volume'], { count: 2, seriesAt: 0, volumeAt: 1 }],
    ['any order, any case, spaces for the underscore', ['Series Volume', 'shelf', ' SERIES '], { count: 3, seriesAt: 2, volumeAt: 0 }],
    ['a hyphen reads as the underscore; series alone', ['series-volume'], { count: 1, seriesAt: null, volumeAt: 0 }],
  ])('%s', (_rule, extra, expected) => {
    expect(readExtraColumns([...CSV_HEADER, ...extra])).toEqual(expected);
  });

  it('a series column among the 36 known positions is not an extra column', () => {
    expect(readExtraColumns(['series', ...CSV_HEADER.slice(1)])).toBeNull();
  });
});

describe('extra cells of a row', () => {
  const two = { count: 2, seriesAt: 0, volumeAt: 1 };
  it.each([
    ['the last cells are the extra ones', 38, 36, 2],
    ['a row with a stray comma keeps it in the known part', 39, 37, 2],
    ['a row of 36 cells left its extra cells out', 36, 36, 0],
    ['a short row is all known cells', 20, 20, 0],
  ])('%s', (_rule, length, known, extra) => {
    const fields = Array.from({ length }, (_v, i) => String(i));
    const split = splitExtraCells(fields, two);
    expect([split.known.length, split.extra.length]).toEqual([known, extra]);
    expect([...split.known, ...split.extra]).toEqual(fields);
  });
});

describe('series of a row', () => {
  const columns = { count: 2, seriesAt: 0, volumeAt: 1 };
  it.each([
    ['series and volume', ['Narnia', '2'], { ok: true, series: { name: 'Narnia', volume: 2 } }],
    ['cells are trimmed', [' Narnia ', ' 7 '], { ok: true, series: { name: 'Narnia', volume: 7 } }],
    ['a series without a volume', ['Narnia', ''], { ok: true, series: { name: 'Narnia', volume: null } }],
    ['blank cells mean no series', ['', ' '], { ok: true, series: null }],
    ['missing cells mean no series', [], { ok: true, series: null }],
    ['the highest volume', ['Narnia', String(SERIES_VOLUME_MAX)], { ok: true, series: { name: 'Narnia', volume: SERIES_VOLUME_MAX } }],
    ['a volume of 0 is refused', ['Narnia', '0'], { ok: false, error: SERIES_MESSAGES.invalidVolume('0') }],
    ['a negative volume is refused', ['Narnia', '-1'], { ok: false, error: SERIES_MESSAGES.invalidVolume('-1') }],
    ['a fraction is refused', ['Narnia', '2.5'], { ok: false, error: SERIES_MESSAGES.invalidVolume('2.5') }],
    ['a word is refused', ['Narnia', 'two'], { ok: false, error: 'series_volume must be a whole number from 1 to 9999 (got "two")' }],
    ['a volume above the highest is refused', ['Narnia', '10000'], { ok: false, error: SERIES_MESSAGES.invalidVolume('10000') }],
    ['a volume without a series is refused', ['', '3'], { ok: false, error: SERIES_MESSAGES.volumeWithoutSeries }],
  ])('%s', (_rule, extra, expected) => {
    expect(readSeriesCells(extra, columns)).toEqual(expected);
  });

  it('a file with only a series column gives no volume', () => {
    expect(readSeriesCells(['Narnia'], { count: 1, seriesAt: 0, volumeAt: null })).toEqual({ ok: true, series: { name: 'Narnia', volume: null } });
  });
});

describe('the parser with series columns', () => {
  it('reads each row’s series from the named columns in any order after the 36', () => {
    const text = [withSeries('Series Volume', 'Series'), cells(book('One'), '1', 'Lanterns'), cells(book('Two', ''), '', '')].join('\n');
    expect(parseBookCsv(text)).toEqual({
      rows: [
        { row: 2, ...book('One'), series: { name: 'Lanterns', volume: 1 } },
        { row: 3, ...book('Two', ''), series: null },
      ],
      errors: [],
      warnings: [],
      autoFixed: [],
    });
  });

  it('a bad volume is an error of its row; the row is dropped and the others kept', () => {
    const text = [withSeries('series', 'series_volume'), cells(book('One'), 'Lanterns', 'first'), cells(book('Two'), 'Lanterns', '2')].join('\n');
    const result = parseBookCsv(text);
    expect(result.errors).toEqual(['Row 2: series_volume must be a whole number from 1 to 9999 (got "first")']);
    expect(result.rows.map((r) => [r.title, r.series])).toEqual([['Two', { name: 'Lanterns', volume: 2 }]]);
  });

  it('the 36-field rules still apply to the known part of the row: a lost empty example is added back', () => {
    const known = toCsvRow(book('One')).slice(0, 35);
    const result = parseBookCsv([withSeries('series', 'series_volume'), toCsvLine([...known, 'Lanterns', '3'])].join('\n'));
    expect([result.errors, result.rows[0]?.series, result.autoFixed]).toEqual([
      [],
      { name: 'Lanterns', volume: 3 },
      ['Row 2: Added the missing empty suicide_self_harm_example'],
    ]);
  });

  it('the 36-field rules still apply to the known part of the row: a stray comma refuses the row', () => {
    const known = toCsvRow(book('One'));
    const strayComma = [...known.slice(0, 3), 'A summary', ' split', ...known.slice(4)];
    const result = parseBookCsv([withSeries('series', 'series_volume'), toCsvLine([...strayComma, 'Lanterns', '3'])].join('\n'));
    expect([result.rows, result.errors]).toEqual([[], ['Row 2: Could not normalize to 36 fields (got 37). Check for stray commas or unmatched quotes.']]);
  });

  it('a series name written with a quote against formula injection reads back as exported', () => {
    const result = parseBookCsv([withSeries('series', 'series_volume'), toCsvLine([...toCsvRow(book('One')), '=Lanterns', '3'])].join('\n'));
    expect(result.rows[0]?.series).toEqual({ name: '=Lanterns', volume: 3 });
  });

  it('a file without series columns reads exactly as before: no series on its rows', () => {
    const result = parseBookCsv([CSV_HEADER.join(','), toCsvLine(toCsvRow(book('One')))].join('\n'));
    expect(result.rows).toEqual([{ row: 2, ...book('One') }]);
    expect('series' in (result.rows[0] as object)).toBe(false);
  });
});

describe('seriesCells (the full export writes the series after the 36 columns)', () => {
  it.each([
    [{ name: 'The Chronicles of Narnia', volume: 1 }, ['The Chronicles of Narnia', '1']],
    [{ name: 'Lantern Keepers', volume: null }, ['Lantern Keepers', '']],
    [null, ['', '']],
    [undefined, ['', '']],
  ])('writes %j as %j', (series, cells) => {
    expect(seriesCells(series)).toEqual(cells);
  });
});
