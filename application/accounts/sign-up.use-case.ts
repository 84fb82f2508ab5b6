import {
  normalizeEmail,
  validateCredentialsPresence,
  validateEmail,
  validateName,
  validatePassword,
  validateSignUpBirthDate,
  AUTH_MESSAGES,
  NAME_LABELS,
  SIGN_UP_MESSAGES,
  USER_TYPES,
} from '../../domain/index.js';
import { accountValidationError } from './account-errors.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { AccountStore } from './account-store.port.js';
import type { AccountPolicies } from './account-policies.js';
import { rateLimited } from './rate-limited.js';
import type { SessionIssuer, SessionView } from './session-issuer.js';

export interface SignUpCommand {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
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

  /** The new session, with the user inside it (the hosted service's sign-up answer when a session is made). */
  async execute(cmd: SignUpCommand): Promise<Outcome<SessionView>> {
    const missing = validateCredentialsPresence(cmd);
    if (missing.length > 0) return failure(AppError.validation(missing));
    // accounts are made by email only: a phone number alone has nothing to sign in with here
    if ((cmd.email ?? '').trim() === '') return failure(accountValidationError({ email: validateEmail(cmd.email) })!);
    const failed = accountValidationError({
      email: validateEmail(cmd.email),
      password: validatePassword(cmd.password),
      other: [
        ...validateName(cmd.data.first_name, NAME_LABELS.first),
        ...validateName(cmd.data.last_name, NAME_LABELS.last),
        ...(cmd.data.user_type !== undefined && cmd.data.user_type !== null && !(USER_TYPES as readonly string[]).includes(cmd.data.user_type)
          ? [SIGN_UP_MESSAGES.userType]
          : []),
        ...validateSignUpBirthDate(cmd.data.user_type, cmd.data.birth_date, this.clock.now()),
      ],
    });
    if (failed) return failure(failed);
    const decision = await this.limiter.hit(this.policies.signUpPerIp, cmd.ip);
    if (!decision.allowed) return failure(rateLimited('sign-up', decision));

    const email = normalizeEmail(cmd.email!);
    // only the profile fields: anything else a client sends in `data` is dropped (never is_admin, role, …)
    const metadata: Record<string, unknown> = {
      first_name: cmd.data.first_name?.trim() || null,
      last_name: cmd.data.last_name?.trim() || null,
      ...(cmd.data.birth_date ? { birth_date: cmd.data.birth_date } : {}),
      ...(cmd.data.user_type ? { user_type: cmd.data.user_type } : {}),
    };
    const user = await this.store.createUser({
      email,
      passwordHash: await this.hasher.hash(cmd.password!),
      metadata,
      isAdmin: this.adminEmails.includes(email),
      now: this.clock.now(),
    });
    if (user === 'email_taken') return failure(new AppError('user_already_exists', USER_ALREADY_REGISTERED));
    return success(await this.sessions.open(user, cmd.userAgent));
  }
}
