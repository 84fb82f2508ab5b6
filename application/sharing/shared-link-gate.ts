import { isWellFormedShareToken, SHARE_MESSAGES, shareLinkStatus } from '../../domain/index.js';
import type { Clock } from '../ports/clock.port.js';
import type { RateLimiter, RatePolicy } from '../ports/rate-limiter.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { OpenedShareLink, ShareLinkStore } from './share-link-store.port.js';
import type { ShareTokenSecrets } from './share-token-secrets.port.js';

/** A request on a public share route: the token from the path and the caller's address. */
export interface SharedRequest {
  readonly token: string;
  readonly ip: string;
}

/**
 * The one door of the public share routes: every request from an address takes a point first
 * (right or wrong token, so guessing is as slow as reading), then the token must name a stored
 * link that is neither revoked nor expired. Unknown, malformed, revoked and expired each have
 * their own code and plain message.
 */
export class SharedLinkGate {
  constructor(
    private readonly links: ShareLinkStore,
    private readonly secrets: ShareTokenSecrets,
    private readonly limiter: RateLimiter,
    private readonly perIp: RatePolicy,
    private readonly clock: Clock,
  ) {}

  async open(request: SharedRequest): Promise<Outcome<OpenedShareLink>> {
    const decision = await this.limiter.hit(this.perIp, request.ip);
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterSeconds));
      return failure(new AppError('rate_limited', SHARE_MESSAGES.tooManyRequests(seconds / 60), { retryAfterSeconds: seconds }));
    }
    const opened = isWellFormedShareToken(request.token) ? await this.links.findByTokenHash(this.secrets.hash(request.token)) : null;
    if (!opened) return failure(new AppError('share_link_not_found', SHARE_MESSAGES.notFound));
    const status = shareLinkStatus(opened.link, this.clock.now());
    if (status === 'revoked') return failure(new AppError('share_link_revoked', SHARE_MESSAGES.revoked));
    if (status === 'expired') return failure(new AppError('share_link_expired', SHARE_MESSAGES.expired));
    return success(opened);
  }
}
