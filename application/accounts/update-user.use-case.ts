import { validateName, validatePassword, validateSignUpBirthDate, NAME_LABELS, SIGN_UP_MESSAGES, USER_TYPES } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import { accountValidationError, CURRENT_PASSWORD_REQUIRED } from './account-errors.js';
import type { AccountStore } from './account-store.port.js';
import { toAuthUser, type AuthUser } from './auth-user.js';
import type { TokenService } from './token-service.port.js';

/** The user_metadata fields a user may set (sign-up's profile fields); anything else is dropped. */
export const PROFILE_FIELDS = ['first_name', 'last_name', 'birth_date', 'user_type'] as const;
export type ProfileData = Partial<Record<(typeof PROFILE_FIELDS)[number], string | null>>;

export interface UpdateUserCommand {
  password?: string;
  /** Needed with a new password, except in a recovery session or with a reauthentication `nonce`. */
  current_password?: string;
  /** The code mailed by GET /reauthenticate, GoTrue's other proof for a password change. */
  nonce?: string;
  /** Only the profile fields are kept; others (is_admin, role, …) are dropped. */
  data?: Record<string, unknown>;
}

/** A name not sent reads null (the profile's values are already text: see `pickProfile`). */
const nameOf = (v: string | null | undefined): string | null => v ?? null;

/** The store key of a reauthentication code: codes are short, so they are stored per user. */
export const reauthenticationSecret = (userId: string, nonce: string): string => `${userId}:${nonce.trim()}`;

/**
 * Changes the password and/or the profile fields of the metadata (merged into what is there). A
 * new password needs the current one (or a reauthentication code), as the hosted service does with
 * `update_password_require_current_password`, so a stolen access token cannot take the account;
 * a recovery session (opened by a reset link) is the one exception. The domain judges a new
 * password and any name; a new password ends every other session of the user and keeps this one.
 */
export class UpdateUserUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly tokens?: TokenService,
  ) {}

  async execute(cmd: UpdateUserCommand, actor: Actor): Promise<Outcome<AuthUser>> {
    const current = await this.store.findUser(actor.id);
    if (!current) return failure(new AppError('unauthorized', 'Authentication required'));
    const data = cmd.data ? pickProfile(cmd.data) : undefined;
    const userType = data?.user_type ?? (current.user_metadata.user_type as string | undefined);
    const invalid = accountValidationError({
      password: cmd.password !== undefined ? validatePassword(cmd.password) : [],
      other: [
        ...(data && 'first_name' in data ? validateName(nameOf(data.first_name), NAME_LABELS.first) : []),
        ...(data && 'last_name' in data ? validateName(nameOf(data.last_name), NAME_LABELS.last) : []),
        ...(data?.user_type != null && !(USER_TYPES as readonly string[]).includes(data.user_type) ? [SIGN_UP_MESSAGES.userType] : []),
        ...(data && 'birth_date' in data ? validateSignUpBirthDate(userType, data.birth_date, this.clock.now()) : []),
      ],
    });
    if (invalid) return failure(invalid);
    if (cmd.password !== undefined) {
      const refused = await this.proofProblem(cmd, actor);
      if (refused) return failure(refused);
    }
    const now = this.clock.now();
    const updated = await this.store.updateUser(
      actor.id,
      {
        passwordHash: cmd.password !== undefined ? await this.hasher.hash(cmd.password) : undefined,
        metadata: data ? { ...current.user_metadata, ...data } : undefined,
      },
      now,
    );
    if (cmd.password !== undefined) await this.store.revokeUserSessions(actor.id, now, actor.sessionId);
    return success(toAuthUser(updated ?? current));
  }

  /** Why this password change may not go ahead, or null: the session, the nonce or the current password proves the owner. */
  private async proofProblem(cmd: UpdateUserCommand, actor: Actor): Promise<AppError | null> {
    const session = await this.store.findSession(actor.sessionId);
    if (session?.method === 'recovery') return null;
    if (cmd.nonce && this.tokens) {
      const taken = await this.store.useOneTimeToken('reauthentication', this.tokens.hashSecret(reauthenticationSecret(actor.id, cmd.nonce)), this.clock.now());
      if (taken?.userId === actor.id) return null;
      return new AppError('unauthorized', 'Invalid nonce', { reason: 'reauthentication_not_valid' });
    }
    if (!cmd.current_password) return new AppError('bad_request', CURRENT_PASSWORD_REQUIRED, { reason: 'current_password_required' });
    const withHash = await this.store.findUserByEmail((await this.store.findUser(actor.id))!.email);
    const valid = withHash ? await this.hasher.verify(withHash.passwordHash, cmd.current_password) : false;
    return valid ? null : new AppError('bad_request', CURRENT_PASSWORD_REQUIRED, { reason: 'current_password_invalid' });
  }
}

/** Only the profile fields, as text or null (a number or object sent for one is judged as its text). */
function pickProfile(data: Record<string, unknown>): ProfileData {
  const picked: ProfileData = {};
  for (const field of PROFILE_FIELDS) {
    const value = data[field];
    if (value === undefined) continue; // not sent (a DTO's declared but unset field reads undefined)
    // a value sent as something other than text is kept as its text, so `42` is 'invalid characters' as a name
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- String() is the rule for any value here, an object included (the edge only checks `data` is an object)
    picked[field] = value === null ? null : String(value);
  }
  return picked;
}
