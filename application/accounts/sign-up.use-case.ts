import { normalizeEmail, validateEmail, validateName, validatePassword, NAME_LABELS, AUTH_MESSAGES } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { AccountStore } from './account-store.port.js';
import type { AccountPolicies } from './account-policies.js';
import type { AuthUser } from './auth-user.js';
import { rateLimited } from './rate-limited.js';
import type { SessionIssuer, SessionView } from './session-issuer.js';

export interface SignUpCommand {
  email: string;
  password: string;
  data: { first_name?: string | null; last_name?: string | null; birth_date?: string | null; user_type?: string | null };
  ip: string;
  userAgent: string | null;
}

/** The auth service's words for a taken address (the client turns them into the sign-in hint). */
export const USER_ALREADY_REGISTERED = AUTH_MESSAGES.alreadyRegistered;

/**
 * Creates an account and its profile, then opens its first session. The domain judges the email,
 * the password and both names; an address listed in ADMIN_EMAILS gets `is_admin` at once.
 */
export class SignUpUseCase {
  private readonly adminEmails: readonly string[];

  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly limiter: RateLimiter,
    private readonly policies: Pick<AccountPolicies, 'signUpPerIp'>,
    adminEmails: readonly string[],
    private readonly clock: Clock,
  ) {
    this.adminEmails = adminEmails.map(normalizeEmail);
  }

  async execute(cmd: SignUpCommand): Promise<Outcome<{ user: AuthUser; session: SessionView }>> {
    const errors = [
      ...validateEmail(cmd.email),
      ...validatePassword(cmd.password),
      ...validateName(cmd.data.first_name, NAME_LABELS.first),
      ...validateName(cmd.data.last_name, NAME_LABELS.last),
    ];
    if (errors.length > 0) return failure(AppError.validation(errors));
    const decision = await this.limiter.hit(this.policies.signUpPerIp, cmd.ip);
    if (!decision.allowed) return failure(rateLimited('sign-up', decision));

    const email = normalizeEmail(cmd.email);
    const metadata: Record<string, unknown> = {
      ...cmd.data,
      first_name: cmd.data.first_name?.trim() || null,
      last_name: cmd.data.last_name?.trim() || null,
    };
    const user = await this.store.createUser({
      email,
      passwordHash: await this.hasher.hash(cmd.password),
      metadata,
      isAdmin: this.adminEmails.includes(email),
      now: this.clock.now(),
    });
    if (user === 'email_taken') return failure(new AppError('user_already_exists', USER_ALREADY_REGISTERED));
    const session = await this.sessions.open(user, cmd.userAgent);
    return success({ user: session.user, session });
  }
}
