import { validateName, validatePassword, NAME_LABELS } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { AccountStore, UserRecord } from './account-store.port.js';

export interface UpdateUserCommand {
  password?: string;
  data?: Record<string, unknown>;
}

/** Changes the password and/or metadata. A new password ends every other session of the user. */
export class UpdateUserUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: UpdateUserCommand, actor: Actor): Promise<Outcome<UserRecord>> {
    const current = await this.store.findUser(actor.id);
    if (!current) return failure(new AppError('unauthorized', 'Authentication required'));
    const errors = [
      ...(cmd.password !== undefined ? validatePassword(cmd.password) : []),
      ...(cmd.data && 'first_name' in cmd.data ? validateName(cmd.data.first_name as string, NAME_LABELS.first) : []),
      ...(cmd.data && 'last_name' in cmd.data ? validateName(cmd.data.last_name as string, NAME_LABELS.last) : []),
    ];
    if (errors.length > 0) return failure(AppError.validation(errors));
    const now = this.clock.now();
    const updated = await this.store.updateUser(
      actor.id,
      {
        passwordHash: cmd.password !== undefined ? await this.hasher.hash(cmd.password) : undefined,
        metadata: cmd.data ? { ...current.user_metadata, ...cmd.data } : undefined,
      },
      now,
    );
    if (cmd.password !== undefined) await this.store.revokeUserSessions(actor.id, now, actor.sessionId);
    return success(updated ?? current);
  }
}
