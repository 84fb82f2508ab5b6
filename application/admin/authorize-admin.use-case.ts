import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { ADMIN_ACCESS_MESSAGES } from './admin-policy.js';
import type { AdminAccess } from './ports/admin-access.port.js';

/**
 * The admin gate of every /api/admin route: the caller's profile must say is_admin (read now, not
 * from the token) and, except for the unlock itself, an unlock must still be running.
 */
export class AuthorizeAdminUseCase {
  constructor(
    private readonly access: AdminAccess,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, options: { requireUnlock: boolean }): Promise<Outcome<void>> {
    const standing = await this.access.standingOf(actor.id, actor.sessionId);
    if (!standing.isAdmin) return failure(new AppError('forbidden', ADMIN_ACCESS_MESSAGES.notAdmin));
    if (!options.requireUnlock) return success(undefined);
    const until = standing.unlockedUntil;
    if (until === null || until.getTime() <= this.clock.now().getTime()) {
      return failure(new AppError('forbidden', ADMIN_ACCESS_MESSAGES.locked));
    }
    return success(undefined);
  }
}
