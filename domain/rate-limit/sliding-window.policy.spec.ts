import fc from 'fast-check';
import { FEEDBACK_RATE_LIMIT, slidingWindow, tooManyAttemptsMessage } from './sliding-window.policy.js';

const MIN = 60_000;
const now = new Date('2026-06-01T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * MIN);
const decide = (attempts: Date[]) => slidingWindow({ attempts, now, ...FEEDBACK_RATE_LIMIT });

describe('sliding-window rate limit (feedback: 3 per 30 minutes)', () => {
  it.each([
    ['the first attempt is allowed', [], { allowed: true, remaining: 2, retryAfterMs: 0, minutesToWait: 0 }],
    ['a third attempt within 30 minutes is allowed', [ago(1), ago(2)], { allowed: true, remaining: 0, retryAfterMs: 0, minutesToWait: 0 }],
    [
      'a fourth attempt within 30 minutes is refused until the oldest leaves',
      [ago(1), ago(10), ago(20)],
      { allowed: false, remaining: 0, retryAfterMs: 10 * MIN, minutesToWait: 10 },
    ],
    ['an attempt exactly 30 minutes old has left the window', [ago(1), ago(10), ago(30)], { allowed: true, remaining: 0, retryAfterMs: 0, minutesToWait: 0 }],
    ['the wait is rounded up to whole minutes', [ago(1), ago(2), ago(29.5)], { allowed: false, remaining: 0, retryAfterMs: 0.5 * MIN, minutesToWait: 1 }],
    [
      'with more attempts than the limit, the wait follows the one that brings the count under it',
      [ago(1), ago(5), ago(10), ago(25)],
      { allowed: false, remaining: 0, retryAfterMs: 20 * MIN, minutesToWait: 20 },
    ],
  ])('%s', (_rule, attempts, expected) => {
    expect(decide(attempts)).toEqual(expected);
  });

  it('accepts epoch milliseconds as well as Dates', () => {
    expect(slidingWindow({ attempts: [1000, 2000], now: 3000, limit: 2, windowMs: 10_000 })).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterMs: 8000,
      minutesToWait: 1,
    });
  });

  it('a limit under 1 is a bug in the caller', () => {
    expect(() => slidingWindow({ attempts: [], now, limit: 0, windowMs: 1000 })).toThrow(RangeError);
  });

  it.each([
    ['names the form and the minutes', 'feedback', 7, 'Too many feedback attempts. Please wait 7 minutes.'],
    ['rounds the minutes up', 'sign-in', 2.1, 'Too many sign-in attempts. Please wait 3 minutes.'],
    ['waits at least 1 minute', 'feedback', 0.2, 'Too many feedback attempts. Please wait 1 minutes.'],
    ['never says 0 minutes', 'feedback', 0, 'Too many feedback attempts. Please wait 1 minutes.'],
  ])('the message %s', (_rule, form, minutes, expected) => {
    expect(tooManyAttemptsMessage(form, minutes)).toBe(expected);
  });

  const attemptsArb = fc.array(fc.integer({ min: 0, max: 100 * MIN }), { maxLength: 8 });

  it('property: allowed exactly when fewer than the limit are in the window, else the wait is within the window', () => {
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        const at = 100 * MIN;
        const decision = slidingWindow({ attempts, now: at, ...FEEDBACK_RATE_LIMIT });
        const inWindow = attempts.filter((t) => t > at - FEEDBACK_RATE_LIMIT.windowMs).length;
        expect(decision.allowed).toBe(inWindow < 3);
        expect(decision.retryAfterMs).toBeGreaterThanOrEqual(0);
        expect(decision.retryAfterMs).toBeLessThanOrEqual(FEEDBACK_RATE_LIMIT.windowMs);
      }),
    );
  });

  it('property: waiting the given time always allows the next attempt', () => {
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        const at = 100 * MIN;
        const decision = slidingWindow({ attempts, now: at, ...FEEDBACK_RATE_LIMIT });
        const later = slidingWindow({ attempts, now: at + decision.retryAfterMs, ...FEEDBACK_RATE_LIMIT });
        expect(later.allowed).toBe(true);
      }),
    );
  });
});
