import type { Clock } from '../ports/clock.port.js';
import type { SubscriptionEvent } from '../ports/payment-gateway.port.js';
import type { EventOutcome, SubscriptionLedger } from './subscription-ledger.port.js';
import { decideSubscriptionEvent } from './subscription-event.rules.js';

export interface AppliedEvent {
  /** `replayed`: the id was seen before and nothing changed. */
  readonly outcome: EventOutcome | 'replayed';
  readonly userId: string | null;
}

/**
 * Turns one provider event into our subscription state: the event id is recorded in the same
 * transaction as the change, so a replay (or a concurrent twin) changes nothing, and the rules decide
 * whether the event is new enough to count. The webhook and the local test-mode pages both use it.
 */
export class ApplySubscriptionEventUseCase {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly clock: Clock,
  ) {}

  async execute(event: SubscriptionEvent): Promise<AppliedEvent> {
    return this.ledger.inTransaction(async (tx) => {
      const now = this.clock.now();
      if (!(await tx.claimEvent(event, now))) return { outcome: 'replayed', userId: null };
      const userId = await tx.resolveUser(event);
      if (!userId) {
        await tx.finishEvent(event.id, 'ignored', null);
        return { outcome: 'ignored', userId: null };
      }
      const decision = decideSubscriptionEvent(await tx.lockSubscription(userId), userId, event);
      if (decision.kind !== 'stale') await tx.saveSubscription(decision.next, now);
      await tx.finishEvent(event.id, decision.kind, userId);
      return { outcome: decision.kind, userId };
    });
  }
}
