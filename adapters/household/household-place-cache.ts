import { AnswerCaches, ShortLivedAnswers } from '../shared/short-lived-answers.js';
import type { HouseholdPlace, HouseholdStore, InvitationRecord, NewInvitation } from '../../application/household/household-store.port.js';

const caches = new AnswerCaches();

/**
 * Forgets every cached household place, in every store of this process. Call it around any write
 * that moves accounts between households outside the household store (account deletion does: an
 * owner's deletion sends the members back to their own households).
 */
export function forgetHouseholdPlaces(): void {
  caches.forgetAll();
}

/** How long a place is reused: a change made outside this process lands within it. */
export const HOUSEHOLD_PLACE_TTL_MS = 500;

/**
 * The household guard's question ("where does this account's data live, in which role?") cheap and
 * still exact (issue 20), as the session check is (ShortLivedAnswers): an answer is reused for half
 * a second, concurrent questions about one account share one query, and every change of membership
 * made through the store (an invitation accepted, a member removed, a member leaving) forgets every
 * cached answer before and after its write, so a removed member's next request is refused at once.
 *
 * For one instance only: with several (REDIS_URL), a change made on another instance would not be
 * forgotten here, so the store is used as it is (api/household/household.module.ts).
 */
export class CachedHouseholdPlaces implements HouseholdStore {
  private readonly places: ShortLivedAnswers<HouseholdPlace>;

  constructor(
    private readonly store: HouseholdStore,
    now: () => number = Date.now,
  ) {
    this.places = caches.add(new ShortLivedAnswers<HouseholdPlace>(HOUSEHOLD_PLACE_TTL_MS, now));
  }

  placeOf(userId: string): Promise<HouseholdPlace> {
    return this.places.ask(userId, () => this.store.placeOf(userId));
  }

  accept(invitationId: string, userId: string, now: Date): Promise<boolean> {
    return this.places.around(() => this.store.accept(invitationId, userId, now));
  }

  removeMember(ownerId: string, userId: string): Promise<boolean> {
    return this.places.around(() => this.store.removeMember(ownerId, userId));
  }

  leave(userId: string): Promise<boolean> {
    return this.places.around(() => this.store.leave(userId));
  }

  // the rest changes no one's place
  ensureHousehold(ownerId: string): Promise<string> {
    return this.store.ensureHousehold(ownerId);
  }

  adults(ownerId: string) {
    return this.store.adults(ownerId);
  }

  pendingInvitations(ownerId: string, now: Date): Promise<InvitationRecord[]> {
    return this.store.pendingInvitations(ownerId, now);
  }

  emailOf(userId: string): Promise<string | null> {
    return this.store.emailOf(userId);
  }

  addInvitation(householdId: string, invitation: NewInvitation): Promise<InvitationRecord> {
    return this.store.addInvitation(householdId, invitation);
  }

  invitationByTokenHash(tokenHash: string) {
    return this.store.invitationByTokenHash(tokenHash);
  }

  revokeInvitation(ownerId: string, invitationId: string, now: Date) {
    return this.store.revokeInvitation(ownerId, invitationId, now);
  }
}
