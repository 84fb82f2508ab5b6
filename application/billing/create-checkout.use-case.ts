import { DEFAULT_PLAN, isSubscribed, PLANS, type Plan } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { PaymentGateway } from '../ports/payment-gateway.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { BILLING_MESSAGES } from './billing-messages.js';
import type { SubscriptionReader } from './subscription-reader.port.js';

const isPlan = (p: string): p is Plan => (PLANS as readonly string[]).includes(p);

/**
 * Starts paying for a plan (monthly unless told): a provider page to open. A subscriber (a tab that
 * still showed Upgrade, say) is sent to the portal instead: a second checkout would bill twice.
 */
export class CreateCheckoutUseCase {
  constructor(
    private readonly subscriptions: SubscriptionReader,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  async execute(command: { plan?: string }, actor: Actor): Promise<Outcome<{ url: string; destination: 'checkout' | 'portal' }>> {
    const plan = command.plan ?? DEFAULT_PLAN;
    if (!isPlan(plan)) return failure(AppError.validation([BILLING_MESSAGES.badPlan]));
    const record = await this.subscriptions.find(actor.id);
    // a second checkout would start a second, separately billed subscription
    if (isSubscribed(record, this.clock.now())) {
      if (!record?.customerId) return failure(new AppError('conflict', BILLING_MESSAGES.alreadySubscribed));
      try {
        const { url } = await this.gateway.createPortal({ userId: actor.id, email: actor.email, customerId: record.customerId });
        return success({ url, destination: 'portal' });
      } catch {
        return failure(new AppError('upstream_failed', BILLING_MESSAGES.portalFailed));
      }
    }
    try {
      const { url } = await this.gateway.createCheckout({ userId: actor.id, email: actor.email, customerId: record?.customerId ?? null }, plan);
      return success({ url, destination: 'checkout' });
    } catch {
      // the gateway has logged the provider's answer; the client gets the specification's toast, no provider details
      return failure(new AppError('upstream_failed', BILLING_MESSAGES.checkoutFailed));
    }
  }
}
