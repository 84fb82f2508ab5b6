import { isSubscribed } from './is-subscribed.js';
import { planPeriodEnd } from './plan-period.js';

describe('isSubscribed: an active or trialing subscription whose paid period ends after now', () => {
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

describe('planPeriodEnd: one calendar month or year later, on the same day or the month’s last day', () => {
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
