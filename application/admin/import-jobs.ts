import { randomUUID } from 'node:crypto';
import { validateImportText } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { IMPORT_LIMIT_MESSAGES } from './admin-policy.js';
import type { ImportBooksCommand, ImportBooksUseCase, ImportPhase } from './import-books.use-case.js';
import type { ImportReport } from './import-report.js';
import type { ImportJobPatch, ImportJobStore } from './ports/import-job-store.port.js';

export type ImportJobState = 'running' | 'done' | 'failed';

/** What GET /api/admin/books/import-jobs/:id answers. */
export interface ImportJobView {
  readonly id: string;
  readonly state: ImportJobState;
  readonly phase: ImportPhase;
  readonly processed: number;
  readonly total: number;
  readonly dryRun: boolean;
  readonly mode: 'batch' | 'clean';
  readonly started_at: string;
  readonly finished_at: string | null;
  /** The import's report once done. */
  readonly result?: ImportReport;
  /** The error once failed: { code, message, errors } as an HTTP error body would carry it. */
  readonly error?: { code: string; message: string; errors: string[] };
}

/** Finished jobs are kept this long, and at most this many finished jobs are remembered. */
export const IMPORT_JOB_KEEP_MS = 60 * 60_000;
export const IMPORT_JOB_MAX = 50;
/** A running job writes a heartbeat this often; one silent for IMPORT_JOB_SILENT_MS lost its instance. */
export const IMPORT_JOB_HEARTBEAT_MS = 5_000;
export const IMPORT_JOB_SILENT_MS = 60_000;
/** Progress is written at most this often (phase changes and the end always are). */
const PROGRESS_WRITE_MS = 500;
export const IMPORT_JOB_MESSAGES = {
  notFound: 'Import job not found',
  interrupted:
    'The server running this import stopped before it finished. An import writes all its rows or none: check the catalog, then start it again if needed.',
} as const;
const UNEXPECTED = 'An unexpected error occurred';

/**
 * Imports run in the background with their progress readable by polling. Jobs live in the store
 * (PostgreSQL in the API): any instance answers for any job, and the store refuses a second real
 * import while one runs, whichever instance started it. The instance running a job writes a
 * heartbeat; a running job not heard of for IMPORT_JOB_SILENT_MS is marked failed (its instance
 * died: the import's transaction died with it). Jobs are visible to every admin.
 */
export class ImportJobs {
  constructor(
    private readonly importBooks: ImportBooksUseCase,
    private readonly clock: Clock,
    /** Where jobs live: PostgreSQL in the API, so that every instance sees them. */
    private readonly store: ImportJobStore,
    /** Told about an unexpected failure (a bug or an outage) of a background import. */
    private readonly onUnexpected: (error: unknown) => void = () => undefined,
  ) {}

  /** Starts an import; refused at once (no job) when its text is empty or another import is writing. */
  async start(command: ImportBooksCommand, actor: Actor): Promise<Outcome<ImportJobView>> {
    const empty = validateImportText(command.csvContent);
    if (empty.length > 0) return failure(AppError.validation(empty));
    if (!command.dryRun && this.importBooks.busy) return failure(new AppError('conflict', IMPORT_LIMIT_MESSAGES.busy));
    const now = this.clock.now();
    await this.store.failSilent(new Date(now.getTime() - IMPORT_JOB_SILENT_MS), this.interrupted(), now);
    await this.store.prune(new Date(now.getTime() - IMPORT_JOB_KEEP_MS), IMPORT_JOB_MAX);
    const started: ImportJobView = {
      id: randomUUID(),
      state: 'running',
      phase: 'reading',
      processed: 0,
      total: 0,
      dryRun: command.dryRun,
      mode: command.strictFlags ? 'clean' : 'batch',
      started_at: now.toISOString(),
      finished_at: null,
    };
    if (!(await this.store.create(started, now))) return failure(new AppError('conflict', IMPORT_LIMIT_MESSAGES.busy));
    this.run(started.id, command, actor);
    return success(started);
  }

  async find(id: string): Promise<Outcome<ImportJobView>> {
    const now = this.clock.now();
    await this.store.failSilent(new Date(now.getTime() - IMPORT_JOB_SILENT_MS), this.interrupted(), now);
    const job = await this.store.find(id);
    return job ? success(job) : failure(new AppError('not_found', IMPORT_JOB_MESSAGES.notFound));
  }

  /** Runs the import in the background, writing its progress (throttled), heartbeat and end in order. */
  private run(id: string, command: ImportBooksCommand, actor: Actor): void {
    let writes: Promise<void> = Promise.resolve();
    let lastWrite = 0;
    let lastPhase = 'reading';
    const write = (patch: ImportJobPatch) => {
      lastWrite = Date.now();
      writes = writes.then(() => this.store.update(id, patch, this.clock.now())).catch((error: unknown) => this.onUnexpected(error));
      return writes;
    };
    const heartbeat = setInterval(() => void write({}), IMPORT_JOB_HEARTBEAT_MS);
    heartbeat.unref?.();
    void this.importBooks
      .execute(command, actor, (p) => {
        if (p.phase === lastPhase && Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
        lastPhase = p.phase;
        void write({ phase: p.phase, processed: p.processed, total: p.total });
      })
      .then(
        (outcome): ImportJobPatch =>
          outcome.ok
            ? { state: 'done', phase: 'done', result: outcome.value }
            : { state: 'failed', error: { code: outcome.error.code, message: outcome.error.message, errors: [...outcome.error.errors] } },
        (error: unknown): ImportJobPatch => {
          this.onUnexpected(error);
          return { state: 'failed', error: { code: 'internal_error', message: UNEXPECTED, errors: [UNEXPECTED] } };
        },
      )
      .then((end) => {
        clearInterval(heartbeat);
        return write({ ...end, finished_at: this.clock.now().toISOString() });
      });
  }

  private interrupted(): NonNullable<ImportJobView['error']> {
    return { code: 'internal_error', message: IMPORT_JOB_MESSAGES.interrupted, errors: [IMPORT_JOB_MESSAGES.interrupted] };
  }
}
