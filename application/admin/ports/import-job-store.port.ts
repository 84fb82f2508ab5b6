import type { ImportJobView } from '../import-jobs.js';

/** What a running job may change: its progress, then its end. */
export type ImportJobPatch = Partial<Pick<ImportJobView, 'state' | 'phase' | 'processed' | 'total' | 'finished_at' | 'result' | 'error'>>;

/**
 * Where import jobs and their progress live. The API keeps them in PostgreSQL so that any instance
 * answers for any job; every write stamps the job's heartbeat (`at`), and a running job not heard of
 * for a while is one whose instance stopped.
 */
export interface ImportJobStore {
  /**
   * Records a new running job. A real import (not a dry run) is refused, answering false, while
   * another real import is running: the one-import-at-a-time guard shared by every instance.
   */
  create(job: ImportJobView, at: Date): Promise<boolean>;
  update(id: string, patch: ImportJobPatch, at: Date): Promise<void>;
  find(id: string): Promise<ImportJobView | null>;
  /** Ends, as failed with `error`, every running job whose heartbeat is older than `heardBefore`. */
  failSilent(heardBefore: Date, error: NonNullable<ImportJobView['error']>, at: Date): Promise<void>;
  /** Forgets jobs finished before `finishedBefore`, and finished jobs past the newest `keep`. */
  prune(finishedBefore: Date, keep: number): Promise<void>;
}
export const IMPORT_JOB_STORE = Symbol('IMPORT_JOB_STORE');
