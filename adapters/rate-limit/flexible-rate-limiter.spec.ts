import { Redis } from 'ioredis';
import type { RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { MemoryRateLimiter } from './memory-rate-limiter.adapter.js';
import { RedisRateLimiter } from './redis-rate-limiter.adapter.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const policy = { name: `test-${Date.now()}`, points: 2, durationSeconds: 60 };
const unique = (label: string) => `jest-${label}-${process.pid}-${Math.random().toString(36).slice(2)}`;

describe.each([
  ['in process (RateLimiterMemory)', (prefix: string) => new MemoryRateLimiter(prefix), false],
  [
    'through Redis at 127.0.0.1:6379 (RateLimiterRedis)',
    (prefix: string) => new RedisRateLimiter(new Redis(REDIS_URL, { maxRetriesPerRequest: 1 }), prefix),
    true,
  ],
] as const)('the rate limiter %s', (_kind, make, shared) => {
  const made: RateLimiter[] = [];
  const sut = (prefix: string) => {
    const limiter = make(prefix);
    made.push(limiter);
    return limiter;
  };
  afterAll(async () => {
    await Promise.all(made.filter((l): l is RedisRateLimiter => l instanceof RedisRateLimiter).map((l) => l.close()));
  });

  it('allows the points, then refuses with the seconds to wait, and forgets a reset key', async () => {
    const limiter = sut(unique('basic'));
    expect(await limiter.hit(policy, 'k')).toEqual({ allowed: true, retryAfterSeconds: 0, consumed: 1 });
    expect(await limiter.peek(policy, 'k')).toMatchObject({ allowed: true, consumed: 1 });
    await limiter.hit(policy, 'k');
    expect((await limiter.peek(policy, 'k')).allowed).toBe(false);
    const refused = await limiter.hit(policy, 'k');
    expect(refused).toMatchObject({ allowed: false, consumed: 3 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await limiter.reset(policy, 'k');
    expect((await limiter.hit(policy, 'k')).allowed).toBe(true);
  });

  it('keeps keys apart', async () => {
    const limiter = sut(unique('keys'));
    await limiter.hit(policy, 'a');
    await limiter.hit(policy, 'a');
    expect((await limiter.hit(policy, 'b')).allowed).toBe(true);
  });

  it('blocks a key for the given seconds, longer than its window', async () => {
    const limiter = sut(unique('block'));
    await limiter.block(policy, 'k', 3600);
    const peeked = await limiter.peek(policy, 'k');
    expect(peeked.allowed).toBe(false);
    expect(peeked.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await limiter.hit(policy, 'k')).allowed).toBe(false);
  });

  it('frees a key when its window has passed', async () => {
    const limiter = sut(unique('window'));
    const short = { name: 'short', points: 1, durationSeconds: 1 };
    await limiter.hit(short, 'k');
    expect((await limiter.hit(short, 'k')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.hit(short, 'k')).allowed).toBe(true);
  });

  it(shared ? 'shares counts between two limiters (two API replicas)' : 'keeps counts per process', async () => {
    const prefix = unique('shared');
    const a = sut(prefix);
    const b = sut(prefix);
    await a.hit(policy, 'shared');
    await a.hit(policy, 'shared');
    expect((await b.hit(policy, 'shared')).allowed).toBe(!shared);
  });
});

describe('the Redis rate limiter while Redis is unreachable', () => {
  it('keeps limiting, per process, instead of failing', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    redis.on('error', () => undefined);
    const limiter = new RedisRateLimiter(redis, unique('down'));
    try {
      expect((await limiter.hit(policy, 'k')).allowed).toBe(true);
      expect((await limiter.hit(policy, 'k')).allowed).toBe(true);
      expect((await limiter.hit(policy, 'k')).allowed).toBe(false);
    } finally {
      redis.disconnect();
    }
  });
});
