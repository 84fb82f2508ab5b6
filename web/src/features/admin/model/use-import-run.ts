import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useState } from 'react';
import { useLatestRef } from '../../../components/use-latest-ref.js';
import { IMPORT_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useImportJobQuery, useStartImportJobMutation } from '../api/admin.api.js';
import type { ImportJob, ImportMode, ImportReport } from './admin.types.js';

/** How often a running import is asked for its progress. */
const POLL_MS = 500;

export interface ImportFailure {
  message: string;
  /** Row messages when no row could be read (400 validation_failed). */
  errors: string[];
}

export type ImportOutcome =
  | { kind: 'report'; report: ImportReport; csvContent: string }
  | { kind: 'failed'; dryRun: boolean; failure: ImportFailure }
  /** The unlock ran out (403): the gate takes over, nothing to show here. */
  | { kind: 'locked' };

interface Running {
  jobId: string | null;
  dryRun: boolean;
  csvContent: string;
}

/**
 * One import (preview or real) at a time, run as a server job and polled for its progress, so a
 * long import shows a progress bar instead of a spinner. Each finished run is handed to `onFinished`.
 */
export function useImportRun(mode: ImportMode, onFinished: (outcome: ImportOutcome) => void) {
  const [start] = useStartImportJobMutation();
  const [running, setRunning] = useState<Running | null>(null);
  const finishedRef = useLatestRef(onFinished);

  const jobId = running?.jobId ?? null;
  const { data: job, error: pollError } = useImportJobQuery(jobId ?? skipToken, { pollingInterval: jobId ? POLL_MS : 0 });
  const current: ImportJob | undefined = job && job.id === jobId ? job : undefined;

  useEffect(() => {
    if (!running || !jobId) return;
    if (pollError) {
      // the polled job is the outside system: its end (seen here) ends the run and reports it together
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the run ends when the polling query answers; onFinished must run in an effect, and running is what drives the polling
      setRunning(null);
      if (apiErrorStatus(pollError) === 403) finishedRef.current({ kind: 'locked' });
      else
        finishedRef.current({
          kind: 'failed',
          dryRun: running.dryRun,
          failure: { message: apiErrorMessage(pollError) ?? 'The import could not be followed. Please try again.', errors: [] },
        });
      return;
    }
    if (!current || current.state === 'running') return;
    setRunning(null);
    if (current.state === 'done' && current.result) finishedRef.current({ kind: 'report', report: current.result, csvContent: running.csvContent });
    else
      finishedRef.current({
        kind: 'failed',
        dryRun: running.dryRun,
        failure: { message: current.error?.message ?? 'The import failed. Please try again.', errors: current.error?.errors ?? [] },
      });
  }, [current, jobId, pollError, running, finishedRef]);

  const run = useCallback(
    async (csvContent: string, dryRun: boolean) => {
      setRunning({ jobId: null, dryRun, csvContent });
      const result = await start({ csvContent, dryRun, mode });
      if ('data' in result && result.data) {
        setRunning({ jobId: result.data.id, dryRun, csvContent });
        return;
      }
      setRunning(null);
      const error = result.error;
      if (apiErrorStatus(error) === 403) return finishedRef.current({ kind: 'locked' });
      const errors = apiErrorCode(error) === 'validation_failed' && error && 'data' in error ? ((error.data as { errors?: string[] }).errors ?? []) : [];
      finishedRef.current({
        kind: 'failed',
        dryRun,
        failure: { message: apiErrorMessage(error) ?? IMPORT_MESSAGES.failedTitle, errors: errors.length > 1 ? errors : [] },
      });
    },
    [mode, start, finishedRef],
  );

  return { run, busy: running !== null, runningDryRun: running?.dryRun ?? null, job: current ?? null };
}
