import { validateName, validatePassword, NAME_LABELS } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { AccountStore } from './account-store.port.js';
import { toAuthUser, type AuthUser } from './auth-user.js';

export interface UpdateUserCommand {
  password?: string;
  data?: Record<string, unknown>;
}

/** A name sent as something other than text is judged as its text, so `42` is 'invalid characters'. */
const nameOf = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * Changes the password and/or the metadata (merged into what is there). The domain judges a new
 * password and any name; a new password ends every other session of the user and keeps this one
 * (the reset flow signs in through the mailed link, then sets the password here).
 */
export class UpdateUserUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: UpdateUserCommand, actor: Actor): Promise<Outcome<AuthUser>> {
    const current = await this.store.findUser(actor.id);
    if (!current) return failure(new AppError('unauthorized', 'Authentication required'));
    const data = cmd.data;
    const errors = [
      ...(cmd.password !== undefined ? validatePassword(cmd.password) : []),
      ...(data && 'first_name' in data ? validateName(nameOf(data.first_name), NAME_LABELS.first) : []),
      ...(data && 'last_name' in data ? validateName(nameOf(data.last_name), NAME_LABELS.last) : []),
    ];
    if (errors.length > 0) return failure(AppError.validation(errors));
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
}
