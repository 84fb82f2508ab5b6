import { randomUUID } from 'node:crypto';
import { validateImportText } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { IMPORT_LIMIT_MESSAGES } from './admin-policy.js';
import type { ImportBooksCommand, ImportBooksUseCase, ImportPhase } from './import-books.use-case.js';
import type { ImportReport } from './import-report.js';

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

/** Finished jobs are kept this long, and at most this many jobs are remembered. */
export const IMPORT_JOB_KEEP_MS = 60 * 60_000;
export const IMPORT_JOB_MAX = 50;
export const IMPORT_JOB_MESSAGES = { notFound: 'Import job not found' } as const;
const UNEXPECTED = 'An unexpected error occurred';

/**
 * Imports run in the background with their progress readable by polling. The registry lives in
 * the process's memory: a job is visible only on the replica that runs it (route the polls of one
 * admin to one replica, or poll the replica that answered the start) and is forgotten on restart,
 * while the import itself stays all-or-nothing. Jobs are visible to every admin.
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJobView>();

  constructor(
    private readonly importBooks: ImportBooksUseCase,
    private readonly clock: Clock,
    /** Told about an unexpected failure (a bug or an outage) of a background import. */
    private readonly onUnexpected: (error: unknown) => void = () => undefined,
  ) {}

  /** Starts an import; refused at once (no job) when its text is empty or another import is writing. */
  start(command: ImportBooksCommand, actor: Actor): Outcome<ImportJobView> {
    const empty = validateImportText(command.csvContent);
    if (empty.length > 0) return failure(AppError.validation(empty));
    if (!command.dryRun && this.importBooks.busy) return failure(new AppError('conflict', IMPORT_LIMIT_MESSAGES.busy));
    this.prune();
    const id = randomUUID();
    const started: ImportJobView = {
      id,
      state: 'running',
      phase: 'reading',
      processed: 0,
      total: 0,
      dryRun: command.dryRun,
      mode: command.strictFlags ? 'clean' : 'batch',
      started_at: this.clock.now().toISOString(),
      finished_at: null,
    };
    this.jobs.set(id, started);
    const update = (patch: Partial<ImportJobView>) => void this.jobs.set(id, { ...(this.jobs.get(id) ?? started), ...patch });
    void this.importBooks
      .execute(command, actor, (p) => update({ phase: p.phase, processed: p.processed, total: p.total }))
      .then((outcome) =>
        outcome.ok
          ? update({ state: 'done', phase: 'done', result: outcome.value })
          : update({ state: 'failed', error: { code: outcome.error.code, message: outcome.error.message, errors: [...outcome.error.errors] } }),
      )
      .catch((error: unknown) => {
        this.onUnexpected(error);
        update({ state: 'failed', error: { code: 'internal_error', message: UNEXPECTED, errors: [UNEXPECTED] } });
      })
      .finally(() => update({ finished_at: this.clock.now().toISOString() }));
    return success(started);
  }

  find(id: string): Outcome<ImportJobView> {
    const job = this.jobs.get(id);
    return job ? success(job) : failure(new AppError('not_found', IMPORT_JOB_MESSAGES.notFound));
  }

  /** Forgets finished jobs past their keeping time, then the oldest ones past the cap. */
  private prune(): void {
    const now = this.clock.now().getTime();
    for (const [id, job] of this.jobs) {
      const finished = job.finished_at ? Date.parse(job.finished_at) : null;
      if (finished !== null && now - finished > IMPORT_JOB_KEEP_MS) this.jobs.delete(id);
    }
    for (const [id, job] of this.jobs) {
      if (this.jobs.size < IMPORT_JOB_MAX) break;
      if (job.state !== 'running') this.jobs.delete(id);
    }
  }
}
