import {
  accountLimitProblem,
  admitReadingHistory,
  detectReadingHistoryFormat,
  READING_HISTORY_MAX_BYTES,
  READING_HISTORY_MAX_ROWS,
  READING_HISTORY_MESSAGES,
  READING_LIST_MESSAGES,
  readerDisplayName,
  readReadingHistoryRow,
  SELF_READER_ID,
  utf8Length,
  type ReadingHistoryBook,
} from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { readCsvRecords } from './read-csv-records.js';
import { toImportReport, type ReadingHistoryImportReport, type ReadingHistoryReportRow } from './reading-history-import-report.js';
import type { ImportedReadingListItem, ReadingListStore } from './reading-list-store.port.js';

export interface ImportReadingHistoryCommand {
  readonly reader_id: string;
  readonly csvContent: string;
  readonly dryRun: boolean;
}

type Candidate = ReadingHistoryBook & { readonly row: number; readonly reader_id: string };

/**
 * Imports a Goodreads or StoryGraph export into one reader's list, or previews it (dry run, nothing
 * written). The domain reads the format, maps each row and applies the reading-list rule (a book
 * already in the list, or earlier in the file, is skipped); the store writes every admitted book in
 * one transaction, and a book another request added meanwhile is reported as a duplicate.
 */
export class ImportReadingHistoryUseCase {
  constructor(
    private readonly items: ReadingListStore,
    private readonly readers: ReaderDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(command: ImportReadingHistoryCommand, actor: Actor): Promise<Outcome<ReadingHistoryImportReport>> {
    if (command.csvContent.trim() === '') return failure(AppError.validation([READING_HISTORY_MESSAGES.empty]));
    if (command.csvContent.length > READING_HISTORY_MAX_BYTES || utf8Length(command.csvContent) > READING_HISTORY_MAX_BYTES)
      return failure(new AppError('payload_too_large', READING_HISTORY_MESSAGES.tooLarge));
    const reader = await this.readers.find(actor.id, command.reader_id);
    if (!reader) return failure(new AppError('not_found', READER_MESSAGES.noReader));

    const records = readCsvRecords(command.csvContent);
    if (!records.ok) return records;
    const [header = [], ...data] = records.value;
    const format = detectReadingHistoryFormat(header);
    if (!format.ok) return failure(AppError.validation([format.error.message]));
    if (data.length === 0) return failure(AppError.validation([READING_HISTORY_MESSAGES.noBooks]));
    if (data.length > READING_HISTORY_MAX_ROWS) return failure(new AppError('payload_too_large', READING_HISTORY_MESSAGES.tooManyRows));

    const now = this.clock.now();
    const names = header.map((h) => h.trim());
    const report: ReadingHistoryReportRow[] = [];
    const candidates: Candidate[] = [];
    data.forEach((cells, i) => {
      const row = i + 2; // the header is spreadsheet row 1
      const read = readReadingHistoryRow(format.value, Object.fromEntries(names.map((name, c) => [name, cells[c]])), now);
      if (read.kind === 'book') candidates.push({ ...read.book, row, reader_id: reader.id });
      else report[i] = { row, title: read.title, author: read.author, status: read.status, outcome: read.kind, reason: read.reason };
    });

    const decisions = admitReadingHistory(await this.items.list(actor.id, reader.id), candidates);
    const admitted = decisions.filter((d) => d.admitted).map((d) => d.book);
    // the whole import fits in the account's bound, or nothing is written (a dry run says so too)
    const full = accountLimitProblem('readingListItems', (await this.items.list(actor.id)).length, admitted.length);
    if (full) return failure(new AppError('limit_reached', full));
    const raced = new Set<number>();
    if (!command.dryRun) {
      const readerName = readerDisplayName(reader.name, reader.id === SELF_READER_ID ? null : reader.age);
      const written = await this.items.addMany(
        actor.id,
        admitted.map((book) => toItem(book, readerName)),
        now,
      );
      for (const i of written.duplicates) raced.add(admitted[i].row);
    }
    for (const decision of decisions) {
      const { row, title, author, reading_status: status } = decision.book;
      report[row - 2] = !decision.admitted
        ? { row, title, author, status, outcome: 'duplicate', reason: decision.reason }
        : raced.has(row)
          ? { row, title, author, status, outcome: 'duplicate', reason: READING_LIST_MESSAGES.duplicate }
          : { row, title, author, status, outcome: command.dryRun ? 'would_import' : 'imported' };
    }
    return success(toImportReport(command.dryRun, format.value, report));
  }
}

const toItem = (book: Candidate, readerName: string): ImportedReadingListItem => ({
  reader_id: book.reader_id,
  reader_name: readerName,
  title: book.title,
  author: book.author,
  analysis: null,
  reading_status: book.reading_status,
  started_reading_at: book.started_reading_at,
  completed_reading_at: book.completed_reading_at,
});
