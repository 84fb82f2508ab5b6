import type { Actor } from '../ports/actor.js';
import type { FamilyMemberStore } from '../readers/family-member-store.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ReaderAccessStore } from './reader-access-store.port.js';

/** Revokes a member's code: it stops working and the member's reader sessions end at once (no code is fine). */
export class RevokeReaderCodeUseCase {
  constructor(
    private readonly members: FamilyMemberStore,
    private readonly access: ReaderAccessStore,
  ) {}

  async execute(command: { memberId: string }, actor: Actor): Promise<Outcome<void>> {
    const member = await this.members.find(actor.id, command.memberId);
    if (!member) return failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
    await this.access.revokeCode(actor.id, member.id);
    return success(undefined);
  }
}
