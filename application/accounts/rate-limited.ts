import { tooManyAttemptsMessage } from '../../domain/index.js';
import { AppError } from '../shared/app-error.js';
import type { RateDecision } from '../ports/rate-limiter.port.js';

/** The 429 of a refused rate decision, worded as the specification words it (`reason`: the hosted service's code). */
export function rateLimited(form: string, decision: RateDecision, reason = 'over_request_rate_limit'): AppError {
  const seconds = Math.max(1, Math.ceil(decision.retryAfterSeconds));
  return new AppError('rate_limited', tooManyAttemptsMessage(form, seconds / 60), { retryAfterSeconds: seconds, reason });
}
