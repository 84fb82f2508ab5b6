import type { SubscriptionRecord } from '../../application/billing/subscription-record.js';

/** The columns of `subscriptions` the billing adapters read. */
export const SUBSCRIPTION_COLUMNS = 'user_id, status, tier, current_period_end, customer_id, provider_subscription_id, cancel_at_period_end, last_event_at';

const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A `subscriptions` row as the application's record. */
export const toSubscriptionRecord = (r: Record<string, unknown>): SubscriptionRecord => ({
  userId: String(r.user_id),
  status: String(r.status),
  tier: textOrNull(r.tier),
  currentPeriodEnd: dateOrNull(r.current_period_end),
  customerId: textOrNull(r.customer_id),
  subscriptionId: textOrNull(r.provider_subscription_id),
  cancelAtPeriodEnd: r.cancel_at_period_end === true,
  lastEventAt: dateOrNull(r.last_event_at),
});
