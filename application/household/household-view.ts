import { HOUSEHOLD_ACTIONS, can, type HouseholdAction, type HouseholdRole } from '../../domain/index.js';
import type { Clock } from '../ports/clock.port.js';
import type { HouseholdAdult, HouseholdStore, InvitationRecord } from './household-store.port.js';

/** What GET /api/household answers. */
export interface HouseholdView {
  /** The caller's role in the household they are in. */
  readonly role: HouseholdRole;
  /** The account holder's id. */
  readonly owner_id: string;
  /** The owner first, then the other adults. */
  readonly members: HouseholdAdult[];
  /** Invitations still waiting (shown to the account holder only; empty for everyone else). */
  readonly invitations: InvitationRecord[];
  /** What the caller's role allows, action by action (the domain's rule table). */
  readonly permissions: { readonly [A in HouseholdAction]: boolean };
}

/** The household the user is in, as that user may see it. */
export async function householdViewFor(store: HouseholdStore, clock: Clock, userId: string): Promise<HouseholdView> {
  const place = await store.placeOf(userId);
  const [members, invitations] = await Promise.all([
    store.adults(place.ownerId),
    can(place.role, 'manage_household') ? store.pendingInvitations(place.ownerId, clock.now()) : Promise.resolve([]),
  ]);
  const permissions = Object.fromEntries(HOUSEHOLD_ACTIONS.map((a) => [a, can(place.role, a)])) as HouseholdView['permissions'];
  return { role: place.role, owner_id: place.ownerId, members, invitations, permissions };
}
