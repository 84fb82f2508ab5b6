import { sql } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventOutcome, SubscriptionLedger, SubscriptionLedgerTransaction } from '../../application/billing/subscription-ledger.port.js';
import type { SubscriptionReader } from '../../application/billing/subscription-reader.port.js';
import type { SubscriptionRecord } from '../../application/billing/subscription-record.js';
import type { SubscriptionEvent } from '../../application/ports/payment-gateway.port.js';
import { db, transaction, type Db } from '../persistence/database.js';
import { SUBSCRIPTION_COLUMNS, toSubscriptionRecord } from './subscription-rows.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our copy of the provider's subscription state, through MikroORM's typed Kysely. Each event's id
 * goes into billing_events first (insert … on conflict do nothing): a replay finds it and changes
 * nothing, and a concurrent twin waits on the primary key until the first transaction ends.
 */
export class MikroOrmSubscriptionLedger implements SubscriptionLedger, SubscriptionReader {
  constructor(private readonly orm: MikroORM) {}

  async find(userId: string): Promise<SubscriptionRecord | null> {
    const r = await db(this.orm).selectFrom('subscriptions').select(SUBSCRIPTION_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
    return r ? toSubscriptionRecord(r) : null;
  }

  inTransaction<T>(work: (tx: SubscriptionLedgerTransaction) => Promise<T>): Promise<T> {
    return transaction(this.orm, (_em, tx) => work(ledgerTransaction(tx)));
  }
}

function ledgerTransaction(tx: Db): SubscriptionLedgerTransaction {
  return {
    async claimEvent(event: Pick<SubscriptionEvent, 'id' | 'type' | 'created'>, receivedAt: Date) {
      const rows = await tx
        .insertInto('billing_events')
        .values({ event_id: event.id, type: event.type, created_at: event.created, received_at: receivedAt })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('event_id')
        .execute();
      return rows.length === 1;
    },
    async resolveUser(event) {
      const userId = event.userId && UUID.test(event.userId) ? event.userId : null;
      const r = await tx
        .selectNoFrom(
          sql<string | null>`coalesce(
             (select id from users where id = ${userId}::uuid),
             (select user_id from subscriptions where provider_subscription_id = ${event.subscriptionId ?? null} order by updated_at desc limit 1),
             (select user_id from subscriptions where customer_id = ${event.customerId ?? null} order by updated_at desc limit 1)
           )`.as('user_id'),
        )
        .executeTakeFirst();
      return r?.user_id ?? null;
    },
    async lockSubscription(userId: string) {
      // a row to lock even for a first event, so two first events of one user queue up too
      await tx
        .insertInto('subscriptions')
        .values({ user_id: userId })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const r = await tx.selectFrom('subscriptions').select(SUBSCRIPTION_COLUMNS).where('user_id', '=', userId).forUpdate().executeTakeFirst();
      return r ? toSubscriptionRecord(r) : null;
    },
    async saveSubscription(s: SubscriptionRecord, now: Date) {
      await tx
        .insertInto('subscriptions')
        .values({
          user_id: s.userId,
          status: s.status,
          tier: s.tier,
          current_period_end: s.currentPeriodEnd,
          customer_id: s.customerId,
          provider_subscription_id: s.subscriptionId,
          cancel_at_period_end: s.cancelAtPeriodEnd,
          last_event_at: s.lastEventAt,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            tier: eb.ref('excluded.tier'),
            current_period_end: eb.ref('excluded.current_period_end'),
            customer_id: eb.ref('excluded.customer_id'),
            provider_subscription_id: eb.ref('excluded.provider_subscription_id'),
            cancel_at_period_end: eb.ref('excluded.cancel_at_period_end'),
            last_event_at: eb.ref('excluded.last_event_at'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },
    async finishEvent(eventId: string, outcome: EventOutcome, userId: string | null) {
      await tx.updateTable('billing_events').set({ outcome, user_id: userId }).where('event_id', '=', eventId).execute();
    },
  };
}
