import { isRateLimitMessage, shouldCheckSubscription, SUBSCRIPTION_MESSAGES } from './subscription-check.throttle.js';

const t0 = new Date('2026-06-01T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('subscription-check throttle', () => {
  it.each([
    ['checks when never checked', null, t0, false, true],
    ['skips a check within 60 000 ms', t0, later(59_999), false, false],
    ['checks again after 60 000 ms', t0, later(60_000), false, true],
    ['a forced check bypasses the throttle', t0, later(1000), true, true],
    ['accepts epoch milliseconds', 0, 60_000, false, true],
  ])('%s', (_rule, last, now, force, expected) => {
    expect(shouldCheckSubscription(last, now, force)).toBe(expected);
  });

  it('a check is not forced unless asked', () => {
    expect(shouldCheckSubscription(t0, later(1))).toBe(false);
  });

  it.each([
    ['a rate-limit message is skipped silently', 'Rate limit exceeded', true],
    ['"rate-limited" also counts', 'request was rate-limited', true],
    ['other failures are shown', 'Network error', false],
  ])('%s', (_rule, message, expected) => {
    expect(isRateLimitMessage(message)).toBe(expected);
  });

  it('the check failure toast reads "Failed to check subscription status"', () => {
    expect(SUBSCRIPTION_MESSAGES.checkFailed).toBe('Failed to check subscription status');
  });
});
