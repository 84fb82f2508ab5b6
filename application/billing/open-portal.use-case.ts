import type { Actor } from '../ports/actor.js';
import type { PaymentGateway } from '../ports/payment-gateway.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { BILLING_MESSAGES } from './billing-messages.js';
import type { SubscriptionReader } from './subscription-reader.port.js';

/** Opens the provider's self-service page; only a user the provider knows as a customer has one. */
export class OpenPortalUseCase {
  constructor(
    private readonly subscriptions: SubscriptionReader,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(actor: Actor): Promise<Outcome<{ url: string }>> {
    const customerId = (await this.subscriptions.find(actor.id))?.customerId;
    if (!customerId) return failure(new AppError('conflict', BILLING_MESSAGES.noSubscription));
    try {
      return success(await this.gateway.createPortal({ userId: actor.id, email: actor.email, customerId }));
    } catch {
      // the gateway has logged the provider's answer
      return failure(new AppError('upstream_failed', BILLING_MESSAGES.portalFailed));
    }
  }
}
