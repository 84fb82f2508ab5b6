import type { SubscriptionRecord } from './subscription-record.js';

const PAID_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/**
 * Subscribed = an active or trialing subscription whose paid period ends after `now`. A record with
 * no period end is not subscribed: every state we write for a live subscription carries one.
 * @example isSubscribed({ status: 'active', currentPeriodEnd: tomorrow }, now) // true
 */
export const isSubscribed = (record: Pick<SubscriptionRecord, 'status' | 'currentPeriodEnd'> | null, now: Date): boolean =>
  record !== null && PAID_STATUSES.has(record.status) && record.currentPeriodEnd !== null && record.currentPeriodEnd.getTime() > now.getTime();
