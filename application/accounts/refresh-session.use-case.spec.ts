import { accountsKit, anAccount } from '../../tests/doubles/accounts/accounts-test-kit.js';
import { RefreshSessionUseCase, INVALID_REFRESH_TOKEN, REFRESH_TOKEN_REUSED } from './refresh-session.use-case.js';

describe('RefreshSessionUseCase', () => {
  let kit: ReturnType<typeof accountsKit>;
  let sut: RefreshSessionUseCase;
  let first: { refresh_token: string };
  let sessionId: string;

  beforeEach(async () => {
    kit = accountsKit();
    sut = new RefreshSessionUseCase(kit.store, kit.tokens, kit.issuer, kit.clock);
    first = await kit.issuer.open(await anAccount(kit.store), null);
    sessionId = [...kit.store.sessions.keys()][0];
  });

  it('rotates: a token works once and gives a new one in the same session', async () => {
    const next = await sut.execute(first.refresh_token);
    expect(next.ok && next.value.refresh_token).not.toBe(first.refresh_token);
    expect(next.ok && kit.tokens.signed.at(-1)?.claims.session_id).toBe(sessionId);
    expect(await kit.store.isSessionActive(sessionId)).toBe(true);
  });

  it('chains: each new token works once in turn', async () => {
    let token = first.refresh_token;
    for (let i = 0; i < 3; i++) {
      const r = await sut.execute(token);
      if (!r.ok) throw r.error;
      token = r.value.refresh_token;
    }
    expect(await kit.store.isSessionActive(sessionId)).toBe(true);
  });

  it('revokes the whole session when a spent token comes back', async () => {
    const next = await sut.execute(first.refresh_token);
    const replay = await sut.execute(first.refresh_token);
    expect(!replay.ok && replay.error.message).toBe(REFRESH_TOKEN_REUSED);
    expect(await kit.store.isSessionActive(sessionId)).toBe(false);
    const afterRevoke = await sut.execute(next.ok ? next.value.refresh_token : '');
    expect(!afterRevoke.ok && afterRevoke.error.message).toBe(INVALID_REFRESH_TOKEN);
  });

  it('lets only one of two simultaneous uses of a token win, and revokes the session', async () => {
    const results = await Promise.all([sut.execute(first.refresh_token), sut.execute(first.refresh_token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await kit.store.isSessionActive(sessionId)).toBe(false);
  });

  it.each([
    ['an unknown token', () => 'never-issued'],
    ['no token at all', () => undefined],
  ])('refuses %s', async (_case, token) => {
    const r = await sut.execute(token());
    expect(!r.ok && r.error.message).toBe(INVALID_REFRESH_TOKEN);
  });

  it('refuses a token past its 30 days', async () => {
    kit.clock.advance(31 * 86_400_000);
    const r = await sut.execute(first.refresh_token);
    expect(!r.ok && r.error.message).toBe(INVALID_REFRESH_TOKEN);
  });

  it('refuses a token of a signed-out session', async () => {
    await kit.store.revokeSession(sessionId, kit.clock.now());
    const r = await sut.execute(first.refresh_token);
    expect(!r.ok && r.error.message).toBe(INVALID_REFRESH_TOKEN);
  });
});
