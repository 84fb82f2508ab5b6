import type { SubscriptionRecord } from '../../application/billing/subscription-record.js';
import type { Row } from '../persistence/database.js';

/** The columns of `subscriptions` the billing adapters read. */
export const SUBSCRIPTION_COLUMNS = [
  'user_id',
  'status',
  'tier',
  'current_period_end',
  'customer_id',
  'provider_subscription_id',
  'cancel_at_period_end',
  'last_event_at',
] as const;

/** A `subscriptions` row as the application's record. */
export const toSubscriptionRecord = (r: Pick<Row<'subscriptions'>, (typeof SUBSCRIPTION_COLUMNS)[number]>): SubscriptionRecord => ({
  userId: r.user_id,
  status: r.status,
  tier: r.tier,
  currentPeriodEnd: r.current_period_end,
  customerId: r.customer_id,
  subscriptionId: r.provider_subscription_id,
  cancelAtPeriodEnd: r.cancel_at_period_end,
  lastEventAt: r.last_event_at,
});
