import { normalizeEmail, signInThrottle, validateCredentialsPresence } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { AccountStore } from './account-store.port.js';
import type { AccountPolicies } from './account-policies.js';
import { rateLimited } from './rate-limited.js';
import type { SessionIssuer, SessionView } from './session-issuer.js';
import { lockoutCounter, lockoutSeconds } from './sign-in-lockout.js';

export interface PasswordSignInCommand {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  ip: string;
  userAgent: string | null;
}

export const INVALID_LOGIN_CREDENTIALS = 'Invalid login credentials';
const FORM = 'sign-in';

/**
 * Password sign-in. Every attempt of an email from one address takes a point before the password
 * is checked (so parallel guesses are counted too); a right password gives the points back. When a
 * wrong one uses the last point, that email and address wait out a lockout (429 with Retry-After)
 * that doubles with each repeat within a day, up to a cap: a slowdown, never a permanent lockout.
 * Wrong passwords are also counted per account across addresses: past signInFailuresPerAccount,
 * an address that already failed on the account waits at once, but an address that has not failed
 * (the owner's own) is never refused for it (signInThrottle; issue #19). All attempts of one
 * address are counted too.
 */
export class SignInWithPasswordUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly limiter: RateLimiter,
    private readonly policies: Required<AccountPolicies>,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: PasswordSignInCommand): Promise<Outcome<SessionView>> {
    const missing = validateCredentialsPresence(cmd);
    if (missing.length > 0) return failure(AppError.validation(missing));
    const { signInPerIp, signInFailures, signInFailuresPerAccount } = this.policies;
    const byIp = await this.limiter.hit(signInPerIp, cmd.ip);
    if (!byIp.allowed) return failure(rateLimited(FORM, byIp));

    const byEmail = (cmd.email ?? '').trim() !== '';
    const identity = byEmail ? normalizeEmail(cmd.email!) : `phone:${cmd.phone!.trim()}`;
    const failureKey = `${identity}|${cmd.ip}`;
    const attempt = await this.limiter.hit(signInFailures, failureKey);
    if (!attempt.allowed) return failure(rateLimited(FORM, attempt));
    const account = await this.limiter.peek(signInFailuresPerAccount, identity);
    const throttle = signInThrottle(
      // the attempt's own point was taken above (parallel guesses count too): the failures before it
      { attemptsFromAddress: byIp.consumed, failuresFromAddress: attempt.consumed - 1, failuresOfAccount: account.consumed },
      { perAddress: signInPerIp.points, perAccountAndAddress: signInFailures.points, spreadOverAccount: signInFailuresPerAccount.points },
    );
    if (throttle === 'spread-guess') {
      // an address that already failed on an account under a spread guess waits out a lockout now
      const seconds = await this.lockOut(failureKey);
      return failure(rateLimited(FORM, { allowed: false, retryAfterSeconds: seconds, consumed: attempt.consumed }));
    }

    const user = byEmail ? await this.store.findUserByEmail(identity) : await this.store.findUserByPhone(cmd.phone!.trim());
    // an unknown account costs one hash too, so the answer's timing does not tell which emails exist
    const valid = user ? await this.hasher.verify(user.passwordHash, cmd.password ?? '') : !(await this.hasher.hash(cmd.password ?? ''));
    if (!user || !valid) {
      await this.limiter.hit(signInFailuresPerAccount, identity);
      if (attempt.consumed >= signInFailures.points) await this.lockOut(failureKey);
      return failure(new AppError('invalid_credentials', INVALID_LOGIN_CREDENTIALS));
    }
    await this.limiter.reset(signInFailures, failureKey);
    const { passwordHash: _hash, ...record } = user;
    const now = this.clock.now();
    const updated = (await this.store.updateUser(user.id, { lastSignInAt: now }, now)) ?? record;
    return success(await this.sessions.open(updated, cmd.userAgent));
  }

  private async lockOut(failureKey: string): Promise<number> {
    const counted = await this.limiter.hit(lockoutCounter(this.policies), failureKey);
    const seconds = lockoutSeconds(this.policies.signInFailures.durationSeconds, counted.consumed, this.policies.signInLockoutGrowth);
    await this.limiter.block(this.policies.signInFailures, failureKey, seconds);
    return seconds;
  }
}
