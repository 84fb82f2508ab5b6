import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ApplySubscriptionEventUseCase } from './apply-subscription-event.use-case.js';
import { BILLING_MESSAGES } from './billing-messages.js';
import type { SubscriptionReader } from './subscription-reader.port.js';
import type { TestModeLinks } from './test-mode-links.port.js';

/**
 * The "Cancel subscription (test mode)" button of the local portal: spends the link and ends the
 * subscription at once, through the same use case the provider's webhook uses.
 */
export class CancelTestSubscriptionUseCase {
  constructor(
    private readonly links: TestModeLinks,
    private readonly subscriptions: SubscriptionReader,
    private readonly applyEvent: ApplySubscriptionEventUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<Outcome<{ userId: string }>> {
    const now = this.clock.now();
    const link = await this.links.consume(token, 'portal', now);
    if (!link) return failure(new AppError('conflict', BILLING_MESSAGES.testLinkUnusable));
    const current = await this.subscriptions.find(link.userId);
    await this.applyEvent.execute({
      id: `test_cancel_${link.id}`,
      type: 'test_mode.subscription.canceled',
      created: now,
      userId: link.userId,
      subscriptionId: current?.subscriptionId ?? undefined,
      state: { status: 'canceled' },
    });
    return success({ userId: link.userId });
  }
}
