import {
  accountLimitProblem,
  FEEDBACK_RATE_LIMIT,
  slidingWindow,
  tooManyAttemptsMessage,
  validateFeedback,
  type SlidingWindowDecision,
} from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { RateLimiter, RatePolicy } from '../ports/rate-limiter.port.js';
import { rateLimited } from '../accounts/rate-limited.js';
import type { FeedbackStore, NewFeedback, StoredFeedback } from './feedback-store.port.js';

export interface SubmitFeedbackCommand {
  feedback_text: string;
  rating?: number | null;
  category?: string | null;
  email?: string | null;
  page_url?: string | null;
  user_agent?: string | null;
  ip: string;
}

const URL_MAX = 2000;
const AGENT_MAX = 500;
const FORM = 'feedback';

const clip = (v: string | null | undefined, max: number): string | null => (v ? v.slice(0, max) : null);

/**
 * Stores feedback with status 'new' after the domain's rules. A signed-in user gets the
 * specification's 3 per 30 minutes, decided by the domain's sliding window over the user's stored
 * feedback; a visitor the same numbers per address through the rate limiter.
 */
export class SubmitFeedbackUseCase {
  constructor(
    private readonly store: FeedbackStore,
    private readonly limiter: RateLimiter,
    private readonly anonymousPolicy: RatePolicy,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: SubmitFeedbackCommand, actor: Actor | undefined): Promise<Outcome<StoredFeedback>> {
    const checked = validateFeedback(cmd);
    if (!checked.ok || !checked.value) return failure(AppError.validation(checked.errors));
    const now = this.clock.now();
    const { value } = checked;
    const row: NewFeedback = {
      user_id: actor?.id ?? null,
      feedback_text: value.feedback_text,
      rating: value.rating,
      category: value.category,
      email: value.email,
      page_url: clip(cmd.page_url, URL_MAX),
      user_agent: clip(cmd.user_agent, AGENT_MAX),
    };
    if (!actor) {
      const decision = await this.limiter.hit(this.anonymousPolicy, cmd.ip);
      if (!decision.allowed) return failure(rateLimited(FORM, decision));
      return success(await this.store.insert(row, now));
    }
    const full = accountLimitProblem('feedbackPerAccount', await this.store.countOf(actor.id));
    if (full) return failure(new AppError('limit_reached', full));
    const since = new Date(now.getTime() - FEEDBACK_RATE_LIMIT.windowMs);
    const { decision, stored } = await this.store.insertWithinLimit({ ...row, user_id: actor.id }, now, since, (attempts) =>
      slidingWindow({ attempts, now, ...FEEDBACK_RATE_LIMIT }),
    );
    return stored ? success(stored) : failure(tooMany(decision));
  }
}

function tooMany(decision: SlidingWindowDecision): AppError {
  return new AppError('rate_limited', tooManyAttemptsMessage(FORM, decision.minutesToWait), {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  });
}
