import type { RatePolicy } from '../ports/rate-limiter.port.js';

/** Reports per account: 10 an hour is plenty for honest use and caps a flood of the admin queue. */
export const CORRECTION_RATE_POLICY: RatePolicy = { name: 'corrections', points: 10, durationSeconds: 60 * 60 };

/** The form name in 'Too many correction attempts. Please wait {n} minutes.' */
export const CORRECTION_FORM = 'correction';

/** The admin queue shows at most this many corrections. */
export const CORRECTION_LIST_MAX = 200;
