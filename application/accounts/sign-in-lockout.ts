import type { AccountPolicies, LockoutGrowth } from './account-policies.js';
import type { RatePolicy } from '../ports/rate-limiter.port.js';

/**
 * How long the n-th lockout of one email and address lasts: the failure window the first time,
 * doubled for each further lockout still remembered, never more than `maxSeconds`. Never permanent.
 * @example lockoutSeconds(900, 3, { memorySeconds: 86400, maxSeconds: 14400 }) // 3600
 */
export function lockoutSeconds(baseSeconds: number, lockoutCount: number, growth: LockoutGrowth): number {
  const doublings = Math.max(0, Math.min(lockoutCount - 1, 30));
  return Math.min(baseSeconds * 2 ** doublings, Math.max(baseSeconds, growth.maxSeconds));
}

/** The counter of lockouts themselves: unlimited points, remembered for the growth's memory. */
export function lockoutCounter(policies: Required<AccountPolicies>): RatePolicy {
  return { name: `${policies.signInFailures.name}-lockouts`, points: Number.MAX_SAFE_INTEGER, durationSeconds: policies.signInLockoutGrowth.memorySeconds };
}
