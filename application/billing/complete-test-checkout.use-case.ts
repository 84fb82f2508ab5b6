import { planPeriodEnd } from '../../domain/index.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ApplySubscriptionEventUseCase } from './apply-subscription-event.use-case.js';
import { BILLING_MESSAGES } from './billing-messages.js';
import type { TestModeLinks } from './test-mode-links.port.js';

/**
 * The "Confirm test subscription" button of the local test-mode checkout: spends the link and
 * activates the plan through the same use case the provider's webhook uses.
 */
export class CompleteTestCheckoutUseCase {
  constructor(
    private readonly links: TestModeLinks,
    private readonly applyEvent: ApplySubscriptionEventUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<Outcome<{ userId: string }>> {
    const now = this.clock.now();
    const link = await this.links.consume(token, 'checkout', now);
    if (!link || !link.plan) return failure(new AppError('conflict', BILLING_MESSAGES.testLinkUnusable));
    await this.applyEvent.execute({
      id: `test_checkout_${link.id}`,
      type: 'test_mode.checkout.confirmed',
      created: now,
      userId: link.userId,
      customerId: `test_cus_${link.userId}`,
      subscriptionId: `test_sub_${link.id}`,
      initial: true,
      state: { status: 'active', tier: link.plan, currentPeriodEnd: planPeriodEnd(now, link.plan) },
    });
    return success({ userId: link.userId });
  }
}
