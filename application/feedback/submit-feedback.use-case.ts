import { FEEDBACK_RATE_LIMIT, slidingWindow, tooManyAttemptsMessage, validateFeedback } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { RateLimiter, RatePolicy } from '../ports/rate-limiter.port.js';
import { rateLimited } from '../accounts/rate-limited.js';
import type { FeedbackStore, StoredFeedback } from './feedback-store.port.js';

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

/**
 * Stores feedback after the domain's rules. Signed-in users get the specification's 3 per 30
 * minutes, counted over their stored feedback; anonymous visitors the same limit per address.
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
    if (!checked.ok) return failure(AppError.validation(checked.errors));
    const now = this.clock.now();
    if (actor) {
      const attempts = await this.store.attemptsSince(actor.id, new Date(now.getTime() - FEEDBACK_RATE_LIMIT.windowMs));
      const decision = slidingWindow({ attempts, now, ...FEEDBACK_RATE_LIMIT });
      if (!decision.allowed) {
        return failure(
          new AppError('rate_limited', tooManyAttemptsMessage('feedback', decision.minutesToWait), {
            retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
          }),
        );
      }
    } else {
      const decision = await this.limiter.hit(this.anonymousPolicy, cmd.ip);
      if (!decision.allowed) return failure(rateLimited('feedback', decision));
    }
    const { value } = checked;
    return success(
      await this.store.insert(
        {
          user_id: actor?.id ?? null,
          feedback_text: value.feedback_text,
          rating: value.rating,
          category: value.category,
          email: value.email,
          page_url: cmd.page_url ? cmd.page_url.slice(0, URL_MAX) : null,
          user_agent: cmd.user_agent ? cmd.user_agent.slice(0, AGENT_MAX) : null,
        },
        now,
      ),
    );
  }
}
