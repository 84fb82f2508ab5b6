import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { CreateReaderCodeUseCase, type NewReaderCodeView } from '../../application/reader-access/create-reader-code.use-case.js';
import { GetReaderCodeUseCase, type ReaderCodeStatusView } from '../../application/reader-access/get-reader-code.use-case.js';
import { RevokeReaderCodeUseCase } from '../../application/reader-access/revoke-reader-code.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { CODE_STATUS_EXAMPLE, MEMBER_NOT_FOUND_EXAMPLE, NEW_CODE_EXAMPLE, TOO_YOUNG_EXAMPLE } from './book-requests.examples.js';
import { NewReaderCodeDto, ReaderCodeStatusDto } from './book-requests.responses.js';

/** The parent makes, shows the state of, and revokes a family member's own sign-in code. */
@ApiTags('ask and approve')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: "No account token, a bad one, or a reader's token" })
@Controller('family-members')
export class ReaderCodesController {
  constructor(
    private readonly createCode: CreateReaderCodeUseCase,
    private readonly getCode: GetReaderCodeUseCase,
    private readonly revokeCode: RevokeReaderCodeUseCase,
  ) {}

  @Post(':id/reader-code')
  @HouseholdAction('manage_reader_codes')
  @ApiOperation({
    summary:
      "Makes a new sign-in code for a family member aged 8 or older, replacing any earlier one (the old code stops working and the member's reader sessions end at once).",
    description: 'The code is shown only in this answer (8 characters without 0/O/1/I/L, as XXXX-XXXX); it is stored as a keyed hash.',
  })
  @ApiCreatedResponse({ type: NewReaderCodeDto, example: NEW_CODE_EXAMPLE })
  @ApiResponse({ status: 422, schema: { example: TOO_YOUNG_EXAMPLE }, description: 'The member is younger than 8' })
  @ApiNotFoundResponse({ schema: { example: MEMBER_NOT_FOUND_EXAMPLE }, description: "No such member of this account (another account's id alike)" })
  async create(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<NewReaderCodeView> {
    return unwrap(await this.createCode.execute({ memberId: id }, actor));
  }

  @Get(':id/reader-code')
  @HouseholdAction('manage_reader_codes')
  @ApiOperation({ summary: 'Whether the member has a working code, when it was made and last used. Never the code.' })
  @ApiOkResponse({ type: ReaderCodeStatusDto, example: CODE_STATUS_EXAMPLE })
  @ApiNotFoundResponse({ schema: { example: MEMBER_NOT_FOUND_EXAMPLE } })
  async status(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<ReaderCodeStatusView> {
    return unwrap(await this.getCode.execute({ memberId: id }, actor));
  }

  @Delete(':id/reader-code')
  @HouseholdAction('manage_reader_codes')
  @HttpCode(204)
  @ApiOperation({ summary: "Revokes the member's code: it stops working and the member's reader sessions end at once." })
  @ApiNoContentResponse({ description: 'Revoked (also when there was no code)' })
  @ApiNotFoundResponse({ schema: { example: MEMBER_NOT_FOUND_EXAMPLE } })
  async revoke(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<void> {
    unwrap(await this.revokeCode.execute({ memberId: id }, actor));
  }
}
