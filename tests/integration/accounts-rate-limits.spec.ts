import { DEFAULT_ACCOUNT_POLICIES, type AccountPolicies } from '../../application/accounts/account-policies.js';
import { signUp, startTestApp, TEST_PASSWORD, uniqueEmail, type SignedUp, type TestApp } from '../support/test-app.js';

const WRONG = 'Wrong!Pass42';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The production numbers, except where a test needs a window short enough to wait out. */
const policies = (overrides: Partial<AccountPolicies> = {}): AccountPolicies => ({ ...DEFAULT_ACCOUNT_POLICIES, ...overrides });

describe('accounts: rate limits with the production numbers', () => {
  let t: TestApp;
  let ipSeq = 0;
  /** Each test speaks from its own address (the app trusts X-Forwarded-For from loopback). */
  const newIp = () => `198.18.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  beforeAll(async () => {
    t = await startTestApp({ accountPolicies: policies({ signUpPerIp: { name: 'sign-up-ip', points: 10_000, durationSeconds: 3600 } }) });
  });
  afterAll(() => t.close());

  const signIn = (ip: string, email: string, password: string) =>
    t.http().post('/api/auth/token?grant_type=password').set('X-Forwarded-For', ip).send({ email, password });

  it('slows repeated wrong passwords of one email and address down: 5 per 15 minutes, then 429 with Retry-After even for the right one', async () => {
    const u = await signUp(t, 'slow');
    const ip = newIp();
    for (let i = 0; i < 5; i++) await signIn(ip, u.email, WRONG).expect(400);
    const res = await signIn(ip, u.email, u.password).expect(429);
    expect(res.body).toMatchObject({
      code: 'over_request_rate_limit',
      message: 'Too many sign-in attempts. Please wait 15 minutes.',
      errors: ['Too many sign-in attempts. Please wait 15 minutes.'],
    });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    await signIn(newIp(), u.email, u.password).expect(200); // the owner elsewhere is not locked out
  });

  it('gives the points back after a right password', async () => {
    const u = await signUp(t, 'forgive');
    const ip = newIp();
    for (let i = 0; i < 4; i++) await signIn(ip, u.email, WRONG).expect(400);
    await signIn(ip, u.email, u.password).expect(200);
    for (let i = 0; i < 4; i++) await signIn(ip, u.email, WRONG).expect(400);
    await signIn(ip, u.email, u.password).expect(200);
  });

  it('counts unknown emails too, so nobody can probe addresses without limit', async () => {
    const email = uniqueEmail('probe');
    const ip = newIp();
    for (let i = 0; i < 5; i++) await signIn(ip, email, WRONG).expect(400);
    await signIn(ip, email, WRONG).expect(429);
  });

  it('limits sign-in attempts per address (60 per 15 minutes) whatever the emails', async () => {
    const ip = newIp();
    const emails = Array.from({ length: 61 }, (_, i) => uniqueEmail(`spray${i}`));
    const answers = [];
    for (const email of emails) answers.push((await signIn(ip, email, WRONG)).status);
    expect(answers.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('limits recovery and sign-in link requests per address (10 per hour each) and per target (5 per hour)', async () => {
    for (const path of ['/api/auth/recover', '/api/auth/otp']) {
      const ip = newIp();
      for (let i = 0; i < 10; i++)
        await t
          .http()
          .post(path)
          .set('X-Forwarded-For', ip)
          .send({ email: uniqueEmail('many') })
          .expect(200);
      const res = await t
        .http()
        .post(path)
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail('many') })
        .expect(429);
      expect(res.body.message).toMatch(/^Too many (password reset|sign-in link) attempts\. Please wait (60|59) minutes\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const target = uniqueEmail('victim');
    for (let i = 0; i < 5; i++) await t.http().post('/api/auth/recover').set('X-Forwarded-For', newIp()).send({ email: target }).expect(200);
    await t.http().post('/api/auth/recover').set('X-Forwarded-For', newIp()).send({ email: target }).expect(429);
  });

  it('issue #19: 50 wrong passwords from 13 addresses do not lock the owner out; every guessing address gets 429 with Retry-After', async () => {
    const owner = await signUp(t, 'owner');
    const attackers = Array.from({ length: 13 }, () => newIp());
    const answers: { ip: string; status: number; retry?: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const ip = attackers[i % 13];
      const res = await signIn(ip, owner.email, WRONG);
      answers.push({ ip, status: res.status, retry: res.headers['retry-after'] });
    }
    expect(answers.every((a) => a.status === 400 || (a.status === 429 && Number(a.retry) > 0))).toBe(true);
    for (const ip of attackers) {
      const res = await signIn(ip, owner.email, WRONG);
      expect({ ip, status: res.status }).toEqual({ ip, status: 429 });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    await signIn(newIp(), owner.email, owner.password).expect(200);
  });

  it('limits sign-ups per address (10 per hour)', async () => {
    const limited = await startTestApp({ accountPolicies: policies() });
    try {
      const ip = newIp();
      const attempt = () =>
        limited
          .http()
          .post('/api/auth/signup')
          .set('X-Forwarded-For', ip)
          .send({ email: uniqueEmail('burst'), password: TEST_PASSWORD, data: {} });
      for (let i = 0; i < 10; i++) await attempt().expect(200);
      const res = await attempt().expect(429);
      expect(res.body.message).toBe('Too many sign-up attempts. Please wait 60 minutes.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
      await limited
        .http()
        .post('/api/auth/signup')
        .set('X-Forwarded-For', newIp())
        .send({ email: uniqueEmail('other'), password: TEST_PASSWORD, data: {} })
        .expect(200);
    } finally {
      await limited.close();
    }
  });
});

describe('accounts: sign-in lockouts grow, and always end', () => {
  let t: TestApp;
  let u: SignedUp;
  beforeAll(async () => {
    t = await startTestApp({
      accountPolicies: policies({
        // a 4-second failure window: two wrong passwords (two password hashes) fit in it even on a
        // loaded machine (a 1-second window expired between them once in CI, and no lockout came)
        signInFailures: { name: 'sign-in-failures', points: 2, durationSeconds: 4 },
        signInLockoutGrowth: { memorySeconds: 120, maxSeconds: 8 },
        signInFailuresPerAccount: { name: 'sign-in-failures-account', points: 7, durationSeconds: 60 },
      }),
    });
    u = await signUp(t, 'grow');
  });
  afterAll(() => t.close());

  const signIn = (ip: string, password: string) =>
    t.http().post('/api/auth/token?grant_type=password').set('X-Forwarded-For', ip).send({ email: u.email, password });

  it('doubles the second lockout of one email and address, caps it, then lets the owner in', async () => {
    // it waits out 4 + 8 + 8 seconds of lockouts (the timeout below)
    const ip = '198.19.0.1';
    const lockouts = [4, 8, 8]; // the window, doubled, then capped at maxSeconds
    const retryAfter: number[] = [];
    for (const seconds of lockouts) {
      await signIn(ip, WRONG).expect(400);
      await signIn(ip, WRONG).expect(400);
      const refused = await signIn(ip, u.password).expect(429);
      retryAfter.push(Number(refused.headers['retry-after']));
      await sleep(seconds * 1000 + 100);
    }
    // Retry-After is the whole seconds left, rounded up: the lockout itself, or a second less when
    // the refusal came more than a second after the lockout began (a loaded machine)
    retryAfter.forEach((left, i) => {
      expect(left).toBeLessThanOrEqual(lockouts[i]);
      expect(left).toBeGreaterThanOrEqual(lockouts[i] - 1);
    });
    await signIn(ip, u.password).expect(200);
  }, 90_000);

  it('during a guess spread over many addresses, the guessing addresses wait and the owner from a clean address signs in', async () => {
    const v = await signUp(t, 'spread');
    const from = (ip: string, password: string) =>
      t.http().post('/api/auth/token?grant_type=password').set('X-Forwarded-For', ip).send({ email: v.email, password });
    for (let i = 0; i < 7; i++) await from(`198.19.1.${i}`, WRONG).expect(400);
    const guesser = await from('198.19.1.3', WRONG).expect(429);
    expect(guesser.body.code).toBe('over_request_rate_limit'); // GoTrue's wire code on /api/auth
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
    await from('198.19.2.1', v.password).expect(200); // the owner's address never failed: not locked out
  });
});
