import { randomInt } from 'node:crypto';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { RateLimiter, RatePolicy } from '../ports/rate-limiter.port.js';
import type { AccountStore } from './account-store.port.js';
import { rateLimited } from './rate-limited.js';
import { ONE_TIME_TOKEN_MS } from './send-one-time-link.use-case.js';
import type { TokenService } from './token-service.port.js';
import { reauthenticationSecret } from './update-user.use-case.js';

/**
 * GET /reauthenticate (GoTrue's): mails the signed-in user a six-digit code which, sent as `nonce`
 * with PUT /user, stands in for the current password on a password change. Single use, 1 hour;
 * a new code replaces the previous one.
 */
export class ReauthenticateUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly tokens: TokenService,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly perUser: RatePolicy,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor): Promise<Outcome<Record<string, never>>> {
    const user = await this.store.findUser(actor.id);
    if (!user) return failure(new AppError('unauthorized', 'Authentication required'));
    const decision = await this.limiter.hit(this.perUser, `reauthentication|${actor.id}`);
    if (!decision.allowed) return failure(rateLimited('reauthentication', decision, 'over_email_send_rate_limit'));
    const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = this.tokens.hashSecret(reauthenticationSecret(actor.id, nonce));
    await this.store.addOneTimeToken(actor.id, 'reauthentication', hash, new Date(this.clock.now().getTime() + ONE_TIME_TOKEN_MS));
    await this.mailer.send({
      to: user.email,
      subject: 'Your ShelfCheck confirmation code',
      text: `Enter this code to confirm your password change: ${nonce}\n\nIt works once, within the hour. If you did not ask for it, you can ignore this email.`,
    });
    return success({});
  }
}
