import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { RateDecision, RateLimiter, RatePolicy } from '../../application/ports/rate-limiter.port.js';

/**
 * Rate limits with rate-limiter-flexible: in process by default, or in Redis (REDIS_URL) so that
 * several API replicas share one count. One limiter per policy, made on first use.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly redis: Redis | null = null, private readonly prefix = 'shelfcheck') {}

  async hit(policy: RatePolicy, key: string): Promise<RateDecision> {
    try {
      await this.limiter(policy).consume(key, 1);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (e) {
      if (e instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.ceil(e.msBeforeNext / 1000) };
      throw e;
    }
  }

  async peek(policy: RatePolicy, key: string): Promise<RateDecision> {
    const res = await this.limiter(policy).get(key);
    if (res && res.consumedPoints >= policy.points) return { allowed: false, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) };
    return { allowed: true, retryAfterSeconds: 0 };
  }

  async reset(policy: RatePolicy, key: string): Promise<void> {
    await this.limiter(policy).delete(key);
  }

  private limiter(policy: RatePolicy): RateLimiterAbstract {
    const id = `${policy.name}:${policy.points}:${policy.durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: `${this.prefix}:${policy.name}`, points: policy.points, duration: policy.durationSeconds };
      limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false }) : new RateLimiterMemory(options);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
