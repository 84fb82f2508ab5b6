import {
  CSV_HEADER,
  IMPORT_MESSAGES,
  parseBookCsv,
  readExtraColumns,
  toCsvLine,
  tokenizeCsv,
  type BookCsvOptions,
  type BookCsvParse,
  type BookCsvRow,
} from '../../domain/index.js';
import { CsvReadTimeoutError, type BookCsvReader } from '../../application/admin/ports/book-csv-reader.port.js';
import { recordBounds } from './csv-record-bounds.js';

export interface ChunkedReaderOptions {
  /** Records a piece may hold (every record costs about the same: rows are never searched for a re-alignment). */
  readonly pieceBudget?: number;
  /** Reading stops with CsvReadTimeoutError once parsing has taken this many milliseconds. */
  readonly deadlineMs?: number;
}

const HEADER_LINE = toCsvLine(CSV_HEADER);

const ROW_PREFIX = /^Row (\d+): /;
const MAY_BE_HEADER = /title[\s\S]*author|author[\s\S]*title/i;

/** The text of the first record that is not blank ('' when there is none). */
function firstUsedRecord(text: string): string {
  for (let at = 0; at < text.length;) {
    const bounds = recordBounds(text, at);
    if (!bounds.blank) return text.slice(at, bounds.end);
    at = bounds.end;
  }
  return '';
}

/**
 * The text's own header line when it names extra columns (series): every later piece needs it to
 * read its rows' extra cells, so it goes before each of them. Null for the 36-column format.
 */
function extendedHeader(body: string): string | null {
  const first = firstUsedRecord(body);
  const cells = tokenizeCsv(first)[0]?.fields.map((cell) => cell.trim().toLowerCase()) ?? [];
  const isHeader = cells.includes('title') && cells.includes('author');
  return isHeader && readExtraColumns(cells) !== null ? first.replace(/(\r\n|\r|\n)$/, '') : null;
}

/** A piece's parse with its rows and their 'Row N: ' messages numbered on by `offset`. */
function renumber(piece: BookCsvParse, offset: number): BookCsvParse {
  const shift = (message: string) => message.replace(ROW_PREFIX, (_m, n: string) => `Row ${Number(n) + offset}: `);
  return {
    // the rows are this call's own fresh objects: renumbered in place rather than copied
    rows: offset === 0 ? piece.rows : piece.rows.map((row) => Object.assign(row as { row: number }, { row: row.row + offset }) as BookCsvRow),
    // a piece may hold no rows, or only blank lines: those are the whole text's questions
    errors: piece.errors.filter((e) => e !== IMPORT_MESSAGES.emptyRows && e !== IMPORT_MESSAGES.emptyContent).map(shift),
    warnings: piece.warnings.map(shift),
    autoFixed: piece.autoFixed.map(shift),
  };
}

interface Plan {
  readonly text: string;
  /** Rows before the piece's own first row in the whole file. */
  readonly offset: number;
}

/**
 * Parses with the domain's parseBookCsv piece by piece instead of all at once:
 * - memory: the domain's tokenizer builds fields a character at a time, so a whole 25 MB text
 *   parsed at once holds about a gigabyte of intermediate strings; a piece of a couple of hundred
 *   records holds a few megabytes, freed before the next, and the caller can write each piece's
 *   rows away before the next is read;
 * - the event loop: the reader yields between pieces (each takes milliseconds), so the server keeps
 *   answering during a long parse, and a pathological text is stopped at a deadline instead of
 *   holding the process (a single row costs at most about a second: see `cost`).
 *
 * Each piece is parsed as the whole text would be: it starts at a record boundary found exactly as
 * the tokenizer finds them (csv-record-bounds.ts); a later piece whose first record could pass for
 * a header is preceded by the import header (which the domain skips); then its rows and their
 * 'Row N: ' messages are numbered on from the records before it. The pieces together equal
 * parseBookCsv(text) (a property test holds this).
 */
export class ChunkedBookCsvReader implements BookCsvReader {
  private readonly pieceBudget: number;
  private readonly deadlineMs: number;

  constructor(options: ChunkedReaderOptions = {}) {
    this.pieceBudget = options.pieceBudget ?? 200;
    this.deadlineMs = options.deadlineMs ?? 30_000;
  }

  async *pieces(text: string, options: BookCsvOptions): AsyncIterable<BookCsvParse> {
    if (text.trim() === '') {
      yield parseBookCsv(text, options);
      return;
    }
    let parsing = 0; // milliseconds spent parsing (not waiting for the caller)
    let found = false; // a row or an error has been reported
    for (const plan of this.plan(text.startsWith('\uFEFF') ? text.slice(1) : text)) {
      if (parsing > this.deadlineMs) throw new CsvReadTimeoutError(Math.round(this.deadlineMs / 1000));
      const started = Date.now();
      const piece = renumber(parseBookCsv(plan.text, options), plan.offset);
      parsing += Date.now() - started;
      found ||= piece.rows.length > 0 || piece.errors.length > 0;
      yield piece;
      await new Promise((resolve) => setImmediate(resolve)); // let other requests in
    }
    if (!found) yield { rows: [], errors: [IMPORT_MESSAGES.emptyRows], warnings: [], autoFixed: [] };
  }

  /** The pieces of a text (without its byte-order mark), cut at record boundaries. */
  private *plan(body: string): Generator<Plan> {
    let at = 0;
    let record = 0; // records before the current piece
    let used = false; // a non-blank record has been read: the header question is settled
    const ownHeader = extendedHeader(body);
    while (at < body.length) {
      let end = at;
      let records = 0;
      for (; end < body.length && (records === 0 || !used || records < this.pieceBudget); records++) {
        const bounds = recordBounds(body, end);
        end = bounds.end;
        used ||= !bounds.blank;
      }
      const slice = body.slice(at, end);
      // A later piece whose first record names title and author would be taken for a header: the
      // import header goes first then (only such pieces are copied). A text with series columns
      // has its own header put before every later piece.
      const guard = record > 0 && (ownHeader !== null || MAY_BE_HEADER.test(firstUsedRecord(slice)));
      yield guard ? { text: `${ownHeader ?? HEADER_LINE}\n${slice}`, offset: record - 1 } : { text: slice, offset: record };
      at = end;
      record += records;
    }
  }
}
