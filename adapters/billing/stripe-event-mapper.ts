import type Stripe from 'stripe';
import type { Plan } from '../../domain/index.js';
import type { SubscriptionEvent } from '../../application/ports/payment-gateway.port.js';

/** The configured price ids, to tell the plans apart. */
export interface StripePrices {
  readonly monthly: string;
  readonly annual: string;
}

type Ref = string | { id: string } | null | undefined;
const idOf = (ref: Ref): string | undefined => (typeof ref === 'string' ? ref : (ref?.id ?? undefined));
const fromSeconds = (s: number): Date => new Date(s * 1000);
const metadataUser = (m: Stripe.Metadata | null | undefined): string | undefined => m?.user_id || undefined;

/**
 * A verified Stripe event in our words. State comes only from customer.subscription.* (Stripe
 * sends one on every change, renewals included); checkout.session.completed and invoice events only
 * tie the customer and subscription ids to our user. Taking a status from an invoice could revive a
 * cancelled subscription whose last invoice is paid late.
 */
export function toSubscriptionEvent(event: Stripe.Event, prices: StripePrices): SubscriptionEvent {
  const base = { id: event.id, type: event.type, created: fromSeconds(event.created) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return base;
      return {
        ...base,
        userId: session.client_reference_id ?? metadataUser(session.metadata),
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const sub = event.data.object;
      return {
        ...base,
        userId: metadataUser(sub.metadata),
        customerId: idOf(sub.customer),
        subscriptionId: sub.id,
        initial: event.type === 'customer.subscription.created',
        state: {
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
          tier: tierOf(sub, prices),
          currentPeriodEnd: periodEndOf(sub),
          cancelAtPeriodEnd: sub.cancel_at_period_end === true,
        },
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      return { ...base, userId: metadataUser(details?.metadata), customerId: idOf(invoice.customer), subscriptionId: idOf(details?.subscription) };
    }
    default:
      return base;
  }
}

/** The plan of a subscription: by configured price id, else by billing interval, else what checkout wrote in its metadata. */
function tierOf(sub: Stripe.Subscription, prices: StripePrices): Plan | undefined {
  const price = sub.items?.data?.[0]?.price;
  if (price?.id && price.id === prices.annual) return 'annual';
  if (price?.id && price.id === prices.monthly) return 'monthly';
  if (price?.recurring?.interval === 'year') return 'annual';
  if (price?.recurring?.interval === 'month') return 'monthly';
  const plan = sub.metadata?.plan;
  return plan === 'monthly' || plan === 'annual' ? plan : undefined;
}

/** Since API version 2025-03 the period lives on each item; older payloads had it on the subscription. */
function periodEndOf(sub: Stripe.Subscription): Date | undefined {
  const ends = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((s): s is number => typeof s === 'number');
  if (ends.length > 0) return fromSeconds(Math.max(...ends));
  const legacy = (sub as unknown as { current_period_end?: unknown }).current_period_end;
  return typeof legacy === 'number' ? fromSeconds(legacy) : undefined;
}
