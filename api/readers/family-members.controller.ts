import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { paged, PAGE_HEADERS, PageQueryDto } from '../http/paged.js';
import {
  ApiConflictResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { AddFamilyMemberUseCase } from '../../application/readers/add-family-member.use-case.js';
import { FAMILY_MEMBER_STORE, type FamilyMemberRow, type FamilyMemberStore } from '../../application/readers/family-member-store.port.js';
import { RemoveFamilyMemberUseCase } from '../../application/readers/remove-family-member.use-case.js';
import { UpdateFamilyMemberUseCase } from '../../application/readers/update-family-member.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { FamilyMemberDto } from './readers.dto.js';
import { FAMILY_MEMBER_EXAMPLE, NOT_FOUND_MEMBER, VALIDATION_EXAMPLE } from './readers.examples.js';
import { FamilyMemberRowDto } from './readers.responses.js';

/** The account's family members (the readers besides the account's own profile). */
@ApiTags('readers')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('family-members')
export class FamilyMembersController {
  constructor(
    @Inject(FAMILY_MEMBER_STORE) private readonly members: FamilyMemberStore,
    private readonly addMember: AddFamilyMemberUseCase,
    private readonly updateMember: UpdateFamilyMemberUseCase,
    private readonly removeMember: RemoveFamilyMemberUseCase,
  ) {}

  @Get()
  @HouseholdAction('view_readers')
  @ApiOperation({ summary: "The account's family members, oldest first (created_at ascending)." })
  @ApiOkResponse({ headers: PAGE_HEADERS, type: FamilyMemberRowDto, isArray: true, example: [FAMILY_MEMBER_EXAMPLE] })
  async list(
    @Query() query: PageQueryDto,
    @HouseholdActor() actor: Actor,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<FamilyMemberRow[]> {
    return paged(req, res, await this.members.list(actor.id), query);
  }

  @Post()
  @HouseholdAction('edit_readers')
  @ApiOperation({ summary: 'Adds a family member: name (non-empty), age (whole, 1-120) and reading_level are required.' })
  @ApiCreatedResponse({ type: FamilyMemberRowDto, example: FAMILY_MEMBER_EXAMPLE })
  @ApiConflictResponse({ description: 'limit_reached: at most 30 family members (domain ACCOUNT_LIMITS)' })
  @ApiBadRequestResponse({
    schema: { example: VALIDATION_EXAMPLE },
    description: "The domain's messages: 'Name is required', 'Age is required', 'Age must be between 1 and 120', 'Reading level is required'…",
  })
  async add(@Body() body: FamilyMemberDto, @HouseholdActor() actor: Actor): Promise<FamilyMemberRow> {
    const { name, age, reading_level, ...rest } = body;
    return unwrap(await this.addMember.execute({ ...rest, name: name ?? undefined, age: age ?? undefined, reading_level: reading_level ?? undefined }, actor));
  }

  @Patch(':id')
  @HouseholdAction('edit_readers')
  @ApiOperation({ summary: 'Changes the fields given; the basic info is judged as it will be after the change.' })
  @ApiOkResponse({ type: FamilyMemberRowDto, example: FAMILY_MEMBER_EXAMPLE })
  @ApiBadRequestResponse({ schema: { example: VALIDATION_EXAMPLE } })
  @ApiNotFoundResponse({ schema: { example: NOT_FOUND_MEMBER }, description: "No such member of this account (another account's id or a malformed id alike)" })
  async update(@Param('id') id: string, @Body() body: FamilyMemberDto, @HouseholdActor() actor: Actor): Promise<FamilyMemberRow> {
    return unwrap(await this.updateMember.execute({ id, changes: body }, actor));
  }

  @Delete(':id')
  @HouseholdAction('edit_readers')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a family member. Their reading-list items and scans stay (they carry the reader_name).' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ schema: { example: NOT_FOUND_MEMBER } })
  async remove(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<void> {
    unwrap(await this.removeMember.execute({ id }, actor));
  }
}
