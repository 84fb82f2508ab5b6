import type { AccountPolicies } from './account-policies.js';
import type { RatePolicy } from '../ports/rate-limiter.port.js';

export { lockoutSeconds } from '../../domain/index.js';

/** The counter of lockouts themselves: unlimited points, remembered for the growth's memory. */
export function lockoutCounter(policies: Required<AccountPolicies>): RatePolicy {
  return { name: `${policies.signInFailures.name}-lockouts`, points: Number.MAX_SAFE_INTEGER, durationSeconds: policies.signInLockoutGrowth.memorySeconds };
}
