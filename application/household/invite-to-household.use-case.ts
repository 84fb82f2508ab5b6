import { HOUSEHOLD_ROLE_LABELS, INVITATION_TTL_DAYS, invitationExpiresAt, validateInvitation } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { HOUSEHOLD_MESSAGES } from './household-messages.js';
import type { HouseholdStore, InvitationRecord } from './household-store.port.js';
import type { InvitationTokens } from './invitation-tokens.port.js';

export interface InviteCommand {
  readonly email?: string | null;
  readonly role?: unknown;
}

const WHAT_ROLE_MEANS = {
  co_parent: 'As a co-parent you will see and edit every reader, reading list and scan history (billing stays with the account holder).',
  viewer: "As a viewer you will see the readers' verdicts and reading lists, without changing anything.",
} as const;

/**
 * The account holder invites another adult by email. The rules (address, role, not yourself, not a
 * member already, the limits) are the domain's; a new invitation to an address already invited
 * replaces the earlier one. The mail carries the only copy of the token (the store keeps its hash);
 * when the mail cannot be sent, the invitation is withdrawn again so that nothing is left half-made.
 */
export class InviteToHouseholdUseCase {
  constructor(
    private readonly store: HouseholdStore,
    private readonly tokens: InvitationTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async execute(command: InviteCommand, actor: Actor): Promise<Outcome<InvitationRecord>> {
    const now = this.clock.now();
    const [ownerEmail, adults, pending] = await Promise.all([
      this.store.emailOf(actor.id),
      this.store.adults(actor.id),
      this.store.pendingInvitations(actor.id, now),
    ]);
    const checked = validateInvitation({
      email: command.email,
      role: command.role,
      ownerEmail: ownerEmail ?? actor.email,
      memberEmails: adults.filter((a) => a.role !== 'owner').map((a) => a.email),
      pendingEmails: pending.map((p) => p.email),
    });
    if (!checked.ok) return failure(new AppError(checked.error.code, checked.error.message));

    const householdId = await this.store.ensureHousehold(actor.id);
    const { token, hash } = this.tokens.issue();
    const invitation = await this.store.addInvitation(householdId, {
      ...checked.value,
      tokenHash: hash,
      invitedBy: actor.id,
      createdAt: now,
      expiresAt: invitationExpiresAt(now),
    });
    const owner = adults.find((a) => a.role === 'owner');
    const inviter = [owner?.first_name, owner?.last_name].filter(Boolean).join(' ') || ownerEmail || 'Someone';
    const link = `${this.publicUrl}/household/accept?token=${encodeURIComponent(token)}`;
    try {
      await this.mailer.send({
        to: invitation.email,
        subject: `${inviter} invited you to their household on ShelfCheck`,
        text: [
          `${inviter} invited you to join their household on ShelfCheck as ${HOUSEHOLD_ROLE_LABELS[invitation.role].toLowerCase()}.`,
          WHAT_ROLE_MEANS[invitation.role],
          `Open this link within ${INVITATION_TTL_DAYS} days and sign in (or sign up) with this email address to accept:`,
          link,
          'If you did not expect this, ignore this email.',
        ].join('\n\n'),
        link,
      });
    } catch {
      await this.store.revokeInvitation(actor.id, invitation.id, now);
      return failure(new AppError('upstream_failed', HOUSEHOLD_MESSAGES.mailFailed));
    }
    return success(invitation);
  }
}
