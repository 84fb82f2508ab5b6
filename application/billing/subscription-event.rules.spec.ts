import type { SubscriptionEvent } from '../ports/payment-gateway.port.js';
import { anEvent, USER } from './billing-test-kit.js';
import { isSubscribed } from './is-subscribed.js';
import { planPeriodEnd } from './plan-period.js';
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
    ['a new subscription after a cancelled one applies', stored({ status: 'canceled' }), anEvent({ at: '2026-11-22T10:00:01Z', subscriptionId: 'sub_2' }), 'applied'],
    ['the end of a replaced subscription does not end the new one', stored({ subscriptionId: 'sub_2' }), anEvent({ at: '2026-11-22T10:00:01Z', state: { status: 'canceled' } }), 'stale'],
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

describe('isSubscribed', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['active with a future end', 'active', '2026-11-22T12:00:01Z', true],
    ['trialing with a future end', 'trialing', '2026-12-01T00:00:00Z', true],
    ['active but the period has ended', 'active', '2026-11-22T12:00:00Z', false],
    ['past due', 'past_due', '2026-12-01T00:00:00Z', false],
    ['cancelled', 'canceled', '2026-12-01T00:00:00Z', false],
    ['active without an end', 'active', null, false],
  ])('%s', (_rule, status, end, expected) => {
    expect(isSubscribed({ status, currentPeriodEnd: end ? new Date(end) : null }, now)).toBe(expected);
  });

  it('no record is not subscribed', () => {
    expect(isSubscribed(null, now)).toBe(false);
  });
});

describe('planPeriodEnd', () => {
  it.each([
    ['monthly: the same day next month', '2026-11-22T12:00:00Z', 'monthly', '2026-12-22T12:00:00Z'],
    ['monthly: across the year', '2026-12-15T08:30:00Z', 'monthly', '2027-01-15T08:30:00Z'],
    ['monthly: the 31st becomes the month’s last day', '2027-01-31T10:00:00Z', 'monthly', '2027-02-28T10:00:00Z'],
    ['monthly: into a leap February', '2028-01-30T10:00:00Z', 'monthly', '2028-02-29T10:00:00Z'],
    ['annual: the same day next year', '2026-11-22T12:00:00Z', 'annual', '2027-11-22T12:00:00Z'],
    ['annual: from a leap day', '2028-02-29T00:00:00Z', 'annual', '2029-02-28T00:00:00Z'],
  ] as const)('%s', (_rule, start, plan, end) => {
    expect(planPeriodEnd(new Date(start), plan).toISOString()).toBe(new Date(end).toISOString());
  });
});
