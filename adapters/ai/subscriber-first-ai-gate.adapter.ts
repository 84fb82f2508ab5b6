import type { AiGate } from '../../application/ports/ai-gate.port.js';
import { PrioritySemaphore, type Rank } from './priority-semaphore.js';

/**
 * The AI gate of a process with an AI provider: `maxConcurrent` calls at a time; while they are all
 * taken, subscribers' calls are next in line. Whether an account is subscribed is asked only when
 * it has to wait, so an idle provider costs no extra query.
 */
export class SubscriberFirstAiGate implements AiGate {
  private readonly semaphore: PrioritySemaphore;

  constructor(
    maxConcurrent: number,
    private readonly isSubscribed: (userId: string) => Promise<boolean>,
  ) {
    this.semaphore = new PrioritySemaphore(maxConcurrent);
  }

  async run<T>(userId: string, task: () => Promise<T>): Promise<T> {
    if (!this.semaphore.full) return this.semaphore.run(0, task);
    // an account whose status cannot be read waits with the free accounts
    const rank = this.isSubscribed(userId).then((subscribed): Rank => (subscribed ? 0 : 1), (): Rank => 1);
    return this.semaphore.run(rank, task);
  }
}
