/** The subscription a deleted account had, as recorded on the account until the purge. */
export interface SubscriptionAtDeletion {
  readonly status: string;
  readonly tier: string | null;
  readonly currentPeriodEnd: Date | null;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
}

export interface DeletionMark {
  readonly deletedAt: Date;
  readonly purgeAfter: Date;
  /** Recorded when the subscription was still paid for at deletion; null otherwise. */
  readonly subscription: SubscriptionAtDeletion | null;
}

/** Soft deletion, then the purge, of whole accounts. */
export interface AccountDeletionStore {
  /** The password hash of a live (undeleted) account; null when there is none. */
  passwordHash(userId: string): Promise<string | null>;
  /** The account's subscription row; null when it never had one. */
  subscriptionOf(userId: string): Promise<SubscriptionAtDeletion | null>;
  /**
   * In one transaction: marks the account deleted, frees its email and phone (so the address may
   * sign up again as a new, empty account), revokes every session and drops its tokens. False
   * when the account was already deleted or does not exist.
   */
  markDeleted(userId: string, mark: DeletionMark): Promise<boolean>;
  /** Up to `limit` deleted accounts whose purge time is at or before `now`, oldest first. */
  duePurges(now: Date, limit: number): Promise<string[]>;
  /**
   * Removes every row of the account (its feedback too, which would otherwise outlive it with no
   * owner). False when another process purged it first or it is not due.
   */
  purge(userId: string, now: Date): Promise<boolean>;
}
export const ACCOUNT_DELETION_STORE = Symbol('ACCOUNT_DELETION_STORE');
