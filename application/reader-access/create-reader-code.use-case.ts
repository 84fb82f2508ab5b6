import { formatReaderCode, mayHaveReaderCode } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { FamilyMemberStore } from '../readers/family-member-store.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { READER_CODE_DRAWS } from './reader-access-policies.js';
import type { ReaderAccessStore } from './reader-access-store.port.js';
import type { ReaderCodeSecrets } from './reader-code-secrets.port.js';

/** The answer of POST /api/family-members/:id/reader-code: the code, shown this once. */
export interface NewReaderCodeView {
  readonly member_id: string;
  readonly code: string;
  readonly created_at: string;
}

/**
 * The parent makes a family member's sign-in code, replacing any earlier one (the store ends the
 * member's sessions in the same transaction). A member under 8 is refused (422); another account's
 * member is "not found". A drawn code that collides with another member's is drawn again.
 */
export class CreateReaderCodeUseCase {
  constructor(
    private readonly members: FamilyMemberStore,
    private readonly access: ReaderAccessStore,
    private readonly secrets: ReaderCodeSecrets,
    private readonly clock: Clock,
  ) {}

  async execute(command: { memberId: string }, actor: Actor): Promise<Outcome<NewReaderCodeView>> {
    const member = await this.members.find(actor.id, command.memberId);
    if (!member) return failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
    const allowed = mayHaveReaderCode(member.age);
    if (!allowed.ok) return failure(new AppError('unprocessable', allowed.error.message));
    const now = this.clock.now();
    for (let draw = 0; draw < READER_CODE_DRAWS; draw++) {
      const code = this.secrets.newCode();
      const stored = await this.access.replaceCode(actor.id, member.id, this.secrets.hash(code), now);
      if (stored !== 'hash_taken') return success({ member_id: member.id, code: formatReaderCode(code), created_at: stored.created_at });
    }
    throw new Error(`no free reader code after ${READER_CODE_DRAWS} draws`);
  }
}
