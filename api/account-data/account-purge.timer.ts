import type { PurgeDeletedAccountsUseCase } from '../../application/account-data/purge-deleted-accounts.use-case.js';

/**
 * Runs `work` unless another instance is running the same job: answers false when it skipped.
 * The default runs it always (one process); the API gives a PostgreSQL advisory lock per job.
 */
export type ExclusiveRun = (work: () => Promise<void>) => Promise<boolean>;
const always: ExclusiveRun = async (work) => {
  await work();
  return true;
};

interface PurgeLog {
  log(message: string): void;
  error(message: unknown, context?: string): void;
}

/**
 * Runs the purge on a timer: a first time `firstRunMs` after start, then every `intervalMs`. The
 * timers are unref'd (they never keep the process alive) and one run at a time is allowed; `stop`
 * waits for a run in progress, so shutting down never cuts a purge off mid-way. Every instance keeps
 * the timers, and each pass runs under `exclusive`: when several instances share a database, the
 * one that finds the lock taken skips that pass (the holder does the work), so the purge and the
 * cache expiry never run twice at once.
 */
export class AccountPurgeTimer {
  private first: NodeJS.Timeout | null = null;
  private every: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly purge: PurgeDeletedAccountsUseCase,
    private readonly logger: PurgeLog,
    private readonly timing: { firstRunMs: number; intervalMs: number },
    private readonly exclusive: ExclusiveRun = always,
  ) {}

  start(): void {
    if (this.every) return;
    this.first = setTimeout(() => void this.runOnce(), this.timing.firstRunMs).unref();
    this.every = setInterval(() => void this.runOnce(), this.timing.intervalMs).unref();
  }

  /** One purge pass; a pass already under way is joined rather than doubled. */
  runOnce(): Promise<void> {
    this.running ??= this.exclusive(async () => {
      const outcome = await this.purge.execute();
      if (outcome.ok && outcome.value.purged > 0) this.logger.log(`purged ${outcome.value.purged} deleted account(s)`);
      if (outcome.ok && outcome.value.expiredAnalyses > 0) this.logger.log(`dropped ${outcome.value.expiredAnalyses} cached analyses older than 30 days`);
    })
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'account purge failed; the next run tries again'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.first) clearTimeout(this.first);
    if (this.every) clearInterval(this.every);
    this.first = this.every = null;
    await this.running;
  }
}
