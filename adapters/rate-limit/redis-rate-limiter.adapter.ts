import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { FlexibleRateLimiter, type LimiterOptions } from './flexible-rate-limiter.js';

/**
 * Rate limits shared through Redis (REDIS_URL), so that several API replicas count together. While
 * Redis is unreachable each process falls back to its own in-memory count (rate-limiter-flexible's
 * insurance limiter): limits stay on, just per process, instead of every sign-in failing.
 */
export class RedisRateLimiter extends FlexibleRateLimiter {
  constructor(
    private readonly redis: Redis,
    prefix = 'shelfcheck',
  ) {
    super(prefix);
  }

  protected create(options: LimiterOptions): RateLimiterAbstract {
    return new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false, insuranceLimiter: new RateLimiterMemory(options) });
  }

  /** True when Redis answers a PING now (readiness); false while it is away. */
  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /** Closes the connection (at application shutdown). */
  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
