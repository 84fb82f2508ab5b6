import { isSubscribed, scanQuota } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ScanQuota } from '../ports/scan-quota.port.js';
import type { SubscriptionReader } from './subscription-reader.port.js';

/** The subscription status the client shows (GET /api/subscription). */
export interface SubscriptionView {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  scans_used: number;
  /** null = unlimited (subscribed). */
  scans_limit: number | null;
  /** Cancelled by the customer: still active until `subscription_end`, and may be resumed until then. */
  cancel_at_period_end: boolean;
  /** True when payments run in the local test mode: no card is ever charged. */
  test_mode: boolean;
}

/**
 * Reads our own copy of the provider's state (kept by the webhook and the test-mode pages) and the
 * scan counter; never calls the provider, so it is cheap enough to ask on every page load.
 */
export class GetSubscriptionUseCase {
  constructor(
    private readonly subscriptions: SubscriptionReader,
    private readonly quota: ScanQuota,
    private readonly clock: Clock,
    private readonly testMode = false,
  ) {}

  async execute(actor: Actor): Promise<SubscriptionView> {
    const [record, usage] = await Promise.all([this.subscriptions.find(actor.id), this.quota.usage(actor.id)]);
    const subscribed = isSubscribed(record, this.clock.now());
    return {
      subscribed,
      subscription_tier: subscribed ? (record?.tier ?? null) : null,
      subscription_end: subscribed ? (record?.currentPeriodEnd?.toISOString() ?? null) : null,
      scans_used: usage.scansUsed,
      scans_limit: scanQuota(usage.scansUsed, subscribed).limit,
      cancel_at_period_end: subscribed && record?.cancelAtPeriodEnd === true,
      test_mode: this.testMode,
    };
  }
}
