import fc from 'fast-check';
import { CATALOG_FLAGS, type CatalogFlag } from '../taxonomy/catalog-flags.js';
import type { BookRecord } from './book-record.js';
import { parseBookCsv } from './book-csv.parser.js';
import { CSV_HEADER } from './csv-header.js';
import { CSV_LINE_BREAK, quoteCsvCell, toCsvLine, toCsvRow } from './csv-row.writer.js';
import { csvSeriesTemplate, csvTemplate, CSV_TEMPLATE_EXAMPLE } from './csv-template.js';

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
    expect(result).toEqual({
      rows: [
        { row: 2, ...book('One') },
        { row: 3, ...book('Two') },
      ],
      errors: [],
      warnings: [],
      autoFixed: [],
    });
  });

  it('reads a file without a header; its first row is row 1', () => {
    expect(parseBookCsv(line(book('One'))).rows.map((r) => r.row)).toEqual([1]);
  });

  it('reports errors by row without stopping at the first, and keeps the good rows', () => {
    const text = [header, 'a,b,c', line(book('Good')), 'x,y', '', line({ ...book('Bad ISBN', '123') })].join('\r\n');
    const result = parseBookCsv(text);
    expect(result).toEqual({
      rows: [{ row: 3, ...book('Good') }],
      errors: [
        'Row 2: Could not normalize to 36 fields (got 3). Check for stray commas or unmatched quotes.',
        'Row 4: Could not normalize to 36 fields (got 2). Check for stray commas or unmatched quotes.',
        'Row 6: "123" is not a valid ISBN-10 or ISBN-13',
      ],
      warnings: [],
      autoFixed: [],
    });
  });

  it.each([
    ['an ISBN-13 starting 978 with its check digit', '9780306406157', '9780306406157'],
    ['an ISBN-13 starting 979-1..9 with its check digit', '979-10-343-0401-1', '9791034304011'],
    ['an ISBN-10 with its check digit', '0-306-40615-2', '0306406152'],
    ['an ISBN-10 whose check is X', '080442957x', '080442957X'],
    ['no ISBN at all', '', ''],
  ])('ISBN means ISBN: a row with %s is imported', (_kind, isbn, stored) => {
    const result = parseBookCsv(`${header}\n${line(book('One', isbn))}`);
    expect([result.errors, result.rows.map((r) => r.isbn)]).toEqual([[], [stored]]);
  });

  it.each([
    ['a 979-0 ISMN (printed music)', '9790260000438', 'Row 2: 9790260000438 is an ISMN (printed music), not a book ISBN'],
    ['an EAN that is not an ISBN', '5901234123457', 'Row 2: 5901234123457 is not an ISBN (an EAN that does not start with 978 or 979)'],
    ['an ISBN-13 with a wrong check digit', '9780306406158', 'Row 2: 9780306406158 has a wrong check digit (expected 7)'],
    ['an ISBN-10 with a wrong check digit', '0306406153', 'Row 2: 0306406153 has a wrong check digit (expected 2)'],
    ['something that is no number', '12345', 'Row 2: "12345" is not a valid ISBN-10 or ISBN-13'],
  ])('ISBN means ISBN: a row with %s is refused, not written, saying which', (_kind, isbn, error) => {
    const result = parseBookCsv(`${header}\n${line(book('One', isbn))}`);
    expect([result.rows, result.errors, result.warnings]).toEqual([[], [error], []]);
  });

  it.each([
    [
      'a word where a flag belongs is read as no, and named',
      (c: string[]) => ((c[6] = 'maybe'), c),
      ['Row 2: sexual_content_flag holds "maybe", read as no; if a stray comma moved the values, quote that text'],
    ],
    [
      'a 36-field row shifted by a stray comma and a lost example is named, not silently read',
      (c: string[]) => [...c.slice(0, 3), 'A summary', ' with a comma.', ...c.slice(4, 35)],
      [
        'Row 2: violence_flag holds "with a comma.", read as no; if a stray comma moved the values, quote that text',
        'Row 2: sexual_content_flag holds "A fight.", read as no; if a stray comma moved the values, quote that text',
      ],
    ],
    [
      'a long text is cut at 40 characters',
      (c: string[]) => ((c[6] = 'x'.repeat(45)), c),
      [`Row 2: sexual_content_flag holds "${'x'.repeat(40)}…", read as no; if a stray comma moved the values, quote that text`],
    ],
    ['blank and flag words raise nothing', (c: string[]) => ((c[6] = ''), (c[8] = 'N'), c), []],
  ])('lenient flags: %s', (_rule, change, warnings) => {
    const cells = change(toCsvRow({ ...book('One'), summary: 'Plain', examples: { ...book('One').examples, violence: 'A fight.' } }));
    expect(parseBookCsv(`${header}\n${toCsvLine(cells)}`).warnings).toEqual(warnings);
  });

  it('a cell written with a quote against formula injection reads back as exported', () => {
    const risky = { ...book('=1+1'), author: '@Ann', summary: "'+already quoted", examples: { ...book('x').examples, violence: '-dash' } };
    expect(parseBookCsv(line(risky)).rows.map(without)).toEqual([risky]);
  });

  it.each([
    ['blank lines are skipped but counted', `\n${header}\n\n${line(book('One'))}`, [4]],
    ['rows of empty cells are skipped', `${header}\n,,,\n${line(book('One'))}`, [3]],
    ['a byte-order mark before the header is ignored', `\uFEFF${header}\n${line(book('One'))}`, [2]],
    [
      'a quoted line break stays in its row and counts one record',
      `${header}\n${line({ ...book('One'), summary: 'Two\nlines' })}\n${line(book('Two'))}`,
      [2, 3],
    ],
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

  it('the CSV template holds exactly the 36-column header and one example row that parses back', () => {
    const { series: _series, ...example } = CSV_TEMPLATE_EXAMPLE;
    const lines = csvTemplate().split('\r\n');
    expect([lines[0], lines.length, parseBookCsv(csvTemplate())]).toEqual([
      header,
      2,
      { rows: [{ row: 2, ...example }], errors: [], warnings: [], autoFixed: [] },
    ]);
  });

  it('the optional series template adds series and series_volume, and its example keeps its series', () => {
    const result = parseBookCsv(csvSeriesTemplate());
    expect([csvSeriesTemplate().split('\r\n')[0], result.rows.map(without)]).toEqual([`${header},series,series_volume`, [CSV_TEMPLATE_EXAMPLE]]);
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

  it('writes every cell through the formula guard: a formula is written as text', () => {
    expect(toCsvLine(['=HYPERLINK("http://x")', '+1', 'plain'])).toBe(`"'=HYPERLINK(""http://x"")",'+1,plain`);
  });

  it('writes a record straight to its line', () => {
    expect(toCsvLine(book('One'))).toBe(line(book('One')));
  });

  /** A file as the full export writes it (ExportBooksUseCase): the header when asked, then one line per record. */
  const fileOf = (records: readonly BookRecord[], withHeader: boolean): string =>
    [...(withHeader ? [toCsvLine(CSV_HEADER)] : []), ...records.map((r) => toCsvLine(r))].join(CSV_LINE_BREAK);

  // texts that often start with a formula character (or quotes before one), to test the guard's round trip
  const text = fc
    .tuple(fc.constantFrom('', '', '=', '+', '-', '@', "'=", "''@", "'"), fc.string({ maxLength: 30 }))
    .map(([start, rest]) => (start + rest).trim());
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
        const result = parseBookCsv(fileOf(records, withHeader), { strictFlags });
        expect(result.errors).toEqual([]);
        expect(result.rows.map(without)).toEqual(records);
      }),
      { numRuns: 300 },
    );
  });
});
