import type { AnalysisCacheRetention } from '../ports/analysis-cache.port.js';
import type { Clock } from '../ports/clock.port.js';
import { success, type Outcome } from '../shared/app-error.js';
import { ANALYSIS_CACHE_RETENTION_MS, PURGE_BATCH_SIZE } from './account-data-policy.js';
import type { AccountDeletionStore } from './ports/account-deletion-store.port.js';

export interface PurgeCommand {
  /** Accounts asked for per batch (tests use small ones). */
  readonly batchSize?: number;
}

/** The scheduler that runs the purge: there is no signed-in caller. */
export interface SystemActor {
  readonly kind: 'system';
  readonly job: string;
}
export const PURGE_JOB: SystemActor = { kind: 'system', job: 'account-purge' };

/**
 * Hard-deletes every account whose purge time (deletion + 30 days) has passed by the clock, batch by
 * batch until none is due, then drops cached analyses older than 30 days (they name readers and
 * are shared by reader fingerprint, so no account owns them). Safe to run in several processes at
 * once: each account is purged by whichever process locks it first, the others skip it.
 */
export class PurgeDeletedAccountsUseCase {
  constructor(
    private readonly store: AccountDeletionStore,
    private readonly clock: Clock,
    private readonly analysisCache: AnalysisCacheRetention | null = null,
  ) {}

  async execute(command: PurgeCommand = {}, _actor: SystemActor = PURGE_JOB): Promise<Outcome<{ purged: number; expiredAnalyses: number }>> {
    const batchSize = command.batchSize ?? PURGE_BATCH_SIZE;
    const now = this.clock.now();
    let purged = 0;
    const tried = new Set<string>();
    for (;;) {
      const due = (await this.store.duePurges(now, batchSize)).filter((id) => !tried.has(id));
      if (due.length === 0) break;
      for (const id of due) {
        tried.add(id);
        if (await this.store.purge(id, now)) purged += 1;
      }
    }
    const expiredAnalyses = this.analysisCache ? await this.analysisCache.expireOlderThan(ANALYSIS_CACHE_RETENTION_MS) : 0;
    return success({ purged, expiredAnalyses });
  }
}
