import { isSubscribed } from '../../domain/index.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ApplySubscriptionEventUseCase } from './apply-subscription-event.use-case.js';
import { BILLING_MESSAGES } from './billing-messages.js';
import type { SubscriptionReader } from './subscription-reader.port.js';
import type { TestModeLinks } from './test-mode-links.port.js';

/** What the local portal's button does: cancel at the period's end, or take that cancellation back. */
export type TestPortalChange = 'cancel' | 'resume';

/**
 * The buttons of the local test-mode portal, as the provider's portal behaves: "Cancel subscription"
 * keeps the paid period (the subscription stays active until its end, as the terms promise) and
 * "Resume subscription" takes the cancellation back. Spends the link and goes through the same use
 * case the provider's webhook uses. A subscription that has already ended is left as it is.
 */
export class CancelTestSubscriptionUseCase {
  constructor(
    private readonly links: TestModeLinks,
    private readonly subscriptions: SubscriptionReader,
    private readonly applyEvent: ApplySubscriptionEventUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, change: TestPortalChange = 'cancel'): Promise<Outcome<{ userId: string }>> {
    const now = this.clock.now();
    const link = await this.links.consume(token, 'portal', now);
    if (!link) return failure(new AppError('conflict', BILLING_MESSAGES.testLinkUnusable));
    const current = await this.subscriptions.find(link.userId);
    if (!current || !isSubscribed(current, now)) return success({ userId: link.userId });
    await this.applyEvent.execute({
      id: `test_${change}_${link.id}`,
      type: change === 'cancel' ? 'test_mode.subscription.cancel_scheduled' : 'test_mode.subscription.resumed',
      created: now,
      userId: link.userId,
      subscriptionId: current.subscriptionId ?? undefined,
      state: { status: current.status, cancelAtPeriodEnd: change === 'cancel' },
    });
    return success({ userId: link.userId });
  }
}
