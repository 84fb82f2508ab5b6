import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { AccountStore } from './account-store.port.js';

/** Ends the current session (local) or every session of the user (global). */
export class SignOutUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
  ) {}

  async execute(scope: 'global' | 'local', actor: Actor): Promise<void> {
    if (scope === 'local') await this.store.revokeSession(actor.sessionId, this.clock.now());
    else await this.store.revokeUserSessions(actor.id, this.clock.now());
  }
}
