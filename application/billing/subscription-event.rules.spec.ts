import type { SubscriptionEvent } from '../ports/payment-gateway.port.js';
import { anEvent, USER } from '../../tests/doubles/billing/billing-test-kit.js';
import { decideSubscriptionEvent } from './subscription-event.rules.js';
import { noSubscription, type SubscriptionRecord } from './subscription-record.js';

const stored = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  ...noSubscription(USER),
  status: 'active',
  tier: 'monthly',
  currentPeriodEnd: new Date('2026-12-22T10:00:00Z'),
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  lastEventAt: new Date('2026-11-22T10:00:00Z'),
  ...overrides,
});

describe('decideSubscriptionEvent', () => {
  it.each<[string, SubscriptionRecord | null, SubscriptionEvent, string]>([
    ['a first event applies', null, anEvent(), 'applied'],
    ['a newer event applies', stored(), anEvent({ at: '2026-11-22T10:00:01Z', state: { status: 'past_due' } }), 'applied'],
    ['an event of the same second applies', stored(), anEvent({ state: { status: 'past_due' } }), 'applied'],
    ['an older event is stale', stored(), anEvent({ at: '2026-11-22T09:59:59Z', state: { status: 'canceled' } }), 'stale'],
    ['a creation event loses a tie', stored(), anEvent({ initial: true, state: { status: 'incomplete' } }), 'stale'],
    ['a creation event that is newer applies', stored(), anEvent({ initial: true, at: '2026-11-22T10:00:01Z' }), 'applied'],
    ['a cancelled subscription does not come back', stored({ status: 'canceled' }), anEvent({ at: '2026-11-22T10:00:01Z' }), 'stale'],
    [
      'a new subscription after a cancelled one applies',
      stored({ status: 'canceled' }),
      anEvent({ at: '2026-11-22T10:00:01Z', subscriptionId: 'sub_2' }),
      'applied',
    ],
    [
      'the end of a replaced subscription does not end the new one',
      stored({ subscriptionId: 'sub_2' }),
      anEvent({ at: '2026-11-22T10:00:01Z', state: { status: 'canceled' } }),
      'stale',
    ],
    ['an event without state links ids', stored({ customerId: null }), anEvent({ state: undefined }), 'linked'],
    ['an event without state links even when older', stored(), anEvent({ at: '2020-01-01T00:00:00Z', state: undefined }), 'linked'],
  ])('%s', (_rule, current, event, kind) => {
    expect(decideSubscriptionEvent(current, USER, event).kind).toBe(kind);
  });

  it('keeps what the event does not report and clears what it reports as null', () => {
    const d = decideSubscriptionEvent(stored(), USER, anEvent({ at: '2026-11-22T10:00:01Z', state: { status: 'past_due', tier: null } }));
    expect(d).toMatchObject({ kind: 'applied', next: { status: 'past_due', tier: null, currentPeriodEnd: new Date('2026-12-22T10:00:00Z') } });
  });

  it('linking never replaces known ids', () => {
    const d = decideSubscriptionEvent(stored(), USER, anEvent({ customerId: 'cus_other', subscriptionId: 'sub_other', state: undefined }));
    expect(d).toMatchObject({ kind: 'linked', next: { customerId: 'cus_1', subscriptionId: 'sub_1' } });
  });
});
