import { normalizeEmail, validateCredentialsPresence } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { AccountStore } from './account-store.port.js';
import type { AccountPolicies } from './account-policies.js';
import { rateLimited } from './rate-limited.js';
import type { SessionIssuer, SessionView } from './session-issuer.js';

export interface PasswordSignInCommand {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  ip: string;
  userAgent: string | null;
}

export const INVALID_LOGIN_CREDENTIALS = 'Invalid login credentials';


/**
 * Password sign-in. Wrong passwords are counted per account and address: past the limit the
 * caller waits out the window (429 with Retry-After) — a slowdown, never a permanent lockout.
 */
export class SignInWithPasswordUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly limiter: RateLimiter,
    private readonly policies: AccountPolicies,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: PasswordSignInCommand): Promise<Outcome<SessionView>> {
    const missing = validateCredentialsPresence(cmd);
    if (missing.length > 0) return failure(AppError.validation(missing));
    const ipDecision = await this.limiter.hit(this.policies.signInPerIp, cmd.ip);
    if (!ipDecision.allowed) return failure(rateLimited('sign-in', ipDecision));
    const identity = cmd.email?.trim() ? normalizeEmail(cmd.email) : `phone:${cmd.phone?.trim()}`;
    const failureKey = `${identity}|${cmd.ip}`;
    const blocked = await this.limiter.peek(this.policies.signInFailures, failureKey);
    if (!blocked.allowed) return failure(rateLimited('sign-in', blocked));

    const user = cmd.email?.trim() ? await this.store.findUserByEmail(identity) : await this.store.findUserByPhone(cmd.phone!.trim());
    // an unknown account costs one hash too, so timing does not tell which emails exist
    const valid = user ? await this.hasher.verify(user.passwordHash, cmd.password ?? '') : !(await this.hasher.hash(cmd.password ?? ''));
    if (!user || !valid) {
      await this.limiter.hit(this.policies.signInFailures, failureKey);
      return failure(new AppError('invalid_credentials', INVALID_LOGIN_CREDENTIALS));
    }
    await this.limiter.reset(this.policies.signInFailures, failureKey);
    const { passwordHash: _hash, ...record } = user;
    const updated = (await this.store.updateUser(user.id, { lastSignInAt: this.clock.now() }, this.clock.now())) ?? record;
    return success(await this.sessions.open(updated, cmd.userAgent));
  }
}
