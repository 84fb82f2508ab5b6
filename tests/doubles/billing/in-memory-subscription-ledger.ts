import type { SubscriptionEvent } from '../../../application/ports/payment-gateway.port.js';
import type { EventOutcome, SubscriptionLedger, SubscriptionLedgerTransaction } from '../../../application/billing/subscription-ledger.port.js';
import type { SubscriptionReader } from '../../../application/billing/subscription-reader.port.js';
import type { SubscriptionRecord } from '../../../application/billing/subscription-record.js';

interface StoredEvent {
  type: string;
  created: Date;
  receivedAt: Date;
  outcome: EventOutcome | null;
  userId: string | null;
}

/** The subscription ledger in memory, for use-case tests: a failed transaction leaves nothing behind. */
export class InMemorySubscriptionLedger implements SubscriptionLedger, SubscriptionReader {
  users = new Set<string>();
  subscriptions = new Map<string, SubscriptionRecord>();
  events = new Map<string, StoredEvent>();
  saves = 0;

  async find(userId: string) {
    return this.subscriptions.get(userId) ?? null;
  }

  async inTransaction<T>(work: (tx: SubscriptionLedgerTransaction) => Promise<T>): Promise<T> {
    const before = { subscriptions: new Map(this.subscriptions), events: new Map(this.events), saves: this.saves };
    try {
      return await work(this.transaction());
    } catch (error) {
      Object.assign(this, before);
      throw error;
    }
  }

  private transaction(): SubscriptionLedgerTransaction {
    return {
      claimEvent: async (event: Pick<SubscriptionEvent, 'id' | 'type' | 'created'>, receivedAt: Date) => {
        if (this.events.has(event.id)) return false;
        this.events.set(event.id, { type: event.type, created: event.created, receivedAt, outcome: null, userId: null });
        return true;
      },
      resolveUser: async (event) => {
        if (event.userId && this.users.has(event.userId)) return event.userId;
        const all = [...this.subscriptions.values()];
        const bySubscription = event.subscriptionId ? all.find((s) => s.subscriptionId === event.subscriptionId) : undefined;
        const byCustomer = event.customerId ? all.find((s) => s.customerId === event.customerId) : undefined;
        return (bySubscription ?? byCustomer)?.userId ?? null;
      },
      lockSubscription: async (userId) => this.subscriptions.get(userId) ?? null,
      saveSubscription: async (record) => {
        this.saves += 1;
        this.subscriptions.set(record.userId, record);
      },
      finishEvent: async (eventId, outcome, userId) => {
        const stored = this.events.get(eventId);
        if (stored) this.events.set(eventId, { ...stored, outcome, userId });
      },
    };
  }
}
