import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateDecision, RateLimiter, RatePolicy } from '../../application/ports/rate-limiter.port.js';

export interface LimiterOptions {
  readonly keyPrefix: string;
  readonly points: number;
  readonly duration: number;
}

/**
 * The RateLimiter port over rate-limiter-flexible; subclasses choose the store. One limiter per
 * policy, made on first use. Keys are hashed, so an email used as a key is never stored as text.
 */
export abstract class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected constructor(private readonly prefix: string) {}

  protected abstract create(options: LimiterOptions): RateLimiterAbstract;

  async hit(policy: RatePolicy, key: string): Promise<RateDecision> {
    try {
      const res = await this.limiter(policy).consume(this.key(key), 1);
      return { allowed: true, retryAfterSeconds: 0, consumed: res.consumedPoints };
    } catch (e) {
      if (e instanceof RateLimiterRes) return refused(e);
      throw e;
    }
  }

  async peek(policy: RatePolicy, key: string): Promise<RateDecision> {
    const res = await this.limiter(policy).get(this.key(key));
    // the next hit would be refused once the points are used (or the key is blocked)
    if (res && res.consumedPoints >= policy.points) return refused(res);
    return { allowed: true, retryAfterSeconds: 0, consumed: res?.consumedPoints ?? 0 };
  }

  async block(policy: RatePolicy, key: string, seconds: number): Promise<void> {
    await this.limiter(policy).block(this.key(key), Math.max(1, Math.ceil(seconds)));
  }

  async reset(policy: RatePolicy, key: string): Promise<void> {
    await this.limiter(policy).delete(this.key(key));
  }

  private key(key: string): string {
    return createHash('sha256').update(key).digest('base64url').slice(0, 32);
  }

  private limiter(policy: RatePolicy): RateLimiterAbstract {
    const id = `${policy.name}:${policy.points}:${policy.durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.create({ keyPrefix: `${this.prefix}:${policy.name}`, points: policy.points, duration: policy.durationSeconds });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

const refused = (res: RateLimiterRes): RateDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  consumed: res.consumedPoints,
});
