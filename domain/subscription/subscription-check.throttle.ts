import { toEpochMs, type Instant } from '../shared/instant.js';

/** The subscription is checked at most once a minute unless forced; re-checked 1 s after sign-in. */
export const SUBSCRIPTION_CHECK_MIN_INTERVAL_MS = 60_000;
export const SUBSCRIPTION_RECHECK_AFTER_SIGNIN_MS = 1000;
export const DEFAULT_PLAN = 'monthly';
export const PLANS = ['monthly', 'annual'] as const;
export type Plan = (typeof PLANS)[number];

export const SUBSCRIPTION_MESSAGES = {
  errorTitle: 'Error',
  checkFailed: 'Failed to check subscription status',
  checkoutFailed: 'Failed to create checkout session',
  portalFailed: 'Failed to open customer portal',
  active: 'Your subscription is now active.',
} as const;

/** Check now? Always when forced or never checked; otherwise once 60 000 ms have passed since the last check. */
export const shouldCheckSubscription = (lastCheckAt: Instant | null, now: Instant, force = false): boolean =>
  force || lastCheckAt === null || toEpochMs(now) - toEpochMs(lastCheckAt) >= SUBSCRIPTION_CHECK_MIN_INTERVAL_MS;

/** A failed check whose message mentions a rate limit is skipped silently and retried later. */
export const isRateLimitMessage = (message: string): boolean => /rate.?limit/i.test(message);
