import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { HOUSEHOLD_MESSAGES } from './household-messages.js';
import type { HouseholdStore } from './household-store.port.js';

/** The account holder withdraws a pending invitation; its link stops working at once. Revoking twice is fine. */
export class RevokeInvitationUseCase {
  constructor(
    private readonly store: HouseholdStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: { id: string }, actor: Actor): Promise<Outcome<void>> {
    const outcome = await this.store.revokeInvitation(actor.id, command.id, this.clock.now());
    if (outcome === 'not_found') return failure(new AppError('not_found', HOUSEHOLD_MESSAGES.invitationNotFound));
    if (outcome === 'accepted') return failure(new AppError('conflict', HOUSEHOLD_MESSAGES.invitationAlreadyAccepted));
    return success(undefined);
  }
}

/**
 * The account holder removes an adult. The membership is read on every request (never cached), so
 * the removed adult's very next request sees only their own household; their own account and data
 * are untouched.
 */
export class RemoveHouseholdMemberUseCase {
  constructor(private readonly store: HouseholdStore) {}

  async execute(command: { userId: string }, actor: Actor): Promise<Outcome<void>> {
    if (command.userId === actor.id) return failure(new AppError('conflict', HOUSEHOLD_MESSAGES.ownerCannotBeRemoved));
    if (!(await this.store.removeMember(actor.id, command.userId))) return failure(new AppError('not_found', HOUSEHOLD_MESSAGES.memberNotFound));
    return success(undefined);
  }
}

/** A co-parent or viewer leaves the household and is back in their own (with their own data, as they left it). */
export class LeaveHouseholdUseCase {
  constructor(private readonly store: HouseholdStore) {}

  async execute(actor: Actor): Promise<Outcome<void>> {
    if (!(await this.store.leave(actor.id))) return failure(new AppError('conflict', HOUSEHOLD_MESSAGES.notInAnotherHousehold));
    return success(undefined);
  }
}
