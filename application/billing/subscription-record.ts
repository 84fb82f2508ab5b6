/** Our copy of one user's subscription at the payment provider (one row per user). */
export interface SubscriptionRecord {
  readonly userId: string;
  /** The provider's status; `inactive` before any subscription. */
  readonly status: string;
  readonly tier: string | null;
  readonly currentPeriodEnd: Date | null;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  /** Cancelled by the customer, still paid until `currentPeriodEnd`; may be resumed until then. */
  readonly cancelAtPeriodEnd: boolean;
  /** `created` of the last event whose state was applied: older events arriving late lose. */
  readonly lastEventAt: Date | null;
}

/** The record of a user the provider has not told us about yet. */
export const noSubscription = (userId: string): SubscriptionRecord => ({
  userId,
  status: 'inactive',
  tier: null,
  currentPeriodEnd: null,
  customerId: null,
  subscriptionId: null,
  cancelAtPeriodEnd: false,
  lastEventAt: null,
});
