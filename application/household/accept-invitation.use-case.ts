import { checkAcceptance, INVITATION_MESSAGES, invitationState, type AcceptorPlace } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { HOUSEHOLD_MESSAGES } from './household-messages.js';
import type { HouseholdStore, InvitationWithHousehold } from './household-store.port.js';
import { householdViewFor, type HouseholdView } from './household-view.js';
import type { InvitationTokens } from './invitation-tokens.port.js';

/**
 * The invited adult, signed in, accepts with the token from the mail. The domain decides (state
 * first, then who accepts: the address must be the invited one); the store then marks the
 * invitation used and makes the membership in one transaction, so two tabs racing with one link
 * make one member and the other is told the invitation was used.
 */
export class AcceptInvitationUseCase {
  constructor(
    private readonly store: HouseholdStore,
    private readonly tokens: InvitationTokens,
    private readonly clock: Clock,
  ) {}

  async execute(command: { token?: string | null }, actor: Actor): Promise<Outcome<HouseholdView>> {
    const token = (command.token ?? '').trim();
    if (token === '') return failure(AppError.validation([HOUSEHOLD_MESSAGES.tokenRequired]));
    const invitation = await this.store.invitationByTokenHash(this.tokens.hashOf(token));
    if (!invitation) return failure(new AppError('not_found', INVITATION_MESSAGES.notFound));

    const now = this.clock.now();
    const [acceptorEmail, place, adults] = await Promise.all([
      this.store.emailOf(actor.id),
      this.placeOf(actor.id, invitation),
      this.store.adults(invitation.owner_id),
    ]);
    const decided = checkAcceptance({
      invitation: { email: invitation.email, expiresAt: invitation.expires_at, acceptedAt: invitation.accepted_at, revokedAt: invitation.revoked_at },
      now,
      acceptorEmail: acceptorEmail ?? actor.email,
      acceptorIsOwner: actor.id === invitation.owner_id,
      acceptorPlace: place,
      memberCount: adults.filter((a) => a.role !== 'owner').length,
    });
    if (!decided.ok) return failure(new AppError(decided.error.code, decided.error.message));

    if (!(await this.store.accept(invitation.id, actor.id, now))) {
      // lost a race: say what happened to the invitation (or to the acceptor's place) meanwhile
      const again = await this.store.invitationByTokenHash(this.tokens.hashOf(token));
      const state = again
        ? invitationState({ email: again.email, expiresAt: again.expires_at, acceptedAt: again.accepted_at, revokedAt: again.revoked_at }, now)
        : 'revoked';
      if (state === 'revoked') return failure(new AppError('invitation_revoked', INVITATION_MESSAGES.revoked));
      if (state === 'expired') return failure(new AppError('invitation_expired', INVITATION_MESSAGES.expired));
      if (state === 'accepted') return failure(new AppError('invitation_used', INVITATION_MESSAGES.used));
      return failure(new AppError('already_in_household', INVITATION_MESSAGES.inAnotherHousehold));
    }
    return success(await householdViewFor(this.store, this.clock, actor.id));
  }

  private async placeOf(userId: string, invitation: InvitationWithHousehold): Promise<AcceptorPlace> {
    const place = await this.store.placeOf(userId);
    if (place.role !== 'owner') return place.ownerId === invitation.owner_id ? 'member_here' : 'member_elsewhere';
    const [adults, pending] = await Promise.all([this.store.adults(userId), this.store.pendingInvitations(userId, this.clock.now())]);
    return adults.length > 1 || pending.length > 0 ? 'own_shared' : 'own_alone';
  }
}
