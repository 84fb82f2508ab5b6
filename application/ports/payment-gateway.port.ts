import type { Plan } from '../../domain/index.js';

/** Who is paying: our user, and the provider's customer once one exists. */
export interface BillingCustomer {
  readonly userId: string;
  readonly email: string;
  /** The provider's customer id, when an earlier checkout created one. */
  readonly customerId: string | null;
}

/**
 * The subscription state an event reports. A field left undefined is not reported by this event and
 * keeps its stored value; null clears it.
 */
export interface SubscriptionSnapshot {
  /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete, ... */
  readonly status: string;
  readonly tier?: Plan | null;
  readonly currentPeriodEnd?: Date | null;
  /** True when the customer cancelled but keeps the paid period (Stripe's `cancel_at_period_end`). */
  readonly cancelAtPeriodEnd?: boolean;
}

/** A payment-provider event in our own words, whatever the provider. */
export interface SubscriptionEvent {
  /** The provider's event id: each is applied at most once. */
  readonly id: string;
  readonly type: string;
  /** When the provider created the event; orders events of one subscription. */
  readonly created: Date;
  /** Our user id, when the provider echoes it back (client_reference_id or metadata). */
  readonly userId?: string;
  readonly customerId?: string;
  readonly subscriptionId?: string;
  /** True for the event that announces a new subscription: it never wins a tie against a later one. */
  readonly initial?: boolean;
  /** Absent when the event only links ids (checkout completed, invoices) or is not one we act on. */
  readonly state?: SubscriptionSnapshot;
}

export type WebhookRejection = 'invalid_signature' | 'webhooks_disabled';

/** A verified event, or why the request was refused. */
export type ParsedWebhook =
  { readonly ok: true; readonly event: SubscriptionEvent } | { readonly ok: false; readonly reason: WebhookRejection; readonly message: string };

/** Whose subscriptions to end: our user and the provider's ids our subscription ledger holds. */
export interface SubscriptionHolder {
  readonly userId: string;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
}

/** The provider's ids of the subscriptions a cancel call ended (empty when none was live). */
export interface CancelledSubscriptions {
  readonly cancelled: readonly string[];
}

/** The payment provider: hosted checkout, self-service portal, cancellation, and its signed event stream. */
export interface PaymentGateway {
  /** A page where the customer pays for the plan; it returns to PUBLIC_URL/success or /cancel. */
  createCheckout(customer: BillingCustomer, plan: Plan): Promise<{ url: string }>;
  /** A page where a customer manages (or ends) the subscription; it returns to PUBLIC_URL/book-scanner. */
  createPortal(customer: BillingCustomer & { readonly customerId: string }): Promise<{ url: string }>;
  /**
   * Ends every live subscription of the holder at once (not at the period's end): those of its
   * provider customer, and the one the ledger names. Resolves once the provider has confirmed each;
   * rejects when it could not (then some may still be live: calling again is safe).
   */
  cancelSubscriptions(holder: SubscriptionHolder): Promise<CancelledSubscriptions>;
  /** Verifies the signature over the exact bytes received, then normalises the event. */
  parseWebhook(rawBody: Uint8Array, signatureHeader: string | undefined): Promise<ParsedWebhook>;
}
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
