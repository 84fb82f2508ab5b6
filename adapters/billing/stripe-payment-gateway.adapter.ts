import Stripe from 'stripe';
import type { Plan } from '../../domain/index.js';
import type {
  BillingCustomer,
  CancelledSubscriptions,
  ParsedWebhook,
  PaymentGateway,
  SubscriptionHolder,
} from '../../application/ports/payment-gateway.port.js';
import type { Clock } from '../../application/ports/clock.port.js';
import { toSubscriptionEvent } from './stripe-event-mapper.js';

/** Stripe's recommended window: a signed request older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly priceMonthly: string;
  readonly priceAnnual: string;
  readonly publicUrl: string;
}

/** Stripe statuses of a subscription that has ended (nothing left to cancel); every other status can still bill. */
const ENDED: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/** Called with the provider's error before the use case answers its own message. */
export type ProviderErrorLog = (operation: string, error: unknown) => void;

/** Stripe Checkout, the Stripe customer portal and signed Stripe webhooks, through the official SDK. */
export class StripePaymentGateway implements PaymentGateway {
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeGatewayConfig,
    private readonly clock: Clock,
    private readonly logError: ProviderErrorLog = () => undefined,
    /** Only tests point the SDK elsewhere (a local fake of the API). */
    clientOptions: Stripe.StripeConfig = {},
  ) {
    this.stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...clientOptions });
  }

  async createCheckout(customer: BillingCustomer, plan: Plan): Promise<{ url: string }> {
    return this.call('checkout', async () => {
      const price = plan === 'annual' ? this.config.priceAnnual : this.config.priceMonthly;
      if (!price) throw new Error(`STRIPE_PRICE_${plan.toUpperCase()} is not set`);
      const metadata = { user_id: customer.userId, plan };
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: customer.userId,
        // a returning customer keeps one Stripe customer; a test-mode id means nothing to Stripe
        ...(customer.customerId?.startsWith('cus_') ? { customer: customer.customerId } : { customer_email: customer.email }),
        metadata,
        subscription_data: { metadata }, // so every customer.subscription.* event names our user
        success_url: `${this.config.publicUrl}/success`,
        cancel_url: `${this.config.publicUrl}/cancel`,
      });
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { url: session.url };
    });
  }

  async createPortal(customer: BillingCustomer & { customerId: string }): Promise<{ url: string }> {
    return this.call('portal', async () => {
      const session = await this.stripe.billingPortal.sessions.create({ customer: customer.customerId, return_url: `${this.config.publicUrl}/book-scanner` });
      return { url: session.url };
    });
  }

  /**
   * Lists the customer's subscriptions (every page) and cancels each one that has not ended, plus
   * the ledger's own subscription id when the customer is unknown or it is missing from the list.
   * Ids that are not Stripe's (the local test mode's) are skipped: Stripe never saw them.
   */
  async cancelSubscriptions(holder: SubscriptionHolder): Promise<CancelledSubscriptions> {
    return this.call('cancel', async () => {
      const live = new Set<string>();
      const listed = new Set<string>();
      if (holder.customerId?.startsWith('cus_')) {
        for await (const sub of this.stripe.subscriptions.list({ customer: holder.customerId, status: 'all', limit: 100 })) {
          listed.add(sub.id);
          if (!ENDED.has(sub.status)) live.add(sub.id);
        }
      }
      if (holder.subscriptionId?.startsWith('sub_') && !listed.has(holder.subscriptionId)) {
        const sub = await this.stripe.subscriptions.retrieve(holder.subscriptionId);
        if (!ENDED.has(sub.status)) live.add(sub.id);
      }
      for (const id of live) await this.stripe.subscriptions.cancel(id);
      return { cancelled: [...live] };
    });
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- the port is asynchronous; Stripe's signature check is local, and a throw here must still reject
  async parseWebhook(rawBody: Uint8Array, signatureHeader: string | undefined): Promise<ParsedWebhook> {
    if (!signatureHeader) return { ok: false, reason: 'invalid_signature', message: 'The Stripe-Signature header is missing' };
    let event: Stripe.Event;
    try {
      // the exact bytes received: a parsed and re-serialised body would not match the signature
      event = this.stripe.webhooks.constructEvent(
        Buffer.from(rawBody),
        signatureHeader,
        this.config.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        this.clock.now().getTime(),
      );
    } catch (error) {
      return { ok: false, reason: 'invalid_signature', message: `Webhook signature verification failed: ${(error as Error).message}` };
    }
    return { ok: true, event: toSubscriptionEvent(event, { monthly: this.config.priceMonthly, annual: this.config.priceAnnual }) };
  }

  private async call<T>(operation: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logError(operation, error);
      throw error;
    }
  }
}
