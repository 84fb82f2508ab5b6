import { toEpochMs, type Instant } from '../shared/instant.js';

/**
 * A sliding-window limit as a pure function: given the times of past attempts and now, may one more
 * happen, and if not, how long until it may. An attempt counts while it is less than `windowMs` old
 * (one made exactly `windowMs` ago has left the window).
 */
export interface SlidingWindowInput {
  readonly attempts: readonly Instant[];
  readonly now: Instant;
  readonly limit: number;
  readonly windowMs: number;
}

export interface SlidingWindowDecision {
  readonly allowed: boolean;
  /** Attempts still allowed in the window after this decision (0 when refused). */
  readonly remaining: number;
  /** 0 when allowed; else the milliseconds until enough attempts have left the window. */
  readonly retryAfterMs: number;
  /** retryAfterMs in whole minutes, rounded up (0 when allowed, at least 1 otherwise). */
  readonly minutesToWait: number;
}

/** Feedback: 3 submissions per 30 minutes. */
export const FEEDBACK_RATE_LIMIT = { limit: 3, windowMs: 30 * 60 * 1000 } as const;

const MINUTE_MS = 60_000;

/** Decides one more attempt: `slidingWindow({ attempts, now, ...FEEDBACK_RATE_LIMIT })`. */
export function slidingWindow({ attempts, now, limit, windowMs }: SlidingWindowInput): SlidingWindowDecision {
  if (!(limit >= 1)) throw new RangeError(`A rate limit needs a limit of at least 1, got ${limit}`);
  const nowMs = toEpochMs(now);
  const inWindow = attempts
    .map(toEpochMs)
    .filter((t) => t > nowMs - windowMs)
    .sort((a, b) => a - b);
  if (inWindow.length < limit) return { allowed: true, remaining: limit - inWindow.length - 1, retryAfterMs: 0, minutesToWait: 0 };
  // The attempt that must leave the window so that fewer than `limit` remain in it.
  const blocking = inWindow[inWindow.length - limit];
  const retryAfterMs = Math.max(1, blocking + windowMs - nowMs);
  return { allowed: false, remaining: 0, retryAfterMs, minutesToWait: Math.ceil(retryAfterMs / MINUTE_MS) };
}

/** 'Too many {form} attempts. Please wait {n} minutes.' with n rounded up and at least 1. */
export const tooManyAttemptsMessage = (form: string, minutes: number): string =>
  `Too many ${form} attempts. Please wait ${Math.max(1, Math.ceil(minutes))} minutes.`;
