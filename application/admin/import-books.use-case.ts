import { IMPORT_PREVIEW_ISSUES, validateImportText } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { IMPORT_LIMIT_MESSAGES, IMPORT_MAX_CHARS, IMPORT_MAX_ROWS, IMPORT_REPORT_ISSUES } from './admin-policy.js';
import { ImportTally, type ImportReport } from './import-report.js';
import type { AuditLog } from './ports/audit-log.port.js';
import { CsvReadTimeoutError, type BookCsvReader } from './ports/book-csv-reader.port.js';
import { ImportRejectedError, type CatalogImporter, type ImportSession } from './ports/catalog-importer.port.js';
import type { ImportWriterLock } from './ports/import-writer-lock.port.js';

export interface ImportBooksCommand {
  readonly csvContent: string;
  readonly dryRun: boolean;
  /** The clean import: flag columns must be yes or no. */
  readonly strictFlags: boolean;
}

export type ImportPhase = 'reading' | 'writing' | 'done';
export interface ImportProgress {
  readonly phase: ImportPhase;
  /** Rows read so far (reading), or rows written (done). */
  readonly processed: number;
  /** Rows in the text: known once it is read. */
  readonly total: number;
}

type Audit = (details: Record<string, unknown>) => Promise<void>;

/** Why an import stopped before writing: answered as the outcome's error. */
class Refused extends Error {
  constructor(
    readonly error: AppError,
    readonly details: Record<string, unknown>,
  ) {
    super(error.message);
  }
}

/**
 * Both book imports (batch: lenient flags; clean: yes/no only), as a dry run or for real. The
 * domain reads and repairs the text piece by piece; each piece's rows are staged while the next is
 * read, and the catalog changes once, at the end, all or nothing. Every run is recorded in the audit
 * log. One real import runs at a time (across every instance when `writers` is shared): two would
 * only contend for the same rows.
 */
export class ImportBooksUseCase {
  private writing = false;

  constructor(
    private readonly reader: BookCsvReader,
    private readonly importer: CatalogImporter,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly writers: ImportWriterLock | null = null,
  ) {}

  /** True while a real import runs in this process (a new one would be refused). */
  get busy(): boolean {
    return this.writing;
  }

  async execute(command: ImportBooksCommand, actor: Actor, onProgress?: (p: ImportProgress) => void): Promise<Outcome<ImportReport>> {
    const empty = validateImportText(command.csvContent);
    if (empty.length > 0) return failure(AppError.validation(empty));
    if (command.csvContent.length > IMPORT_MAX_CHARS) return failure(new AppError('payload_too_large', IMPORT_LIMIT_MESSAGES.tooLarge));
    if (!command.dryRun && this.writing) return failure(new AppError('conflict', IMPORT_LIMIT_MESSAGES.busy));
    const release = command.dryRun || !this.writers ? null : await this.writers.tryAcquire();
    if (this.writers && !command.dryRun && !release) return failure(new AppError('conflict', IMPORT_LIMIT_MESSAGES.busy));
    if (!command.dryRun && this.writing) {
      await release?.(); // another import of this process started while the lock was asked for
      return failure(new AppError('conflict', IMPORT_LIMIT_MESSAGES.busy));
    }
    if (!command.dryRun) this.writing = true;
    const audit: Audit = (details) =>
      this.audit.record({
        actorId: actor.id,
        action: 'books.imported',
        target: 'book_content_analysis',
        details: { mode: command.strictFlags ? 'clean' : 'batch', dryRun: command.dryRun, ...details },
        at: this.clock.now(),
      });
    try {
      const report = await this.run(command, onProgress);
      await audit({ outcome: command.dryRun ? 'previewed' : 'imported', ...counts(report) });
      onProgress?.({ phase: 'done', processed: report.imported, total: report.total });
      return success(report);
    } catch (error) {
      if (error instanceof Refused) {
        await audit({ outcome: 'rejected', ...error.details, reason: error.message });
        return failure(error.error);
      }
      await audit({ outcome: 'failed', reason: 'the database could not complete the import' });
      throw error;
    } finally {
      if (!command.dryRun) this.writing = false;
      await release?.();
    }
  }

  private async run(command: ImportBooksCommand, onProgress?: (p: ImportProgress) => void): Promise<ImportReport> {
    const { dryRun, strictFlags } = command;
    const tally = new ImportTally(dryRun ? IMPORT_PREVIEW_ISSUES : IMPORT_REPORT_ISSUES);
    const session: ImportSession | null = dryRun ? null : await this.importer.begin(this.clock.now());
    try {
      let staging: Promise<void> = Promise.resolve();
      try {
        for await (const piece of this.reader.pieces(command.csvContent, { strictFlags })) {
          tally.add(piece);
          if (tally.total > IMPORT_MAX_ROWS) {
            throw new Refused(new AppError('payload_too_large', IMPORT_LIMIT_MESSAGES.tooManyRows), { total: tally.total });
          }
          onProgress?.({ phase: 'reading', processed: tally.total, total: 0 });
          // the database stages one piece while the next is read
          await staging;
          if (session && piece.rows.length > 0) {
            staging = session.stage(piece.rows);
            staging.catch(() => undefined); // handled where it is awaited; never an unhandled rejection meanwhile
          }
        }
        await staging;
      } catch (error) {
        await staging.catch(() => undefined); // settle before the session is closed
        if (error instanceof CsvReadTimeoutError) throw new Refused(new AppError('bad_request', error.message), {});
        throw rejected(error, tally.total);
      }
      if (tally.rows === 0) {
        throw new Refused(AppError.validation(tally.firstErrors.slice(0, IMPORT_PREVIEW_ISSUES)), { total: tally.total });
      }
      if (!session) return tally.report({ dryRun, strictFlags, written: null });
      onProgress?.({ phase: 'writing', processed: 0, total: tally.total });
      const written = await session.commit().catch((error: unknown) => {
        throw rejected(error, tally.total);
      });
      return tally.report({ dryRun, strictFlags, written });
    } finally {
      await session?.close();
    }
  }
}

/** The database refusing the data is the admin's to fix (400); anything else stays an outage. */
const rejected = (error: unknown, total: number): unknown =>
  error instanceof ImportRejectedError ? new Refused(new AppError('bad_request', IMPORT_LIMIT_MESSAGES.nothingWritten(error.reason)), { total }) : error;

const counts = (r: ImportReport) => ({
  total: r.total,
  valid: r.valid,
  imported: r.imported,
  inserted: r.inserted,
  updated: r.updated,
  errors: r.errors,
  warnings: r.validationWarnings,
  autoFixed: r.autoFixed,
});
