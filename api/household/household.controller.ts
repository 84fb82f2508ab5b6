import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AcceptInvitationUseCase } from '../../application/household/accept-invitation.use-case.js';
import { HOUSEHOLD_STORE, type HouseholdStore, type InvitationRecord } from '../../application/household/household-store.port.js';
import { householdViewFor, type HouseholdView } from '../../application/household/household-view.js';
import { InviteToHouseholdUseCase } from '../../application/household/invite-to-household.use-case.js';
import { LeaveHouseholdUseCase, RemoveHouseholdMemberUseCase, RevokeInvitationUseCase } from '../../application/household/manage-household.use-cases.js';
import type { Actor } from '../../application/ports/actor.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { HouseholdAction } from './household-action.decorator.js';
import { HouseholdActor } from './household-actor.decorator.js';
import { AcceptInvitationDto, HouseholdDto, HouseholdErrorDto, InvitationDto, InviteDto } from './household.dto.js';

/** The household: the adults who share the readers, lists and history, and their invitations (docs/household.md). */
@ApiTags('household')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: HouseholdErrorDto, description: 'No token or a bad one' })
@Controller('household')
export class HouseholdController {
  constructor(
    @Inject(HOUSEHOLD_STORE) private readonly store: HouseholdStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly invite: InviteToHouseholdUseCase,
    private readonly acceptInvitation: AcceptInvitationUseCase,
    private readonly revokeInvitation: RevokeInvitationUseCase,
    private readonly removeMember: RemoveHouseholdMemberUseCase,
    private readonly leaveHousehold: LeaveHouseholdUseCase,
  ) {}

  @Get()
  @HouseholdAction('view_household')
  @ApiOperation({
    summary: "The household the caller is in: the caller's role, the adults, the pending invitations (account holder only) and what the role allows.",
  })
  @ApiOkResponse({ type: HouseholdDto })
  async get(@CurrentUser() actor: Actor): Promise<HouseholdView> {
    return householdViewFor(this.store, this.clock, actor.id);
  }

  @Post('invitations')
  @HouseholdAction('manage_household')
  @ApiOperation({
    summary:
      'Invites an adult by email as co_parent or viewer: a mail with a link that works once, for 7 days. A new invitation to an address already invited replaces it.',
  })
  @ApiBody({ type: InviteDto })
  @ApiCreatedResponse({ type: InvitationDto })
  @ApiBadRequestResponse({
    type: HouseholdErrorDto,
    description:
      "validation_failed: 'Email is required', 'Please enter a valid email address', 'Role must be co_parent or viewer', 'You cannot invite yourself…'",
  })
  @ApiConflictResponse({
    type: HouseholdErrorDto,
    description: "conflict: 'This person is already in your household.'; limit_reached: at most 5 other adults, at most 5 invitations waiting",
  })
  async create(@Body() body: InviteDto, @HouseholdActor() actor: Actor): Promise<InvitationRecord> {
    return unwrap(await this.invite.execute({ email: body.email, role: body.role }, actor));
  }

  @Delete('invitations/:id')
  @HttpCode(204)
  @HouseholdAction('manage_household')
  @ApiOperation({ summary: 'Revokes a pending invitation: its link stops working at once. Revoking twice is fine.' })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiNotFoundResponse({ type: HouseholdErrorDto, description: "not_found: 'No such invitation in your household'" })
  @ApiConflictResponse({ type: HouseholdErrorDto, description: 'conflict: already accepted (remove the member instead)' })
  async revoke(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<void> {
    unwrap(await this.revokeInvitation.execute({ id }, actor));
  }

  @Post('invitations/accept')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Accepts an invitation with the token from its link, signed in with the invited address. Answers the household joined; the caller's own readers wait, untouched, until they leave.",
  })
  @ApiBody({ type: AcceptInvitationDto })
  @ApiOkResponse({ type: HouseholdDto })
  @ApiBadRequestResponse({ type: HouseholdErrorDto, description: "validation_failed: 'The invitation token is required'" })
  @ApiForbiddenResponse({ type: HouseholdErrorDto, description: 'invitation_email_mismatch: sent to another address' })
  @ApiNotFoundResponse({ type: HouseholdErrorDto, description: 'not_found: no invitation has this token' })
  @ApiConflictResponse({
    type: HouseholdErrorDto,
    description: 'invitation_used; already_in_household; conflict (your own invitation, already here, your own household is shared); limit_reached',
  })
  @ApiGoneResponse({ type: HouseholdErrorDto, description: 'invitation_expired (after 7 days); invitation_revoked' })
  async accept(@Body() body: AcceptInvitationDto, @CurrentUser() actor: Actor): Promise<HouseholdView> {
    return unwrap(await this.acceptInvitation.execute({ token: body.token }, actor));
  }

  @Delete('members/:id')
  @HttpCode(204)
  @HouseholdAction('manage_household')
  @ApiOperation({ summary: 'Removes an adult (by user id). Their very next request sees only their own household; their own account and data stay.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: HouseholdErrorDto, description: "not_found: 'No such member of your household'" })
  @ApiConflictResponse({ type: HouseholdErrorDto, description: 'conflict: the account holder cannot be removed' })
  async remove(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<void> {
    unwrap(await this.removeMember.execute({ userId: id }, actor));
  }

  @Post('leave')
  @HttpCode(204)
  @HouseholdAction('leave_household')
  @ApiOperation({
    summary: 'A co-parent or viewer leaves: back in their own household, with their own readers as they left them. The account holder cannot leave (403).',
  })
  @ApiNoContentResponse({ description: 'Left' })
  async leave(@CurrentUser() actor: Actor): Promise<void> {
    unwrap(await this.leaveHousehold.execute(actor));
  }
}
