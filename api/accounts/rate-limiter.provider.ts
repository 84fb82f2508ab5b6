import { Logger, type FactoryProvider } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { MemoryRateLimiter } from '../../adapters/rate-limit/memory-rate-limiter.adapter.js';
import { RedisRateLimiter } from '../../adapters/rate-limit/redis-rate-limiter.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';

const CONNECT_WAIT_MS = 3000;

/** In process by default; shared through Redis when REDIS_URL is set (keys under REDIS_PREFIX). */
export const rateLimiterProvider: FactoryProvider<RateLimiter> = {
  provide: RATE_LIMITER,
  inject: [APP_CONFIG],
  useFactory: async (c: AppConfig) => {
    if (c.redisUrl) return connectRedisLimiter(c.redisUrl, c.redisPrefix ?? 'shelfcheck');
    // a shared database hints at several instances, which would each count on their own
    if (c.databaseUrl)
      new Logger('RateLimits').log('REDIS_URL is not set: rate limits and lockouts count in this process (set it when running several instances)');
    return new MemoryRateLimiter();
  },
};

async function connectRedisLimiter(url: string, prefix: string): Promise<RedisRateLimiter> {
  const logger = new Logger('RateLimits');
  const where = safeHost(url);
  // no offline queue: while Redis is away a command fails at once and the in-process insurance counts
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: CONNECT_WAIT_MS });
  let reported = false;
  redis.on('error', (e: Error) => {
    if (reported) return;
    reported = true;
    logger.warn(`Redis at ${where} is unavailable (${e.message}); rate limits count in this process until it is back`);
  });
  redis.on('ready', () => {
    if (reported) logger.log(`Redis at ${where} is back`);
    reported = false;
  });
  await ready(redis);
  return new RedisRateLimiter(redis, prefix);
}

/** Waits a moment for the first connection, so the first requests already share counts. */
function ready(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_WAIT_MS);
    redis.once('ready', done);
  });
}

/** The host and port of a Redis URL, without any password it carries. */
function safeHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 6379}`;
  } catch {
    return 'REDIS_URL';
  }
}
