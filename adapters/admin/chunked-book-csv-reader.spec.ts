import fc from 'fast-check';
import { CATALOG_FLAGS, CSV_HEADER, isbn10To13, parseBookCsv, toCsvLine, type BookCsvOptions, type BookCsvParse } from '../../domain/index.js';
import { CsvReadTimeoutError } from '../../application/admin/ports/book-csv-reader.port.js';
import { ChunkedBookCsvReader } from './chunked-book-csv-reader.adapter.js';

/** All pieces of a text put together, as one parse. */
async function readAll(reader: ChunkedBookCsvReader, text: string, options: BookCsvOptions): Promise<BookCsvParse> {
  const whole: BookCsvParse = { rows: [], errors: [], warnings: [], autoFixed: [] };
  for await (const piece of reader.pieces(text, options)) {
    whole.rows.push(...piece.rows);
    whole.errors.push(...piece.errors);
    whole.warnings.push(...piece.warnings);
    whole.autoFixed.push(...piece.autoFixed);
  }
  return whole;
}

const cell = fc.oneof(
  fc.constantFrom('', ' ', 'yes', 'no', 'y', 'TRUE', 'maybe', 'title', 'author', '9780064404990', '"', '""', '"a, b"', 'x"y', ' "q" ', '\u00a0', '\ufeff'),
  fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r', '\t', 'é', '\u2028'), maxLength: 12 }),
);
const row36 = fc.tuple(
  fc.array(cell, { minLength: 4, maxLength: 4 }),
  fc.array(fc.tuple(fc.constantFrom('yes', 'no', 'y', 'n', 'maybe'), cell), { minLength: 16, maxLength: 16 }),
);
const line = fc.oneof(
  { arbitrary: row36.map(([lead, pairs]) => toCsvLine([...lead, ...pairs.flat()])), weight: 4 },
  { arbitrary: row36.map(([lead, pairs]) => [...lead, ...pairs.flat()].join(',')), weight: 3 },
  { arbitrary: row36.map(([lead, pairs]) => [...lead, ...pairs.flat()].slice(0, 35).join(',')), weight: 1 },
  { arbitrary: fc.array(cell, { maxLength: 40 }).map((cells) => cells.join(',')), weight: 3 },
  {
    arbitrary: fc
      .tuple(row36, fc.constantFrom('Lanterns', '', 'a, b'), fc.constantFrom('1', '', '0', 'x'))
      .map(([[lead, pairs], s, v]) => toCsvLine([...lead, ...pairs.flat(), s, v])),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom('', ' ', ',,,', '" "', toCsvLine(CSV_HEADER), 'Title,Author', toCsvLine([...CSV_HEADER, 'series', 'Series Volume'])),
    weight: 2,
  },
);
const text = fc
  .tuple(fc.boolean(), fc.array(line, { maxLength: 14 }), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean())
  .map(([bom, lines, eol, trailing]) => `${bom ? '\ufeff' : ''}${lines.join(eol)}${trailing ? eol : ''}`);

describe('the chunked CSV reader', () => {
  it.each([[1], [3], [50]])('reads any text exactly as parseBookCsv does, in pieces of %i', async (pieceBudget) => {
    const reader = new ChunkedBookCsvReader({ pieceBudget });
    await fc.assert(
      fc.asyncProperty(text, fc.boolean(), async (csv, strictFlags) => {
        expect(await readAll(reader, csv, { strictFlags })).toEqual(parseBookCsv(csv, { strictFlags }));
      }),
      { numRuns: 400 },
    );
  });

  it('reads a large file in pieces with the rows numbered as in the whole file', async () => {
    const records = Array.from({ length: 5000 }, (_, i) => {
      const first9 = `1${String(i).padStart(8, '0')}`;
      const check = (11 - ([...first9].reduce((sum, d, k) => sum + Number(d) * (10 - k), 0) % 11)) % 11;
      const isbn = isbn10To13(first9 + (check === 10 ? 'X' : String(check))) as string; // a valid ISBN-13 per row
      const cells = [isbn, `Title ${i}`, `Author, ${i}`, `Summary ${i}\nwith a break`];
      for (const [k] of CATALOG_FLAGS.entries()) cells.push((i + k) % 7 === 0 ? 'yes' : 'no', (i + k) % 7 === 0 ? 'e' : '');
      return i % 1000 === 999 ? cells.slice(0, 20).join(',').replace('\n', ' ') : toCsvLine(cells);
    });
    const csv = [toCsvLine(CSV_HEADER), ...records].join('\r\n');
    const chunked = await readAll(new ChunkedBookCsvReader({ pieceBudget: 300 }), csv, {});
    expect(chunked).toEqual(parseBookCsv(csv));
    expect(chunked.errors).toHaveLength(5);
    expect(chunked.errors[0]).toMatch(/^Row 1001: /);
  });

  it('gives every piece of a text with series columns its series', async () => {
    const header = toCsvLine([...CSV_HEADER, 'Series Volume', 'series']);
    const records = Array.from({ length: 40 }, (_, i) => {
      const cells = ['', `Title ${i}`, `Author ${i}`, `Summary ${i}`, ...CATALOG_FLAGS.flatMap(() => ['no', ''])];
      return toCsvLine([...cells, i === 7 ? 'seven' : String(i + 1), `Series ${i % 3}`]);
    });
    const csv = [header, ...records].join('\n');
    const chunked = await readAll(new ChunkedBookCsvReader({ pieceBudget: 3 }), csv, {});
    expect(chunked).toEqual(parseBookCsv(csv));
    expect(chunked.rows).toHaveLength(39);
    expect(chunked.rows.at(-1)?.series).toEqual({ name: 'Series 0', volume: 40 });
    expect(chunked.errors).toEqual(['Row 9: series_volume must be a whole number from 1 to 9999 (got "seven")']);
  });

  it('refuses the rows that used to need a search (250 flag words) as any other wrong field count', async () => {
    const wideRow = Array(250).fill('y').join(',');
    const csv = Array.from({ length: 200 }, () => wideRow).join('\n');
    const chunked = await readAll(new ChunkedBookCsvReader(), csv, {});
    expect(chunked.errors).toHaveLength(200);
    expect(chunked.errors[0]).toBe('Row 1: Could not normalize to 36 fields (got 250). Check for stray commas or unmatched quotes.');
  });

  it('stops reading once the parsing time is past its deadline instead of holding the process', async () => {
    const csv = Array.from({ length: 10 }, () => toCsvLine([...CSV_HEADER.map(() => 'no')])).join('\n');
    await expect(readAll(new ChunkedBookCsvReader({ deadlineMs: -1 }), csv, {})).rejects.toBeInstanceOf(CsvReadTimeoutError);
  });
});
