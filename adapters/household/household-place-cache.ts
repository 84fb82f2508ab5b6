import type { HouseholdPlace, HouseholdStore, InvitationRecord, NewInvitation } from '../../application/household/household-store.port.js';

const caches = new Set<() => void>();

/**
 * Forgets every cached household place, in every store of this process. Call it around any write
 * that moves accounts between households outside the household store (account deletion does: an
 * owner's deletion sends the members back to their own households).
 */
export function forgetHouseholdPlaces(): void {
  for (const forget of caches) forget();
}

/** How long a place is reused: a change made outside this process lands within it. */
export const HOUSEHOLD_PLACE_TTL_MS = 500;
const MAX_ENTRIES = 10_000;

/**
 * The household guard's question ("where does this account's data live, in which role?") cheap and
 * still exact (issue 20), as the session check is: an answer is reused for half a second, concurrent
 * questions about one account share one query, and every change of membership made through the
 * store (an invitation accepted, a member removed, a member leaving) forgets every cached answer
 * before and after its write, so a removed member's next request is refused at once. A question
 * that started before such a change never stores its answer (an epoch it compares when it ends).
 *
 * For one instance only: with several (REDIS_URL), a change made on another instance would not be
 * forgotten here, so the store is used as it is (api/household/household.module.ts).
 */
export class CachedHouseholdPlaces implements HouseholdStore {
  private readonly places = new Map<string, { place: HouseholdPlace; until: number }>();
  private readonly pending = new Map<string, Promise<HouseholdPlace>>();
  private epoch = 0;
  private readonly forgetAll = () => {
    this.epoch++;
    this.places.clear();
    this.pending.clear();
  };

  constructor(
    private readonly store: HouseholdStore,
    private readonly now: () => number = Date.now,
  ) {
    caches.add(this.forgetAll);
  }

  placeOf(userId: string): Promise<HouseholdPlace> {
    const cached = this.places.get(userId);
    if (cached && cached.until > this.now()) return Promise.resolve(cached.place);
    const inFlight = this.pending.get(userId);
    if (inFlight) return inFlight;
    const startedAt = this.epoch;
    const question = this.store.placeOf(userId).then(
      (place) => {
        if (this.pending.get(userId) === question) this.pending.delete(userId);
        if (this.epoch === startedAt) {
          if (this.places.size >= MAX_ENTRIES) this.places.clear();
          this.places.set(userId, { place, until: this.now() + HOUSEHOLD_PLACE_TTL_MS });
        }
        return place;
      },
      (error: unknown) => {
        if (this.pending.get(userId) === question) this.pending.delete(userId);
        throw error;
      },
    );
    this.pending.set(userId, question);
    return question;
  }

  accept(invitationId: string, userId: string, now: Date): Promise<boolean> {
    return this.changingMembership(() => this.store.accept(invitationId, userId, now));
  }

  removeMember(ownerId: string, userId: string): Promise<boolean> {
    return this.changingMembership(() => this.store.removeMember(ownerId, userId));
  }

  leave(userId: string): Promise<boolean> {
    return this.changingMembership(() => this.store.leave(userId));
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

  private async changingMembership<T>(write: () => Promise<T>): Promise<T> {
    this.forgetAll();
    try {
      return await write();
    } finally {
      this.forgetAll();
    }
  }
}
