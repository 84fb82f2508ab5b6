import fc from 'fast-check';
import { CATALOG_FLAGS, type CatalogFlag } from '../taxonomy/catalog-flags.js';
import type { BookRecord } from './book-record.js';
import { parseBookCsv } from './book-csv.parser.js';
import { CSV_HEADER } from './csv-header.js';
import { quoteCsvCell, toCsvLine, toCsvRow, toCsvText } from './csv-row.writer.js';
import { csvTemplate, CSV_TEMPLATE_EXAMPLE } from './csv-template.js';

const byFlag = <T>(value: (flag: CatalogFlag) => T) => Object.fromEntries(CATALOG_FLAGS.map((f) => [f, value(f)])) as Record<CatalogFlag, T>;
const book = (title: string, isbn = '9780306406157'): BookRecord => ({
  isbn,
  title,
  author: 'Ann Author',
  summary: 'A summary, with a comma.',
  flags: byFlag((f) => f === 'violence'),
  examples: byFlag((f) => (f === 'violence' ? 'A "fight", then a chase.' : '')),
});
const header = CSV_HEADER.join(',');
const line = (record: BookRecord) => toCsvLine(toCsvRow(record));
const without = ({ row: _row, ...record }: { row: number } & BookRecord) => record;

describe('book CSV parser', () => {
  it('reads every row of a file with a header; the header is row 1', () => {
    const result = parseBookCsv([header, line(book('One')), line(book('Two'))].join('\n'));
    expect(result).toEqual({ rows: [{ row: 2, ...book('One') }, { row: 3, ...book('Two') }], errors: [], warnings: [], autoFixed: [] });
  });

  it('reads a file without a header; its first row is row 1', () => {
    expect(parseBookCsv(line(book('One'))).rows.map((r) => r.row)).toEqual([1]);
  });

  it('reports errors by row without stopping at the first, and keeps the good rows', () => {
    const text = [header, 'a,b,c', line(book('Good')), 'x,y', '', line({ ...book('Bad ISBN', '123') })].join('\r\n');
    const result = parseBookCsv(text);
    expect(result).toEqual({
      rows: [{ row: 3, ...book('Good') }, { row: 6, ...book('Bad ISBN', '123') }],
      errors: [
        'Row 2: Could not normalize to 36 fields (got 3). Check for stray commas or unmatched quotes.',
        'Row 4: Could not normalize to 36 fields (got 2). Check for stray commas or unmatched quotes.',
      ],
      warnings: ['Row 6: "123" is not a valid ISBN-10 or ISBN-13'],
      autoFixed: [],
    });
  });

  it.each([
    ['blank lines are skipped but counted', `\n${header}\n\n${line(book('One'))}`, [4]],
    ['rows of empty cells are skipped', `${header}\n,,,\n${line(book('One'))}`, [3]],
    ['a byte-order mark before the header is ignored', `\uFEFF${header}\n${line(book('One'))}`, [2]],
    ['a quoted line break stays in its row and counts one record', `${header}\n${line({ ...book('One'), summary: 'Two\nlines' })}\n${line(book('Two'))}`, [2, 3]],
  ])('%s', (_rule, text, rows) => {
    expect(parseBookCsv(text).rows.map((r) => r.row)).toEqual(rows);
  });

  it('reports repairs by row', () => {
    const cells = toCsvRow(book('One')).slice(0, 35);
    expect(parseBookCsv(`${header}\n${toCsvLine(cells)}`).autoFixed).toEqual(['Row 2: Added the missing empty suicide_self_harm_example']);
  });

  it('strict flags refuse anything but yes or no, by row', () => {
    const cells = toCsvRow(book('One'));
    cells[4] = 'y';
    expect(parseBookCsv(`${header}\n${toCsvLine(cells)}`, { strictFlags: true }).errors).toEqual(['Row 2: violence_flag must be yes or no (got "y")']);
  });

  it('a row without a title or an author is an error', () => {
    expect(parseBookCsv(`${header}\n${line({ ...book('One'), author: ' ' })}`).errors).toEqual(['Row 2: Title and author are required']);
  });

  it('an unmatched quote is a warning when the row still reads, and later rows are read', () => {
    const plain = (title: string) => ({ ...book(title), summary: 'Plain', examples: byFlag(() => 'plain') });
    const broken = line(plain('One')).replace('Ann Author', '"Ann Author');
    const result = parseBookCsv(`${header}\n${broken}\n${line(plain('Two'))}`);
    expect([result.rows.map((r) => r.author), result.warnings]).toEqual([
      ['"Ann Author', 'Ann Author'],
      ['Row 2: Unmatched quote; the row was read with its quotes as plain text'],
    ]);
  });

  it.each([
    ['empty text asks for content', '  \n ', ['Please paste CSV content before importing']],
    ['a header alone asks for rows', header, ['Please paste CSV rows...']],
  ])('%s', (_rule, text, errors) => {
    expect(parseBookCsv(text).errors).toEqual(errors);
  });

  it('normalizes ISBNs (hyphens and spaces removed)', () => {
    expect(parseBookCsv(line(book('One', '978-0-306-40615-7'))).rows[0]?.isbn).toBe('9780306406157');
  });

  it('the CSV template holds the 36-column header, the series columns and one example row that parses back', () => {
    const result = parseBookCsv(csvTemplate());
    expect([csvTemplate().split('\r\n')[0], result.rows.map(without)]).toEqual([`${header},series,series_volume`, [CSV_TEMPLATE_EXAMPLE]]);
    expect(CSV_TEMPLATE_EXAMPLE.series).toEqual({ name: 'The Chronicles of Narnia', volume: 1 });
  });
});

describe('CSV writer', () => {
  it.each([
    ['plain text is written as it is', 'plain', 'plain'],
    ['a comma is quoted', 'a,b', '"a,b"'],
    ['a quote is doubled inside quotes', 'say "hi"', '"say ""hi"""'],
    ['a line break is quoted', 'a\nb', '"a\nb"'],
    ['outer spaces are quoted', ' a', '" a"'],
  ])('%s', (_rule, cell, expected) => {
    expect(quoteCsvCell(cell)).toBe(expected);
  });

  it('writes a record straight to its line', () => {
    expect(toCsvLine(book('One'))).toBe(line(book('One')));
  });

  it('writes a file with the 36-column header by default', () => {
    expect(toCsvText([book('One')])).toBe([header, line(book('One'))].join('\r\n'));
  });

  it('writes a file without a header when asked', () => {
    expect(toCsvText([book('One')], { header: false })).toBe(line(book('One')));
  });

  const text = fc.string({ maxLength: 30 }).map((s) => s.trim());
  const isbn = fc.constantFrom('', '9780306406157', '080442957X', '9791034304011');
  const record: fc.Arbitrary<BookRecord> = fc.record({
    isbn,
    title: text.filter((s) => s !== ''),
    author: text.filter((s) => s !== ''),
    summary: text,
    flags: fc.record(byFlag(() => fc.boolean())),
    examples: fc.record(byFlag(() => text)),
  });

  it('property: a row written by the exporter always parses back to the same record', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.boolean(), (records, withHeader, strictFlags) => {
        const result = parseBookCsv(toCsvText(records, { header: withHeader }), { strictFlags });
        expect(result.errors).toEqual([]);
        expect(result.rows.map(without)).toEqual(records);
      }),
      { numRuns: 300 },
    );
  });
});
