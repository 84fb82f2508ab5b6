import { AsyncLocalStorage } from 'node:async_hooks';
import type { AiGate } from '../../application/ports/ai-gate.port.js';
import type { ProviderAdmission } from './provider-admission.js';
import { PrioritySemaphore, type Rank } from './priority-semaphore.js';

/**
 * The AI gate of a process with an AI provider: `maxConcurrent` provider calls at a time; while they
 * are all taken, subscribers' calls are next in line. `run` only records on whose behalf a task runs
 * (AsyncLocalStorage follows it through every await); the slot is taken by `admit`, around each call
 * that reaches the provider, so the rest of the task (catalog, cache, local rules) never waits.
 * Whether an account is subscribed is asked only when it has to wait, so an idle provider costs no
 * extra query. A call admitted outside any `run` waits with the free accounts.
 */
export class SubscriberFirstAiGate implements AiGate, ProviderAdmission {
  private readonly semaphore: PrioritySemaphore;
  private readonly caller = new AsyncLocalStorage<string>();

  constructor(
    maxConcurrent: number,
    private readonly isSubscribed: (userId: string) => Promise<boolean>,
  ) {
    this.semaphore = new PrioritySemaphore(maxConcurrent);
  }

  run<T>(userId: string, task: () => Promise<T>): Promise<T> {
    return this.caller.run(userId, task);
  }

  admit<T>(call: () => Promise<T>): Promise<T> {
    if (!this.semaphore.full) return this.semaphore.run(0, call);
    const userId = this.caller.getStore();
    // an account whose status cannot be read (or no account at all) waits with the free accounts
    const rank =
      userId === undefined
        ? 1
        : this.isSubscribed(userId).then(
            (subscribed): Rank => (subscribed ? 0 : 1),
            (): Rank => 1,
          );
    return this.semaphore.run(rank, call);
  }
}
