import type { SubscriptionEvent } from '../ports/payment-gateway.port.js';
import { noSubscription, type SubscriptionRecord } from './subscription-record.js';

/** Statuses a subscription never leaves at the provider. */
const TERMINAL: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
/** Statuses of a subscription that still bills or may recover. */
const LIVE: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused', 'incomplete']);

export type EventDecision = { readonly kind: 'applied' | 'linked'; readonly next: SubscriptionRecord } | { readonly kind: 'stale'; readonly why: string };

/**
 * What one provider event does to the stored record. State is taken only from an event at least as
 * new as the last applied one (a tie goes to the later kind: a creation event never beats an update
 * of the same second), a cancelled subscription never comes back to life, and a late event about a
 * subscription the user has since replaced does not end the new one. Events without state only fill
 * in provider ids we did not know yet.
 * @example decideSubscriptionEvent(null, userId, activeEvent).kind // 'applied'
 */
export function decideSubscriptionEvent(current: SubscriptionRecord | null, userId: string, event: SubscriptionEvent): EventDecision {
  const base = current ?? noSubscription(userId);
  if (!event.state) {
    return {
      kind: 'linked',
      next: { ...base, customerId: base.customerId ?? event.customerId ?? null, subscriptionId: base.subscriptionId ?? event.subscriptionId ?? null },
    };
  }
  const last = base.lastEventAt?.getTime();
  const created = event.created.getTime();
  if (last !== undefined && created < last) return { kind: 'stale', why: 'older than the last applied event' };
  if (last !== undefined && created === last && event.initial) return { kind: 'stale', why: 'a creation event tied with a later one' };

  const sameSubscription = !event.subscriptionId || !base.subscriptionId || event.subscriptionId === base.subscriptionId;
  if (sameSubscription && event.subscriptionId && TERMINAL.has(base.status) && !TERMINAL.has(event.state.status)) {
    return { kind: 'stale', why: 'the subscription has already ended' };
  }
  if (!sameSubscription && LIVE.has(base.status) && !LIVE.has(event.state.status)) {
    return { kind: 'stale', why: 'about a subscription that was replaced' };
  }
  const { status, tier, currentPeriodEnd, cancelAtPeriodEnd } = event.state;
  return {
    kind: 'applied',
    next: {
      userId: base.userId,
      status,
      tier: tier === undefined ? base.tier : tier,
      currentPeriodEnd: currentPeriodEnd === undefined ? base.currentPeriodEnd : currentPeriodEnd,
      customerId: event.customerId ?? base.customerId,
      subscriptionId: event.subscriptionId ?? base.subscriptionId,
      // an ended subscription has nothing left to cancel; otherwise the event's flag, else the stored one
      cancelAtPeriodEnd: TERMINAL.has(status) ? false : (cancelAtPeriodEnd ?? base.cancelAtPeriodEnd),
      lastEventAt: event.created,
    },
  };
}
