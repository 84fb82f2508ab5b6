/** What the rule reads of a stored subscription: the provider's status and the end of the paid period. */
export interface SubscriptionStanding {
  readonly status: string;
  readonly currentPeriodEnd: Date | null;
}

const PAID_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/**
 * Subscribed = an active or trialing subscription whose paid period ends after `now`. A record with
 * no period end is not subscribed: every state we write for a live subscription carries one.
 * @example isSubscribed({ status: 'active', currentPeriodEnd: tomorrow }, now) // true
 */
export const isSubscribed = (record: SubscriptionStanding | null, now: Date): boolean =>
  record !== null && PAID_STATUSES.has(record.status) && record.currentPeriodEnd !== null && record.currentPeriodEnd.getTime() > now.getTime();
