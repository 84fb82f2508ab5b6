import { CREDENTIALS_MESSAGES, EMAIL_MESSAGES } from '../../domain/index.js';
import { accountsKit, anAccount } from '../../tests/doubles/accounts/accounts-test-kit.js';
import { SendOneTimeLinkUseCase } from './send-one-time-link.use-case.js';
import { VerifyOneTimeTokenUseCase } from './verify-one-time-token.use-case.js';

const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';

describe.each([
  ['recovery', 'reset'],
  ['magiclink', 'magiclink'],
] as const)('SendOneTimeLinkUseCase (%s)', (kind, mode) => {
  let kit: ReturnType<typeof accountsKit>;
  let sut: SendOneTimeLinkUseCase;
  let verify: VerifyOneTimeTokenUseCase;

  beforeEach(async () => {
    kit = accountsKit();
    const perIp = { name: 'ip', points: 5, durationSeconds: 3600 };
    const perEmail = { name: 'email', points: 2, durationSeconds: 3600 };
    sut = new SendOneTimeLinkUseCase(kind, kit.store, kit.tokens, kit.mailer, kit.limiter, { perIp, perEmail }, 'https://shelf.example', kit.clock);
    verify = new VerifyOneTimeTokenUseCase(kit.store, kit.tokens, kit.issuer, kit.clock);
    await anAccount(kit.store);
  });

  it(`mails a link to PUBLIC_URL/auth?mode=${mode} whose token is stored only as a hash`, async () => {
    const r = await sut.execute({ email: 'ADA@example.com', ip: '10.0.0.1' });
    expect(r).toEqual({ ok: true, value: {} });
    const [mail] = kit.mailer.sent;
    expect(mail.to).toBe('ada@example.com');
    const link = new URL(mail.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://shelf.example/auth');
    expect(link.searchParams.get('mode')).toBe(mode);
    expect(mail.text).toContain(mail.link);
    expect([...kit.store.oneTime.keys()]).not.toContain(tokenOf(mail.link));
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    expect(await sut.execute({ email: 'ghost@example.com', ip: '10.0.0.1' })).toEqual({ ok: true, value: {} });
    expect(kit.mailer.sent).toHaveLength(0);
  });

  it.each([
    [{}, CREDENTIALS_MESSAGES.missingContact],
    [{ email: '  ' }, CREDENTIALS_MESSAGES.missingContact],
    [{ email: 'not-an-email' }, EMAIL_MESSAGES.invalid],
  ])('refuses %j with "%s"', async (body, message) => {
    const r = await sut.execute({ ...body, ip: '10.0.0.1' });
    expect(!r.ok && [r.error.code, r.error.message]).toEqual(['validation_failed', message]);
  });

  it('trades the token for a session once, within the hour', async () => {
    await sut.execute({ email: 'ada@example.com', ip: '10.0.0.1' });
    const token = tokenOf(kit.mailer.sent[0].link);
    kit.clock.advance(59 * 60_000);
    expect((await verify.execute(kind, token, null)).ok).toBe(true);
    expect((await verify.execute(kind, token, null)).ok).toBe(false);
  });

  it('refuses the token after an hour', async () => {
    await sut.execute({ email: 'ada@example.com', ip: '10.0.0.1' });
    kit.clock.advance(60 * 60_000);
    const r = await verify.execute(kind, tokenOf(kit.mailer.sent[0].link), null);
    expect(!r.ok && r.error.message).toBe('Email link is invalid or has expired');
  });

  it('refuses the token as the other kind of link', async () => {
    await sut.execute({ email: 'ada@example.com', ip: '10.0.0.1' });
    const other = kind === 'recovery' ? 'magiclink' : 'recovery';
    expect((await verify.execute(other, tokenOf(kit.mailer.sent[0].link), null)).ok).toBe(false);
  });

  it('lets a newer link replace the earlier one', async () => {
    await sut.execute({ email: 'ada@example.com', ip: '10.0.0.1' });
    await sut.execute({ email: 'ada@example.com', ip: '10.0.0.1' });
    const [older, newer] = kit.mailer.sent.map((m) => tokenOf(m.link));
    expect((await verify.execute(kind, older, null)).ok).toBe(false);
    expect((await verify.execute(kind, newer, null)).ok).toBe(true);
  });

  it('limits links per target address from any caller, whether or not it has an account', async () => {
    for (const email of ['ada@example.com', 'ghost@example.com']) {
      await sut.execute({ email, ip: '10.0.0.1' });
      await sut.execute({ email, ip: '10.0.0.2' });
      const r = await sut.execute({ email, ip: '10.0.0.3' });
      expect(!r.ok && r.error.code).toBe('rate_limited');
    }
  });
});
