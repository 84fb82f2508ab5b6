import { Redis } from 'ioredis';
import { FlexibleRateLimiter } from './flexible-rate-limiter.adapter.js';

const policy = { name: `test-${Date.now()}`, points: 2, durationSeconds: 60 };

describe.each([
  ['in process', () => null],
  ['shared through Redis', () => new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 })],
])('the rate limiter %s', (_kind, makeRedis) => {
  let redis: Redis | null;
  beforeAll(() => {
    redis = makeRedis();
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('allows the points, then refuses with the seconds to wait, and forgets a reset key', async () => {
    const limiter = new FlexibleRateLimiter(redis, `jest-${Math.random()}`);
    expect(await limiter.hit(policy, 'k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await limiter.peek(policy, 'k')).allowed).toBe(true);
    await limiter.hit(policy, 'k');
    expect((await limiter.peek(policy, 'k')).allowed).toBe(false);
    const refused = await limiter.hit(policy, 'k');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await limiter.reset(policy, 'k');
    expect((await limiter.hit(policy, 'k')).allowed).toBe(true);
  });

  it('shares counts between two limiters on the same store only through Redis', async () => {
    const prefix = `jest-shared-${Math.random()}`;
    const a = new FlexibleRateLimiter(redis, prefix);
    const b = new FlexibleRateLimiter(redis, prefix);
    await a.hit(policy, 'shared');
    await a.hit(policy, 'shared');
    expect((await b.hit(policy, 'shared')).allowed).toBe(redis === null);
  });
});
