import { CATALOG_FLAGS, IMPORT_PREVIEW_BOOKS, isFieldCountError, type BookCsvParse, type BookCsvRow, type BookSeries } from '../../domain/index.js';
import { IMPORT_LIMIT_MESSAGES } from './admin-policy.js';

/** One previewed book: its title, author, ISBN and the flags set to yes. */
export interface ImportPreviewBook {
  readonly title: string;
  readonly author: string;
  readonly isbn: string;
  readonly contentFlags: string[];
  /** Only when the file has series columns: the row's series (null when it leaves them blank). */
  readonly series?: BookSeries | null;
}

/** The answer of both imports (the clean import's five fields are a subset of it). */
export interface ImportReport {
  /** Every row was read without error (and, for a real import, written). */
  readonly success: boolean;
  readonly dryRun: boolean;
  readonly mode: 'batch' | 'clean';
  /** Book rows in the text (header and blank lines not counted), readable or not. */
  readonly total: number;
  /** Books written: inserted + updated (0 for a dry run). */
  readonly imported: number;
  readonly inserted: number;
  readonly updated: number;
  /** Books that a real import writes (readable rows, the later of two rows for one book kept). */
  readonly valid: number;
  readonly errors: number;
  /** Of `errors`, the rows refused for their field count (counted over every row, not only the listed ones). */
  readonly fieldCountErrors: number;
  readonly validationWarnings: number;
  readonly autoFixed: number;
  readonly previewData: ImportPreviewBook[];
  readonly validationDetails: string[];
  readonly errorDetails: string[];
  readonly autoFixDetails: string[];
}

/** The preview of a book row: flags as the names of those set to yes; its series when the file has series columns. */
export const previewOf = (row: BookCsvRow): ImportPreviewBook => ({
  title: row.title,
  author: row.author,
  isbn: row.isbn,
  contentFlags: CATALOG_FLAGS.filter((flag) => row.flags[flag]),
  ...(row.series === undefined ? {} : { series: row.series }),
});

/** The catalog's key of a book: its ISBN, else its title and author in any case. */
const bookKey = (row: BookCsvRow): { key: string; label: string } =>
  row.isbn !== ''
    ? { key: `isbn:${row.isbn}`, label: `ISBN ${row.isbn}` }
    : { key: `ta:${row.title.toLowerCase()}\u0000${row.author.toLowerCase()}`, label: `"${row.title}" by ${row.author}` };

/** A count and the first few messages. */
class Messages {
  count = 0;
  readonly first: string[] = [];
  constructor(private readonly keep: number) {}
  add(messages: readonly string[]): void {
    this.count += messages.length;
    for (const m of messages) if (this.first.length < this.keep) this.first.push(m);
  }
}

/**
 * Sums up an import as its pieces are read, keeping counts and only the first messages (a text of
 * garbage has hundreds of thousands of errors). A book read twice is reported on its later row,
 * which is the one the catalog keeps.
 */
export class ImportTally {
  private readonly seen = new Map<string, number>();
  private readonly errorList: Messages;
  private readonly warningList: Messages;
  private readonly fixList: Messages;
  private readonly preview: ImportPreviewBook[] = [];
  rows = 0;
  fieldCountErrors = 0;

  constructor(keep: number) {
    this.errorList = new Messages(keep);
    this.warningList = new Messages(keep);
    this.fixList = new Messages(keep);
  }

  /** Adds a piece's parse. */
  add(piece: BookCsvParse): void {
    this.rows += piece.rows.length;
    this.errorList.add(piece.errors);
    this.fieldCountErrors += piece.errors.filter(isFieldCountError).length;
    this.warningList.add(piece.warnings);
    this.fixList.add(piece.autoFixed);
    const duplicates: string[] = [];
    for (const row of piece.rows) {
      if (this.preview.length < IMPORT_PREVIEW_BOOKS) this.preview.push(previewOf(row));
      const { key, label } = bookKey(row);
      const earlier = this.seen.get(key);
      if (earlier !== undefined) duplicates.push(IMPORT_LIMIT_MESSAGES.duplicate(row.row, earlier, label));
      this.seen.set(key, row.row);
    }
    this.warningList.add(duplicates);
  }

  /** Rows read, readable or not. */
  get total(): number {
    return this.rows + this.errorList.count;
  }

  get firstErrors(): string[] {
    return [...this.errorList.first];
  }

  report(input: { dryRun: boolean; strictFlags: boolean; written: { inserted: number; updated: number } | null }): ImportReport {
    const { dryRun, written } = input;
    return {
      success: this.errorList.count === 0 && (dryRun || written !== null),
      dryRun,
      mode: input.strictFlags ? 'clean' : 'batch',
      total: this.total,
      imported: written ? written.inserted + written.updated : 0,
      inserted: written?.inserted ?? 0,
      updated: written?.updated ?? 0,
      valid: this.seen.size,
      errors: this.errorList.count,
      fieldCountErrors: this.fieldCountErrors,
      validationWarnings: this.warningList.count,
      autoFixed: this.fixList.count,
      previewData: [...this.preview],
      validationDetails: [...this.warningList.first],
      errorDetails: [...this.errorList.first],
      autoFixDetails: [...this.fixList.first],
    };
  }
}
