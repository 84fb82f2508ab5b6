import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventOutcome, SubscriptionLedger, SubscriptionLedgerTransaction } from '../../application/billing/subscription-ledger.port.js';
import type { SubscriptionReader } from '../../application/billing/subscription-reader.port.js';
import type { SubscriptionRecord } from '../../application/billing/subscription-record.js';
import type { SubscriptionEvent } from '../../application/ports/payment-gateway.port.js';
import { inTransaction, sql } from '../persistence/sql.js';
import { SUBSCRIPTION_COLUMNS, toSubscriptionRecord } from './subscription-rows.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Run = <R = Record<string, unknown>>(q: string, p?: unknown[]) => Promise<R[]>;

/**
 * Our copy of the provider's subscription state in PostgreSQL. Each event's id goes into
 * billing_events first (insert … on conflict do nothing): a replay finds it and changes nothing,
 * and a concurrent twin waits on the primary key until the first transaction ends.
 */
export class MikroOrmSubscriptionLedger implements SubscriptionLedger, SubscriptionReader {
  constructor(private readonly orm: MikroORM) {}

  async find(userId: string): Promise<SubscriptionRecord | null> {
    const [r] = await sql(this.orm, `select ${SUBSCRIPTION_COLUMNS} from subscriptions where user_id = ?`, [userId]);
    return r ? toSubscriptionRecord(r) : null;
  }

  inTransaction<T>(work: (tx: SubscriptionLedgerTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.orm, (run) => work(transaction(run)));
  }
}

function transaction(run: Run): SubscriptionLedgerTransaction {
  return {
    async claimEvent(event: Pick<SubscriptionEvent, 'id' | 'type' | 'created'>, receivedAt: Date) {
      const rows = await run(
        `insert into billing_events (event_id, type, created_at, received_at) values (?, ?, ?, ?)
         on conflict (event_id) do nothing returning event_id`,
        [event.id, event.type, event.created, receivedAt],
      );
      return rows.length === 1;
    },
    async resolveUser(event) {
      const userId = event.userId && UUID.test(event.userId) ? event.userId : null;
      const [r] = await run<{ user_id: string | null }>(
        `select coalesce(
           (select id from users where id = ?::uuid),
           (select user_id from subscriptions where provider_subscription_id = ? order by updated_at desc limit 1),
           (select user_id from subscriptions where customer_id = ? order by updated_at desc limit 1)
         ) as user_id`,
        [userId, event.subscriptionId ?? null, event.customerId ?? null],
      );
      return r?.user_id ? String(r.user_id) : null;
    },
    async lockSubscription(userId: string) {
      // a row to lock even for a first event, so two first events of one user queue up too
      await run(`insert into subscriptions (user_id) values (?) on conflict (user_id) do nothing`, [userId]);
      const [r] = await run(`select ${SUBSCRIPTION_COLUMNS} from subscriptions where user_id = ? for update`, [userId]);
      return r ? toSubscriptionRecord(r) : null;
    },
    async saveSubscription(s: SubscriptionRecord, now: Date) {
      await run(
        `insert into subscriptions (user_id, status, tier, current_period_end, customer_id, provider_subscription_id, cancel_at_period_end, last_event_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (user_id) do update set status = excluded.status, tier = excluded.tier,
           current_period_end = excluded.current_period_end, customer_id = excluded.customer_id,
           provider_subscription_id = excluded.provider_subscription_id, cancel_at_period_end = excluded.cancel_at_period_end,
           last_event_at = excluded.last_event_at, updated_at = excluded.updated_at`,
        [s.userId, s.status, s.tier, s.currentPeriodEnd, s.customerId, s.subscriptionId, s.cancelAtPeriodEnd, s.lastEventAt, now],
      );
    },
    async finishEvent(eventId: string, outcome: EventOutcome, userId: string | null) {
      await run(`update billing_events set outcome = ?, user_id = ? where event_id = ?`, [outcome, userId, eventId]);
    },
  };
}
