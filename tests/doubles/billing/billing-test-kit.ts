import type { Clock } from '../../../application/ports/clock.port.js';
import type { SubscriptionEvent } from '../../../application/ports/payment-gateway.port.js';

/** A clock the use-case tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let sequence = 0;

/** A provider event about one subscription, with sensible defaults (an object mother). */
export function anEvent(overrides: Partial<SubscriptionEvent> & { at?: string } = {}): SubscriptionEvent {
  sequence += 1;
  const { at, ...rest } = overrides;
  return {
    id: `evt_${sequence}`,
    type: 'customer.subscription.updated',
    created: new Date(at ?? '2026-11-22T10:00:00Z'),
    userId: USER,
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    state: { status: 'active', tier: 'monthly', currentPeriodEnd: new Date('2026-12-22T10:00:00Z') },
    ...rest,
  };
}

export const USER = '00000000-0000-4000-8000-000000000001';
