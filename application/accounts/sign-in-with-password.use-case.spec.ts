import { CREDENTIALS_MESSAGES } from '../../domain/index.js';
import { accountsKit, anAccount, policies, STRONG_PASSWORD } from '../../tests/doubles/accounts/accounts-test-kit.js';
import { INVALID_LOGIN_CREDENTIALS, SignInWithPasswordUseCase } from './sign-in-with-password.use-case.js';

const MINUTE = 60;

describe('SignInWithPasswordUseCase', () => {
  let kit: ReturnType<typeof accountsKit>;
  const rules = policies({
    signInFailures: { name: 'failures', points: 3, durationSeconds: 15 * MINUTE },
    signInLockoutGrowth: { memorySeconds: 24 * 60 * MINUTE, maxSeconds: 60 * MINUTE },
    signInFailuresPerAccount: { name: 'account', points: 10, durationSeconds: 60 * MINUTE },
  });
  let sut: SignInWithPasswordUseCase;
  const attempt = (password: string, ip = '10.0.0.1', email = 'ada@example.com') => sut.execute({ email, password, ip, userAgent: 'jest' });
  const fail = (n: number, ip?: string) => Promise.all(Array.from({ length: n }, () => attempt('Wrong!Pass42', ip)));

  beforeEach(async () => {
    kit = accountsKit();
    sut = new SignInWithPasswordUseCase(kit.store, kit.hasher, kit.issuer, kit.limiter, rules, kit.clock);
    await anAccount(kit.store);
  });

  it('opens a session for the right pair, in any case of the email, and records the sign-in', async () => {
    const r = await attempt(STRONG_PASSWORD, '10.0.0.1', '  ADA@Example.com ');
    if (!r.ok) throw r.error;
    expect(r.value).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: 'ada@example.com', last_sign_in_at: kit.clock.now().toISOString() },
    });
    expect(kit.store.sessions.size).toBe(1);
  });

  it.each([
    ['no email or phone', { password: STRONG_PASSWORD }],
    ['no password', { email: 'ada@example.com' }],
    ['blank email and phone', { email: '  ', phone: ' ', password: STRONG_PASSWORD }],
  ])('asks for an email or phone and a password when there is %s', async (_case, body) => {
    const r = await sut.execute({ ...body, ip: '10.0.0.1', userAgent: null });
    expect(!r.ok && r.error.code).toBe('validation_failed');
    expect(!r.ok && r.error.message).toBe(CREDENTIALS_MESSAGES.missingCredentials);
  });

  it('answers the same for a wrong password and an unknown email, and hashes in both cases', async () => {
    const wrong = await attempt('Wrong!Pass42');
    const unknown = await attempt(STRONG_PASSWORD, '10.0.0.1', 'ghost@example.com');
    for (const r of [wrong, unknown]) expect(!r.ok && [r.error.code, r.error.message]).toEqual(['invalid_credentials', INVALID_LOGIN_CREDENTIALS]);
    expect(kit.hasher.verifies).toBe(1);
    expect(kit.hasher.hashes).toBe(1);
  });

  it('answers invalid credentials for a phone that no account has', async () => {
    const r = await sut.execute({ phone: '+15550100', password: STRONG_PASSWORD, ip: '10.0.0.1', userAgent: null });
    expect(!r.ok && r.error.message).toBe(INVALID_LOGIN_CREDENTIALS);
  });

  it('locks the email and address out after the allowed failures, even for the right password', async () => {
    await fail(3);
    const r = await attempt(STRONG_PASSWORD);
    expect(!r.ok && r.error.code).toBe('rate_limited');
    expect(!r.ok && r.error.message).toBe('Too many sign-in attempts. Please wait 15 minutes.');
    expect(!r.ok && r.error.retryAfterSeconds).toBe(15 * MINUTE);
  });

  it('counts parallel guesses too: only the allowed number reach the password check', async () => {
    const results = await fail(8);
    expect(results.filter((r) => !r.ok && r.error.code === 'invalid_credentials')).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.error.code === 'rate_limited')).toHaveLength(5);
    expect(kit.hasher.verifies).toBe(3);
  });

  it('doubles each further lockout within a day, up to the cap, and always lets the owner in afterwards', async () => {
    const lengths: number[] = [];
    for (let round = 0; round < 4; round++) {
      await fail(3);
      const refused = await attempt(STRONG_PASSWORD);
      lengths.push(!refused.ok ? (refused.error.retryAfterSeconds ?? 0) : 0);
      kit.clock.advance((lengths.at(-1) ?? 0) * 1000);
    }
    expect(lengths).toEqual([15 * MINUTE, 30 * MINUTE, 60 * MINUTE, 60 * MINUTE]);
    expect((await attempt(STRONG_PASSWORD)).ok).toBe(true);
  });

  it('gives the points back after a right password', async () => {
    await fail(2);
    expect((await attempt(STRONG_PASSWORD)).ok).toBe(true);
    await fail(2);
    const r = await attempt('Wrong!Pass42');
    expect(!r.ok && r.error.code).toBe('invalid_credentials');
  });

  it('keeps other addresses of the same email free (an attacker does not lock the owner out)', async () => {
    await fail(3, '203.0.113.9');
    expect((await attempt(STRONG_PASSWORD, '10.0.0.1')).ok).toBe(true);
  });

  it('during a guess spread over many addresses, slows the addresses that failed and never the owner elsewhere', async () => {
    for (let i = 0; i < 10; i++) await attempt('Wrong!Pass42', `198.51.100.${i}`);
    const guesser = await attempt(STRONG_PASSWORD, '198.51.100.3');
    expect(!guesser.ok && guesser.error.code).toBe('rate_limited');
    expect(!guesser.ok && guesser.error.retryAfterSeconds).toBe(15 * MINUTE);
    const owner = await attempt(STRONG_PASSWORD, '10.0.0.1');
    expect(owner.ok).toBe(true);
  });

  it('limits all attempts of one address', async () => {
    const tight = new SignInWithPasswordUseCase(
      kit.store,
      kit.hasher,
      kit.issuer,
      kit.limiter,
      { ...rules, signInPerIp: { name: 'ip', points: 2, durationSeconds: MINUTE } },
      kit.clock,
    );
    const run = () => tight.execute({ email: 'someone@example.com', password: 'x', ip: '10.9.9.9', userAgent: null });
    await run();
    await run();
    const r = await run();
    expect(!r.ok && r.error.code).toBe('rate_limited');
    expect(!r.ok && r.error.retryAfterSeconds).toBe(MINUTE);
  });
});
