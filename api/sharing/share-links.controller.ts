import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { CreateShareLinkUseCase } from '../../application/sharing/create-share-link.use-case.js';
import { ListShareLinksUseCase } from '../../application/sharing/list-share-links.use-case.js';
import { RevokeShareLinkUseCase } from '../../application/sharing/revoke-share-link.use-case.js';
import type { NewShareLinkView, ShareLinkView } from '../../application/sharing/share-link-view.js';
import { SHARE_MESSAGES } from '../../domain/index.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { CreateShareLinkDto, NewShareLinkDto, ShareErrorDto, ShareLinkDto } from './sharing.dto.js';

const error = (status: number, code: string, message: string, description: string) =>
  ApiResponse({ status, description, type: ShareErrorDto, example: { code, message, errors: [message] } });
const MEMBER_NOT_FOUND = error(404, 'not_found', 'Family member not found', "No such member of this account (another account's alike)");
const UNAUTHORIZED = error(401, 'unauthorized', 'Authentication required', "No account token, a bad one, or a reader's token");

/** The parent's share links of a family member's card: make one, list them, turn one off. */
@ApiTags('sharing')
@ApiBearerAuth()
@Controller('family-members')
export class ShareLinksController {
  constructor(
    private readonly createLink: CreateShareLinkUseCase,
    private readonly listLinks: ListShareLinksUseCase,
    private readonly revokeLink: RevokeShareLinkUseCase,
  ) {}

  @HouseholdAction('edit_readers')
  @Post(':id/share-links')
  @ApiOperation({
    summary: "Makes a read-only link to the member's card (first name, comfort levels, reading list with verdicts, a search giving verdicts).",
    description:
      'The token is shown only in this answer (stored as a keyed hash): to copy a link again later, make a new one. At most 5 working links per member.',
  })
  @ApiBody({ type: CreateShareLinkDto })
  @ApiCreatedResponse({ type: NewShareLinkDto })
  @ApiResponse({
    status: 400,
    type: ShareErrorDto,
    description: 'A lifetime other than 1, 7, 30 or 90 days, or a name over 60 characters',
    example: { code: 'validation_failed', message: SHARE_MESSAGES.expiryChoice, errors: [SHARE_MESSAGES.expiryChoice] },
  })
  @ApiResponse({
    status: 409,
    type: ShareErrorDto,
    description: 'The member has 5 working links',
    example: { code: 'limit_reached', message: SHARE_MESSAGES.tooManyActive, errors: [SHARE_MESSAGES.tooManyActive] },
  })
  @UNAUTHORIZED
  @MEMBER_NOT_FOUND
  async create(@Param('id') id: string, @Body() body: CreateShareLinkDto, @HouseholdActor() actor: Actor): Promise<NewShareLinkView> {
    return unwrap(await this.createLink.execute({ memberId: id, expiresInDays: body.expires_in_days, label: body.label }, actor));
  }

  @HouseholdAction('view_readers')
  @Get(':id/share-links')
  @ApiOperation({ summary: "The member's share links, newest first (the latest 20), each with its status; never a token." })
  @ApiOkResponse({ type: [ShareLinkDto] })
  @UNAUTHORIZED
  @MEMBER_NOT_FOUND
  async list(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<ShareLinkView[]> {
    return unwrap(await this.listLinks.execute({ memberId: id }, actor));
  }

  @HouseholdAction('edit_readers')
  @Delete(':id/share-links/:linkId')
  @ApiOperation({ summary: 'Turns a link off: it stops working at once and stays listed as revoked. Turning off a link already off changes nothing.' })
  @ApiOkResponse({ type: ShareLinkDto, description: 'The link, now revoked' })
  @ApiResponse({
    status: 404,
    type: ShareErrorDto,
    description: 'No such member, or no such link of this member',
    example: { code: 'not_found', message: SHARE_MESSAGES.linkNotFound, errors: [SHARE_MESSAGES.linkNotFound] },
  })
  @UNAUTHORIZED
  async revoke(@Param('id') id: string, @Param('linkId') linkId: string, @HouseholdActor() actor: Actor): Promise<ShareLinkView> {
    return unwrap(await this.revokeLink.execute({ memberId: id, linkId }, actor));
  }
}
