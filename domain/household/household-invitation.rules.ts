import { isEmailAddress, normalizeEmail } from '../accounts/email.rules.js';
import { err, ok, type DomainError, type Result } from '../shared/result.js';
import { isInvitableRole, type InvitableRole } from './household-roles.js';

/** An invitation works for this many days after it is sent. */
export const INVITATION_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How many other adults a household holds, and how many invitations may wait at once. */
export const HOUSEHOLD_LIMITS = {
  otherAdults: 5,
  pendingInvitations: 5,
} as const;

export const INVITATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  roleInvalid: 'Role must be co_parent or viewer',
  cannotInviteYourself: 'You cannot invite yourself: you are already the account holder.',
  alreadyMember: 'This person is already in your household.',
  tooManyAdults: `A household can have up to ${HOUSEHOLD_LIMITS.otherAdults} other adults. Remove someone to invite another.`,
  tooManyInvitations: `Up to ${HOUSEHOLD_LIMITS.pendingInvitations} invitations can wait at once. Revoke one to send another.`,
  notFound: 'This invitation link is not valid. Check that you opened the whole link from the email.',
  expired: `This invitation has expired (invitations last ${INVITATION_TTL_DAYS} days). Ask the account holder to send a new one.`,
  used: 'This invitation has already been used. Each invitation works once: ask the account holder for a new one.',
  revoked: 'This invitation was withdrawn by the account holder. Ask them to send a new one if you still need it.',
  emailMismatch: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  ownInvitation: 'This invitation is for your own household.',
  alreadyHere: 'You are already in this household.',
  inAnotherHousehold: 'You are already in another household. Leave it first, then open this invitation again.',
  ownHouseholdShared: 'Other adults share your own household, or are invited to it. Remove them and revoke the invitations before joining another household.',
} as const;

/** The stored facts of an invitation the rules look at. */
export interface InvitationFacts {
  readonly email: string;
  readonly expiresAt: string;
  readonly acceptedAt: string | null;
  readonly revokedAt: string | null;
}

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

/** When an invitation sent at `now` stops working. */
export const invitationExpiresAt = (now: Date): Date => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/** Where an invitation stands: revoked and accepted are final; a pending one expires at `expiresAt`. */
export function invitationState(invitation: InvitationFacts, now: Date): InvitationState {
  if (invitation.revokedAt !== null) return 'revoked';
  if (invitation.acceptedAt !== null) return 'accepted';
  return new Date(invitation.expiresAt).getTime() <= now.getTime() ? 'expired' : 'pending';
}

export type InvitationProblemCode = 'validation_failed' | 'conflict' | 'limit_reached';

export interface InvitationRequest {
  readonly email: string | null | undefined;
  readonly role: unknown;
  /** The account holder's own address. */
  readonly ownerEmail: string;
  /** Addresses of the adults already in the household (besides the owner). */
  readonly memberEmails: readonly string[];
  /** Addresses with a pending invitation (one to the same address is replaced, so it does not count). */
  readonly pendingEmails: readonly string[];
}

/** Checks an invitation before it is sent; the address comes back normalised (trimmed, lower case). */
export function validateInvitation(request: InvitationRequest): Result<{ email: string; role: InvitableRole }, DomainError<InvitationProblemCode>> {
  const typed = (request.email ?? '').trim();
  if (typed === '') return err('validation_failed', INVITATION_MESSAGES.emailRequired);
  if (!isEmailAddress(typed)) return err('validation_failed', INVITATION_MESSAGES.emailInvalid);
  if (!isInvitableRole(request.role)) return err('validation_failed', INVITATION_MESSAGES.roleInvalid);
  const email = normalizeEmail(typed);
  if (email === normalizeEmail(request.ownerEmail)) return err('validation_failed', INVITATION_MESSAGES.cannotInviteYourself);
  if (request.memberEmails.some((m) => normalizeEmail(m) === email)) return err('conflict', INVITATION_MESSAGES.alreadyMember);
  if (request.memberEmails.length >= HOUSEHOLD_LIMITS.otherAdults) return err('limit_reached', INVITATION_MESSAGES.tooManyAdults);
  const otherPending = request.pendingEmails.filter((p) => normalizeEmail(p) !== email).length;
  if (otherPending >= HOUSEHOLD_LIMITS.pendingInvitations) return err('limit_reached', INVITATION_MESSAGES.tooManyInvitations);
  return ok({ email, role: request.role });
}

export type AcceptanceProblemCode =
  'invitation_revoked' | 'invitation_used' | 'invitation_expired' | 'invitation_email_mismatch' | 'already_in_household' | 'conflict' | 'limit_reached';

/** Where the person accepting stands today. */
export type AcceptorPlace =
  /** In their own household, alone: free to join. */
  | 'own_alone'
  /** In their own household, with other adults or invitations waiting. */
  | 'own_shared'
  /** Already a member of the inviting household. */
  | 'member_here'
  /** A member of some other household. */
  | 'member_elsewhere';

export interface AcceptanceRequest {
  readonly invitation: InvitationFacts;
  readonly now: Date;
  readonly acceptorEmail: string;
  /** True when the person accepting is the account holder who sent it. */
  readonly acceptorIsOwner: boolean;
  readonly acceptorPlace: AcceptorPlace;
  /** Adults in the inviting household now (besides the owner). */
  readonly memberCount: number;
}

/** Whether an invitation can be accepted now by this person (the state first: a dead link says so, whoever opens it). */
export function checkAcceptance(request: AcceptanceRequest): Result<true, DomainError<AcceptanceProblemCode>> {
  const state = invitationState(request.invitation, request.now);
  if (state === 'revoked') return err('invitation_revoked', INVITATION_MESSAGES.revoked);
  if (state === 'accepted') return err('invitation_used', INVITATION_MESSAGES.used);
  if (state === 'expired') return err('invitation_expired', INVITATION_MESSAGES.expired);
  if (request.acceptorIsOwner) return err('conflict', INVITATION_MESSAGES.ownInvitation);
  if (normalizeEmail(request.acceptorEmail) !== normalizeEmail(request.invitation.email))
    return err('invitation_email_mismatch', INVITATION_MESSAGES.emailMismatch);
  if (request.acceptorPlace === 'member_here') return err('conflict', INVITATION_MESSAGES.alreadyHere);
  if (request.acceptorPlace === 'member_elsewhere') return err('already_in_household', INVITATION_MESSAGES.inAnotherHousehold);
  if (request.acceptorPlace === 'own_shared') return err('conflict', INVITATION_MESSAGES.ownHouseholdShared);
  if (request.memberCount >= HOUSEHOLD_LIMITS.otherAdults) return err('limit_reached', INVITATION_MESSAGES.tooManyAdults);
  return ok(true);
}
