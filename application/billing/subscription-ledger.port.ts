import type { SubscriptionEvent } from '../ports/payment-gateway.port.js';
import type { SubscriptionRecord } from './subscription-record.js';

/** What an event did, kept next to its id in billing_events. */
export type EventOutcome = 'applied' | 'linked' | 'stale' | 'ignored';

/** The writes of one event, all inside one transaction. */
export interface SubscriptionLedgerTransaction {
  /**
   * Records the event id. False when it was recorded before (a replay): then nothing else may
   * change. A concurrent twin waits for the first transaction and then sees it recorded.
   */
  claimEvent(event: Pick<SubscriptionEvent, 'id' | 'type' | 'created'>, receivedAt: Date): Promise<boolean>;
  /** Our user the event belongs to: its own user id if that user exists, else by subscription id, else by customer id. */
  resolveUser(event: Pick<SubscriptionEvent, 'userId' | 'customerId' | 'subscriptionId'>): Promise<string | null>;
  /** The user's record, locked until the transaction ends. */
  lockSubscription(userId: string): Promise<SubscriptionRecord | null>;
  saveSubscription(record: SubscriptionRecord, now: Date): Promise<void>;
  finishEvent(eventId: string, outcome: EventOutcome, userId: string | null): Promise<void>;
}

/** Where provider events become our subscription state. */
export interface SubscriptionLedger {
  inTransaction<T>(work: (tx: SubscriptionLedgerTransaction) => Promise<T>): Promise<T>;
}
export const SUBSCRIPTION_LEDGER = Symbol('SUBSCRIPTION_LEDGER');
