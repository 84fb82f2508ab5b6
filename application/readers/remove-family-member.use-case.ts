import type { Actor } from '../ports/actor.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { FamilyMemberStore } from './family-member-store.port.js';
import { READER_MESSAGES } from './reader-messages.js';

/**
 * Removes a family member of the account. Another account's member, or an id that names none,
 * is "not found": the answer never tells whether it exists elsewhere.
 */
export class RemoveFamilyMemberUseCase {
  constructor(private readonly members: FamilyMemberStore) {}

  async execute(command: { id: string }, actor: Actor): Promise<Outcome<void>> {
    return (await this.members.remove(actor.id, command.id)) ? success(undefined) : failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
  }
}
