import type { Actor } from '../ports/actor.js';
import type { FamilyMemberStore } from '../readers/family-member-store.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ReaderAccessStore } from './reader-access-store.port.js';

/** The answer of GET /api/family-members/:id/reader-code (never the code). */
export interface ReaderCodeStatusView {
  readonly member_id: string;
  readonly active: boolean;
  readonly created_at: string | null;
  readonly last_used_at: string | null;
}

/** Whether a member of the account has a working code, when it was made and last used. */
export class GetReaderCodeUseCase {
  constructor(
    private readonly members: FamilyMemberStore,
    private readonly access: ReaderAccessStore,
  ) {}

  async execute(command: { memberId: string }, actor: Actor): Promise<Outcome<ReaderCodeStatusView>> {
    const member = await this.members.find(actor.id, command.memberId);
    if (!member) return failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
    const code = await this.access.codeOf(actor.id, member.id);
    return success({ member_id: member.id, active: code !== null, created_at: code?.created_at ?? null, last_used_at: code?.last_used_at ?? null });
  }
}
