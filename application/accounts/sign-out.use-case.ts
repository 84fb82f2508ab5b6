import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { AccountStore } from './account-store.port.js';

export type SignOutScope = 'global' | 'local' | 'others';

/** Ends the current session (local), every session of the user (global), or all but this one (others). */
export class SignOutUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
  ) {}

  async execute(scope: SignOutScope, actor: Actor): Promise<void> {
    if (scope === 'local') await this.store.revokeSession(actor.sessionId, this.clock.now());
    else await this.store.revokeUserSessions(actor.id, this.clock.now(), scope === 'others' ? actor.sessionId : undefined);
  }
}
