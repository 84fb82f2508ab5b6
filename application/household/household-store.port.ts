import type { HouseholdRole, InvitableRole } from '../../domain/index.js';

/** Whose data a signed-in adult works on, and in which role (read on every request, never cached). */
export interface HouseholdPlace {
  /** The account whose readers, lists and history these are (the household's owner). */
  readonly ownerId: string;
  readonly role: HouseholdRole;
}

/** An adult of a household as the household page lists them. */
export interface HouseholdAdult {
  readonly user_id: string;
  readonly email: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly role: HouseholdRole;
  /** When they joined (the owner: when the account was made). */
  readonly joined_at: string;
}

/** An invitation as stored (never its token). */
export interface InvitationRecord {
  readonly id: string;
  readonly email: string;
  readonly role: InvitableRole;
  readonly created_at: string;
  readonly expires_at: string;
  readonly accepted_at: string | null;
  readonly revoked_at: string | null;
}

/** An invitation found by its token, with the household it leads to. */
export interface InvitationWithHousehold extends InvitationRecord {
  readonly household_id: string;
  readonly owner_id: string;
}

export interface NewInvitation {
  readonly email: string;
  readonly role: InvitableRole;
  readonly tokenHash: string;
  readonly invitedBy: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export type RevokeOutcome = 'revoked' | 'already_revoked' | 'accepted' | 'not_found';

/** Households, their members and invitations. */
export interface HouseholdStore {
  /** Where the account's data lives: a live membership of another household, else its own (as owner). */
  placeOf(userId: string): Promise<HouseholdPlace>;
  /** The account's own household id, created on first use (every account owns one). */
  ensureHousehold(ownerId: string): Promise<string>;
  /** The owner first, then the other adults by joining time (deleted accounts left out). */
  adults(ownerId: string): Promise<HouseholdAdult[]>;
  /** Invitations of the owner's household still waiting (not accepted, revoked or expired at `now`), newest first. */
  pendingInvitations(ownerId: string, now: Date): Promise<InvitationRecord[]>;
  /** The account's email, or null when it is gone. */
  emailOf(userId: string): Promise<string | null>;
  /** Stores an invitation; a pending one to the same address is revoked in the same transaction (the new one replaces it). */
  addInvitation(householdId: string, invitation: NewInvitation): Promise<InvitationRecord>;
  invitationByTokenHash(tokenHash: string): Promise<InvitationWithHousehold | null>;
  /**
   * Marks the invitation accepted and makes the account a member, in one transaction, only if the
   * invitation is still pending at `now` and the account is in no other household: false otherwise
   * (someone else used it a moment before, or it was revoked meanwhile).
   */
  accept(invitationId: string, userId: string, now: Date): Promise<boolean>;
  /** Revokes a pending invitation of the owner's household. */
  revokeInvitation(ownerId: string, invitationId: string, now: Date): Promise<RevokeOutcome>;
  /** Ends a membership of the owner's household: false when the account is not a member of it. */
  removeMember(ownerId: string, userId: string): Promise<boolean>;
  /** Ends the account's membership of another household (back to its own): false when it had none. */
  leave(userId: string): Promise<boolean>;
}
export const HOUSEHOLD_STORE = Symbol('HOUSEHOLD_STORE');
