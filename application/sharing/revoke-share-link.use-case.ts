import { SHARE_MESSAGES } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { FamilyMemberStore } from '../readers/family-member-store.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ShareLinkStore } from './share-link-store.port.js';
import { toShareLinkView, type ShareLinkView } from './share-link-view.js';

/**
 * The parent turns a link off: it stops working at once and stays listed as revoked. Turning off a
 * link that is already off (or expired) succeeds and changes nothing but the status it shows.
 */
export class RevokeShareLinkUseCase {
  constructor(
    private readonly members: FamilyMemberStore,
    private readonly links: ShareLinkStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: { memberId: string; linkId: string }, actor: Actor): Promise<Outcome<ShareLinkView>> {
    const member = await this.members.find(actor.id, command.memberId);
    if (!member) return failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
    const now = this.clock.now();
    const link = await this.links.revoke(actor.id, member.id, command.linkId, now);
    if (!link) return failure(new AppError('not_found', SHARE_MESSAGES.linkNotFound));
    return success(toShareLinkView(link, now));
  }
}
