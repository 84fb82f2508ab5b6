import {
  isSessionExpired,
  realtimeReconnectDelay,
  refreshBackoffDelay,
  shouldRefreshSession,
} from '../session/session-refresh.policy.js';
import { isRateLimitMessage, shouldCheckSubscription, SIGNED_OUT_SUBSCRIPTION, SUBSCRIPTION_MESSAGES } from './subscription-check.throttle.js';

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

  it('sign-out resets to not subscribed with tier and end cleared', () => {
    expect(SIGNED_OUT_SUBSCRIPTION).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });

  it('the check failure toast reads "Failed to check subscription status"', () => {
    expect(SUBSCRIPTION_MESSAGES.checkFailed).toBe('Failed to check subscription status');
  });
});

describe('session refresh', () => {
  it.each([
    ['the first retry waits 200 ms', 0, 200],
    ['each retry doubles the wait', 3, 1600],
    ['a negative attempt is the first', -1, 200],
  ])('backoff: %s', (_rule, attempt, expected) => {
    expect(refreshBackoffDelay(attempt)).toBe(expected);
  });

  it.each([
    ['a token with more than 90 s left is live', 90_000, false],
    ['a token within the 90 s margin counts as expired', 89_999, true],
  ])('%s', (_rule, left, expected) => {
    expect(isSessionExpired(t0.getTime() + left, t0.getTime())).toBe(expected);
  });

  it.each([
    ['refreshes when 3 ticks of 30 s remain', 119_999, true],
    ['waits while 4 ticks remain', 120_000, false],
  ])('%s', (_rule, left, expected) => {
    expect(shouldRefreshSession(t0.getTime() + left, t0.getTime())).toBe(expected);
  });

  it.each([
    ['first reconnect after 1 s', 1, 1000],
    ['then 2 s', 2, 2000],
    ['then 5 s', 3, 5000],
    ['then 10 s', 4, 10_000],
    ['and 10 s from then on', 9, 10_000],
    ['a zero count is the first', 0, 1000],
  ])('realtime reconnect: %s', (_rule, tries, expected) => {
    expect(realtimeReconnectDelay(tries)).toBe(expected);
  });
});
