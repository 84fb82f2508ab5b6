import { Redis } from 'ioredis';
import { DEFAULT_ACCOUNT_POLICIES, type AccountPolicies } from '../../application/accounts/account-policies.js';
import { signUp, startTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two API replicas on one database and one Redis (the local one at 127.0.0.1:6379): the limits
 * are counted together. Policy names carry a run id, so counts of earlier runs never interfere.
 */
describe('accounts: rate limits shared by two replicas through Redis', () => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const accountPolicies: AccountPolicies = {
    ...DEFAULT_ACCOUNT_POLICIES,
    signUpPerIp: { name: `sign-up-ip-${run}`, points: 3, durationSeconds: 60 },
    signInFailures: { name: `sign-in-failures-${run}`, points: 3, durationSeconds: 60 },
    otpPerIp: { name: `otp-ip-${run}`, points: 2, durationSeconds: 60 },
  };
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    [a, b] = await Promise.all([startTestApp({ redisUrl: REDIS_URL, accountPolicies }), startTestApp({ redisUrl: REDIS_URL, accountPolicies })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis.quit();
  });

  it('counts sign-ups of one address across replicas, and keeps the counts in Redis', async () => {
    const ip = '198.20.0.1';
    const signUpOn = (t: TestApp) =>
      t
        .http()
        .post('/api/auth/signup')
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail('replica'), password: TEST_PASSWORD, data: {} });
    await signUpOn(a).expect(200);
    await signUpOn(b).expect(200);
    await signUpOn(a).expect(200);
    const res = await signUpOn(b).expect(429);
    expect(res.body.code).toBe('over_request_rate_limit');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const keys = await redis.keys(`shelfcheck:sign-up-ip-${run}:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(ip); // keys are hashed: no address or email is stored as text
  });

  it('locks out wrong passwords spread over both replicas', async () => {
    const u = await signUp(a, 'redis-lock');
    const ip = '198.20.0.2';
    const signIn = (t: TestApp, password: string) =>
      t.http().post('/api/auth/token?grant_type=password').set('X-Forwarded-For', ip).send({ email: u.email, password });
    await signIn(a, 'Wrong!Pass42').expect(400);
    await signIn(b, 'Wrong!Pass42').expect(400);
    await signIn(a, 'Wrong!Pass42').expect(400);
    await signIn(b, u.password).expect(429);
  });

  it('counts one-time link requests across replicas', async () => {
    const ip = '198.20.0.3';
    const otp = (t: TestApp) =>
      t
        .http()
        .post('/api/auth/otp')
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail('otp') });
    await otp(a).expect(200);
    await otp(b).expect(200);
    await otp(a).expect(429);
  });
});
