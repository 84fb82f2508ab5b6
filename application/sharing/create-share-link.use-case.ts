import { mayCreateShareLink, parseShareExpiry, parseShareLabel, shareLinkExpiry } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { FamilyMemberStore } from '../readers/family-member-store.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ShareLinkStore } from './share-link-store.port.js';
import { toNewShareLinkView, type NewShareLinkView } from './share-link-view.js';
import type { ShareTokenSecrets } from './share-token-secrets.port.js';

export interface CreateShareLinkCommand {
  readonly memberId: string;
  readonly expiresInDays?: unknown;
  readonly label?: unknown;
}

/** New tokens are drawn again when one collides with a stored hash (2^-192: never, in practice). */
const TOKEN_DRAWS = 3;

/**
 * The parent makes a read-only link to a reader's card: a lifetime among the domain's choices, an
 * optional name of their own, and at most five working links per reader (decided in the store's
 * transaction). The token is answered this once; only its keyed hash is stored. Another account's
 * reader is "not found", as on every reader route.
 */
export class CreateShareLinkUseCase {
  constructor(
    private readonly members: FamilyMemberStore,
    private readonly links: ShareLinkStore,
    private readonly secrets: ShareTokenSecrets,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateShareLinkCommand, actor: Actor): Promise<Outcome<NewShareLinkView>> {
    const member = await this.members.find(actor.id, command.memberId);
    if (!member) return failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
    const days = parseShareExpiry(command.expiresInDays);
    if (!days.ok) return failure(AppError.validation([days.error.message]));
    const label = parseShareLabel(command.label);
    if (!label.ok) return failure(AppError.validation([label.error.message]));
    const now = this.clock.now();
    for (let draw = 0; draw < TOKEN_DRAWS; draw++) {
      const token = this.secrets.newToken();
      const link = { memberId: member.id, tokenHash: this.secrets.hash(token), label: label.value, expiresAt: shareLinkExpiry(now, days.value) };
      const stored = await this.links.create(actor.id, link, now, mayCreateShareLink);
      if (stored === 'hash_taken') continue;
      if ('code' in stored) return failure(new AppError('limit_reached', stored.message));
      return success(toNewShareLinkView(stored, token, now));
    }
    throw new Error(`no free share token after ${TOKEN_DRAWS} draws`);
  }
}
