import type { Actor } from '../ports/actor.js';
import type { ScanQuota } from '../ports/scan-quota.port.js';

/** The subscription status the client shows: read from our own database, never the provider. */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  scans_used: number;
  scans_limit: number | null;
}

/** Where the provider's state is kept (written by the billing webhook / test-mode checkout). */
export interface SubscriptionReader {
  find(userId: string): Promise<{ status: string; tier: string | null; currentPeriodEnd: string | null } | null>;
}
export const SUBSCRIPTION_READER = Symbol('SUBSCRIPTION_READER');

/** Subscribed = an active or trialing subscription whose period has not ended. */
export class GetSubscriptionUseCase {
  constructor(
    private readonly subscriptions: SubscriptionReader,
    private readonly quota: ScanQuota,
  ) {}

  async execute(actor: Actor): Promise<SubscriptionStatus> {
    const [row, usage] = await Promise.all([this.subscriptions.find(actor.id), this.quota.usage(actor.id)]);
    return {
      subscribed: usage.subscribed,
      subscription_tier: usage.subscribed ? (row?.tier ?? null) : null,
      subscription_end: usage.subscribed ? (row?.currentPeriodEnd ?? null) : null,
      scans_used: usage.scansUsed,
      scans_limit: usage.limit,
    };
  }
}
