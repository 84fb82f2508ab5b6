import type { Plan } from '../../domain/index.js';
import { TEST_LINK_TTL_MS, type TestLinkPurpose, type TestModeLinks } from '../../application/billing/test-mode-links.port.js';
import type { Clock } from '../../application/ports/clock.port.js';
import type {
  BillingCustomer,
  CancelledSubscriptions,
  ParsedWebhook,
  PaymentGateway,
  SubscriptionHolder,
} from '../../application/ports/payment-gateway.port.js';

/** Marks the holder's subscription canceled in our ledger (the test mode's only "provider" state). */
export type TestModeCancel = (holder: SubscriptionHolder, at: Date) => Promise<void>;

export const TEST_CHECKOUT_PATH = '/api/billing/test-checkout';
export const TEST_PORTAL_PATH = '/api/billing/test-portal';

/**
 * The payment provider when no Stripe key is configured: checkout and portal are pages served by
 * this server, marked TEST MODE, whose buttons change the subscription through the same use case
 * a provider webhook would. No money moves and nothing leaves the machine.
 */
export class LocalTestModePaymentGateway implements PaymentGateway {
  constructor(
    private readonly links: TestModeLinks,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly markCancelled: TestModeCancel,
  ) {}

  async createCheckout(customer: BillingCustomer, plan: Plan): Promise<{ url: string }> {
    return { url: `${this.publicUrl}${TEST_CHECKOUT_PATH}/${await this.issue(customer.userId, 'checkout', plan)}` };
  }

  async createPortal(customer: BillingCustomer & { customerId: string }): Promise<{ url: string }> {
    return { url: `${this.publicUrl}${TEST_PORTAL_PATH}/${await this.issue(customer.userId, 'portal', null)}` };
  }

  /** Nothing is billed in test mode: the subscription is marked canceled in our ledger at once. */
  async cancelSubscriptions(holder: SubscriptionHolder): Promise<CancelledSubscriptions> {
    await this.markCancelled(holder, this.clock.now());
    return { cancelled: [holder.subscriptionId ?? `test_${holder.userId}`] };
  }

  parseWebhook(): Promise<ParsedWebhook> {
    return Promise.resolve<ParsedWebhook>({
      ok: false,
      reason: 'webhooks_disabled',
      message: 'Payment webhooks are not accepted in local test mode (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
    });
  }

  private issue(userId: string, purpose: TestLinkPurpose, plan: Plan | null): Promise<string> {
    const now = this.clock.now();
    return this.links.issue({ userId, purpose, plan, now, expiresAt: new Date(now.getTime() + TEST_LINK_TTL_MS) });
  }
}
