import { BIRTH_DATE_MESSAGES, EMAIL_MESSAGES, PASSWORD_MESSAGES } from '../../domain/index.js';
import { accountsKit, policies, STRONG_PASSWORD } from '../../tests/doubles/accounts/accounts-test-kit.js';
import { SignUpUseCase, USER_ALREADY_REGISTERED, type SignUpCommand } from './sign-up.use-case.js';

describe('SignUpUseCase', () => {
  let kit: ReturnType<typeof accountsKit>;
  let sut: SignUpUseCase;
  const command = (overrides: Partial<SignUpCommand> = {}): SignUpCommand => ({
    email: 'Ada@Example.com',
    password: STRONG_PASSWORD,
    data: { first_name: ' Ada ', last_name: 'Lovelace', birth_date: '1985-04-12', user_type: 'parent' },
    ip: '10.0.0.1',
    userAgent: 'jest',
    ...overrides,
  });

  beforeEach(() => {
    kit = accountsKit();
    sut = new SignUpUseCase(
      kit.store,
      kit.hasher,
      kit.issuer,
      kit.limiter,
      policies({ signUpPerIp: { name: 'signup', points: 2, durationSeconds: 3600 } }),
      ['admin@example.com'],
      kit.clock,
    );
  });

  it('stores the account with a lower-cased email, a hashed password, trimmed names, and opens a session', async () => {
    const r = await sut.execute(command());
    if (!r.ok) throw r.error;
    expect(r.value.user).toMatchObject({
      email: 'ada@example.com',
      aud: 'authenticated',
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1985-04-12', user_type: 'parent' },
    });
    expect(r.value).toMatchObject({ token_type: 'bearer', expires_in: 3600, access_token: expect.any(String), refresh_token: expect.any(String) });
    const stored = [...kit.store.users.values()][0];
    expect(stored.passwordHash).toBe(`hashed:${STRONG_PASSWORD}`);
    expect(kit.store.profiles.get(stored.id)?.is_admin).toBe(false);
    expect(JSON.stringify(r.value)).not.toContain('hashed:');
  });

  it('answers "User already registered" for a taken email in any case', async () => {
    await sut.execute(command());
    const r = await sut.execute(command({ email: 'ADA@EXAMPLE.COM' }));
    expect(!r.ok && [r.error.code, r.error.message]).toEqual(['user_already_exists', USER_ALREADY_REGISTERED]);
  });

  it('gives is_admin to an address of ADMIN_EMAILS', async () => {
    const r = await sut.execute(command({ email: 'Admin@Example.com' }));
    expect(r.ok && kit.store.profiles.get(r.value.user.id)?.is_admin).toBe(true);
    expect(kit.tokens.signed.at(-1)?.claims.is_admin).toBe(true);
  });

  it('keeps only the profile fields of data (never is_admin, role or unknown keys)', async () => {
    const r = await sut.execute(command({ data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'parent', is_admin: true, role: 'admin' } as never }));
    expect(r.ok && r.value.user.user_metadata).toEqual({ first_name: 'Ada', last_name: 'Lovelace', user_type: 'parent' });
  });

  it.each([
    ['without an email', { email: undefined }, 'You must provide either an email or phone number and a password'],
    [
      'for an individual under 13',
      { data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'individual', birth_date: '2020-01-01' } },
      BIRTH_DATE_MESSAGES.tooYoung,
    ],
  ])('refuses a sign-up %s', async (_case, change, message) => {
    const r = await sut.execute(command(change));
    expect(!r.ok && r.error.message).toBe(message);
  });

  it('answers a refused password as weak_password with its reasons', async () => {
    const r = await sut.execute(command({ password: 'abc' }));
    expect(!r.ok && [r.error.code, r.error.details]).toEqual(['weak_password', { weak_password: { reasons: ['length', 'characters'] } }]);
  });

  it('reports every rule broken, email first, then password, then names', async () => {
    const r = await sut.execute(command({ email: 'nope', password: 'abc', data: { first_name: 'A', last_name: 'R2D2' } }));
    expect(!r.ok && r.error.message).toBe(EMAIL_MESSAGES.invalid);
    expect(!r.ok && r.error.errors).toEqual(
      expect.arrayContaining([
        PASSWORD_MESSAGES.tooShort,
        PASSWORD_MESSAGES.sequential,
        'First name: Name must be at least 2 characters long',
        'Last name: Name contains invalid characters',
      ]),
    );
    expect(kit.store.users.size).toBe(0);
  });

  it('counts only well-formed sign-ups against the address limit', async () => {
    await sut.execute(command({ password: 'weak' }));
    await sut.execute(command({ email: 'one@example.com' }));
    await sut.execute(command({ email: 'two@example.com' }));
    const r = await sut.execute(command({ email: 'three@example.com' }));
    expect(!r.ok && r.error.code).toBe('rate_limited');
    expect(!r.ok && r.error.message).toBe('Too many sign-up attempts. Please wait 60 minutes.');
  });
});
