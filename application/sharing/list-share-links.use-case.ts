import { SHARE_LINKS_LISTED_MAX } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { FamilyMemberStore } from '../readers/family-member-store.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ShareLinkStore } from './share-link-store.port.js';
import { toShareLinkView, type ShareLinkView } from './share-link-view.js';

/** The reader's share links with their status, newest first (the latest 20; never a token). */
export class ListShareLinksUseCase {
  constructor(
    private readonly members: FamilyMemberStore,
    private readonly links: ShareLinkStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: { memberId: string }, actor: Actor): Promise<Outcome<ShareLinkView[]>> {
    const member = await this.members.find(actor.id, command.memberId);
    if (!member) return failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
    const now = this.clock.now();
    return success((await this.links.list(actor.id, member.id, SHARE_LINKS_LISTED_MAX)).map((link) => toShareLinkView(link, now)));
  }
}
