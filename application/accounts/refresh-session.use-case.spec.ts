import { createHash } from 'node:crypto';
import type { Clock } from '../ports/clock.port.js';
import { InMemoryAccountStore } from './in-memory-account-store.js';
import { RefreshSessionUseCase, INVALID_REFRESH_TOKEN, REFRESH_TOKEN_REUSED } from './refresh-session.use-case.js';
import { SessionIssuer } from './session-issuer.js';
import type { TokenService } from './token-service.port.js';

class FakeTokens implements TokenService {
  private n = 0;
  async signAccess(claims: { sid: string }) {
    return `access-${claims.sid}-${++this.n}`;
  }
  newSecret() {
    const secret = `secret-${++this.n}`;
    return { secret, hash: this.hashSecret(secret) };
  }
  hashSecret(secret: string) {
    return createHash('sha256').update(secret).digest('hex');
  }
}

describe('RefreshSessionUseCase', () => {
  let now = new Date('2026-11-22T10:00:00Z');
  const clock: Clock = { now: () => now };
  let store: InMemoryAccountStore;
  let sut: RefreshSessionUseCase;
  let first: { refresh_token: string };
  let sessionId: string;

  beforeEach(async () => {
    now = new Date('2026-11-22T10:00:00Z');
    store = new InMemoryAccountStore();
    const tokens = new FakeTokens();
    const issuer = new SessionIssuer(store, tokens, clock);
    sut = new RefreshSessionUseCase(store, tokens, issuer, clock);
    const user = await store.createUser({ email: 'a@example.com', passwordHash: 'h', metadata: {}, isAdmin: false, now });
    if (user === 'email_taken') throw new Error('setup');
    first = await issuer.open(user, null);
    sessionId = [...store.sessions.keys()][0];
  });

  it('rotates: a token works once and gives a new one in the same session', async () => {
    const next = await sut.execute(first.refresh_token);
    expect(next.ok && next.value.refresh_token).not.toBe(first.refresh_token);
    expect(await store.isSessionActive(sessionId)).toBe(true);
  });

  it('revokes the whole session when a spent token comes back', async () => {
    const next = await sut.execute(first.refresh_token);
    const replay = await sut.execute(first.refresh_token);
    expect(replay.ok).toBe(false);
    expect(!replay.ok && replay.error.message).toBe(REFRESH_TOKEN_REUSED);
    expect(await store.isSessionActive(sessionId)).toBe(false);
    const afterRevoke = await sut.execute(next.ok ? next.value.refresh_token : '');
    expect(!afterRevoke.ok && afterRevoke.error.message).toBe(INVALID_REFRESH_TOKEN);
  });

  it.each([
    ['an unknown token', () => 'never-issued'],
    ['no token at all', () => undefined],
  ])('refuses %s', async (_case, token) => {
    const r = await sut.execute(token());
    expect(!r.ok && r.error.message).toBe(INVALID_REFRESH_TOKEN);
  });

  it('refuses a token past its 30 days', async () => {
    now = new Date(now.getTime() + 31 * 86_400_000);
    const r = await sut.execute(first.refresh_token);
    expect(!r.ok && r.error.message).toBe(INVALID_REFRESH_TOKEN);
  });
});
