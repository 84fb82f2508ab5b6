import type { Plan } from '../../domain/index.js';
import { TEST_LINK_TTL_MS, type TestLinkPurpose, type TestModeLinks } from '../../application/billing/test-mode-links.port.js';
import type { Clock } from '../../application/ports/clock.port.js';
import type { BillingCustomer, ParsedWebhook, PaymentGateway } from '../../application/ports/payment-gateway.port.js';

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
  ) {}

  async createCheckout(customer: BillingCustomer, plan: Plan): Promise<{ url: string }> {
    return { url: `${this.publicUrl}${TEST_CHECKOUT_PATH}/${await this.issue(customer.userId, 'checkout', plan)}` };
  }

  async createPortal(customer: BillingCustomer & { customerId: string }): Promise<{ url: string }> {
    return { url: `${this.publicUrl}${TEST_PORTAL_PATH}/${await this.issue(customer.userId, 'portal', null)}` };
  }

  async parseWebhook(): Promise<ParsedWebhook> {
    return {
      ok: false,
      reason: 'webhooks_disabled',
      message: 'Payment webhooks are not accepted in local test mode (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
    };
  }

  private issue(userId: string, purpose: TestLinkPurpose, plan: Plan | null): Promise<string> {
    const now = this.clock.now();
    return this.links.issue({ userId, purpose, plan, now, expiresAt: new Date(now.getTime() + TEST_LINK_TTL_MS) });
  }
}
