import { createHash } from 'node:crypto';
import type { Actor } from '../../../application/ports/actor.js';
import type { Clock } from '../../../application/ports/clock.port.js';
import type { Mailer, OutgoingMail } from '../../../application/ports/mailer.port.js';
import type { PasswordHasher } from '../../../application/ports/password-hasher.port.js';
import type { RateDecision, RateLimiter, RatePolicy } from '../../../application/ports/rate-limiter.port.js';
import { DEFAULT_ACCOUNT_POLICIES, type AccountPolicies } from '../../../application/accounts/account-policies.js';
import type { UserRecord } from '../../../application/accounts/account-store.port.js';
import { InMemoryAccountStore } from './in-memory-account-store.js';
import { SessionIssuer } from '../../../application/accounts/session-issuer.js';
import type { AccessClaims, TokenService } from '../../../application/accounts/token-service.port.js';

/** In-memory fakes and small factories for the accounts use-case tests. */

/** A clock the tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-11-22T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** A reversible "hash" that counts its calls (the real one is argon2id). */
export class FakeHasher implements PasswordHasher {
  hashes = 0;
  verifies = 0;
  async hash(plain: string): Promise<string> {
    this.hashes += 1;
    return `hashed:${plain}`;
  }
  async verify(hash: string, plain: string): Promise<boolean> {
    this.verifies += 1;
    return hash === `hashed:${plain}`;
  }
}

/** Readable access tokens; secrets numbered, hashed with SHA-256 like the real service. */
export class FakeTokens implements TokenService {
  readonly signed: { claims: AccessClaims; issuedAt: Date; seconds: number }[] = [];
  private n = 0;
  async signAccess(claims: AccessClaims, issuedAt: Date, seconds: number): Promise<string> {
    this.signed.push({ claims, issuedAt, seconds });
    return `access-${claims.session_id}-${++this.n}`;
  }
  newSecret() {
    const secret = `secret-${++this.n}`;
    return { secret, hash: this.hashSecret(secret) };
  }
  hashSecret(secret: string): string {
    return createHash('sha256').update(secret).digest('hex');
  }
}

/** A fixed-window limiter on the test clock, recording blocks. */
export class InMemoryRateLimiter implements RateLimiter {
  readonly blocks: { policy: string; key: string; seconds: number }[] = [];
  private readonly windows = new Map<string, { consumed: number; endsAt: number }>();
  constructor(private readonly clock: Clock) {}

  async hit(policy: RatePolicy, key: string): Promise<RateDecision> {
    const w = this.window(policy, key) ?? { consumed: 0, endsAt: this.clock.now().getTime() + policy.durationSeconds * 1000 };
    w.consumed += 1;
    this.windows.set(this.id(policy, key), w);
    return this.decide(policy, w);
  }
  async peek(policy: RatePolicy, key: string): Promise<RateDecision> {
    const w = this.window(policy, key);
    if (!w) return { allowed: true, retryAfterSeconds: 0, consumed: 0 };
    return w.consumed >= policy.points
      ? this.decide(policy, { ...w, consumed: Math.max(w.consumed, policy.points + 1) })
      : { allowed: true, retryAfterSeconds: 0, consumed: w.consumed };
  }
  async block(policy: RatePolicy, key: string, seconds: number): Promise<void> {
    this.blocks.push({ policy: policy.name, key, seconds });
    this.windows.set(this.id(policy, key), { consumed: policy.points + 1, endsAt: this.clock.now().getTime() + seconds * 1000 });
  }
  async reset(policy: RatePolicy, key: string): Promise<void> {
    this.windows.delete(this.id(policy, key));
  }

  private id(policy: RatePolicy, key: string) {
    return `${policy.name}|${key}`;
  }
  private window(policy: RatePolicy, key: string) {
    const w = this.windows.get(this.id(policy, key));
    return w && w.endsAt > this.clock.now().getTime() ? w : undefined;
  }
  private decide(policy: RatePolicy, w: { consumed: number; endsAt: number }): RateDecision {
    if (w.consumed <= policy.points) return { allowed: true, retryAfterSeconds: 0, consumed: w.consumed };
    return { allowed: false, retryAfterSeconds: Math.ceil((w.endsAt - this.clock.now().getTime()) / 1000), consumed: w.consumed };
  }
}

/** Keeps what it was asked to send. */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
}

/** The full default policies, with some replaced. */
export const policies = (overrides: Partial<AccountPolicies> = {}): Required<AccountPolicies> => ({ ...DEFAULT_ACCOUNT_POLICIES, ...overrides });

/** Everything a use case of accounts may need, wired on one clock. */
export function accountsKit() {
  const clock = new ManualClock();
  const store = new InMemoryAccountStore();
  const hasher = new FakeHasher();
  const tokens = new FakeTokens();
  const limiter = new InMemoryRateLimiter(clock);
  const mailer = new RecordingMailer();
  const issuer = new SessionIssuer(store, tokens, clock);
  return { clock, store, hasher, tokens, limiter, mailer, issuer };
}

export const STRONG_PASSWORD = 'Bright!Lamp42';

/** An account stored straight into the fake store, with its password "hashed" by FakeHasher. */
export async function anAccount(
  store: InMemoryAccountStore,
  overrides: { email?: string; password?: string; metadata?: Record<string, unknown> } = {},
): Promise<UserRecord> {
  const user = await store.createUser({
    email: overrides.email ?? 'ada@example.com',
    passwordHash: `hashed:${overrides.password ?? STRONG_PASSWORD}`,
    metadata: overrides.metadata ?? { first_name: 'Ada', last_name: 'Lovelace' },
    isAdmin: false,
    now: new Date('2026-11-22T09:00:00Z'),
  });
  if (user === 'email_taken') throw new Error('test setup: email taken');
  return user;
}

/** The actor of a session opened for `user`. */
export const actorOf = (user: UserRecord, sessionId: string): Actor => ({ id: user.id, email: user.email, isAdmin: false, sessionId });
