import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CORRECTION_LIST_MAX } from '../../application/corrections/correction-policy.js';
import { DecideCorrectionUseCase } from '../../application/corrections/decide-correction.use-case.js';
import { ListCorrectionsQuery } from '../../application/corrections/list-corrections.query.js';
import type { Actor } from '../../application/ports/actor.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { CorrectionListQuery, DecideCorrectionDto } from './corrections.dto.js';
import { CORRECTION_EXAMPLE, QUEUED_CORRECTION_EXAMPLE } from './corrections.examples.js';
import { CorrectionDecidedDto, CorrectionViewDto } from './corrections.responses.js';

/** The admin queue of rating corrections (admin gate and unlock, like every /api/admin route). */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/corrections')
export class AdminCorrectionsController {
  constructor(
    private readonly listCorrections: ListCorrectionsQuery,
    private readonly decideCorrection: DecideCorrectionUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "Corrections, newest first, with the category's current rating and the proposed one (null when the book left the catalog)" })
  @ApiOkResponse({ type: CorrectionViewDto, isArray: true, example: [QUEUED_CORRECTION_EXAMPLE] })
  list(@Query() query: CorrectionListQuery) {
    return this.listCorrections.execute(query.status ?? null, query.limit ?? CORRECTION_LIST_MAX);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Accept or reject an open correction',
    description:
      "accept writes the category's flag, severity and example (the proposal, or the admin's edits) on the catalog row, with an audit entry (before/after), in one transaction, and drops the book's cached analyses; reject changes nothing in the catalog. Both are final.",
  })
  @ApiOkResponse({ type: CorrectionDecidedDto, example: { correction: { ...CORRECTION_EXAMPLE, status: 'accepted' }, message: 'Correction accepted' } })
  @ApiBadRequestResponse({
    description: "validation_failed: 'Severity must be a whole number from 0 to 5', 'Content that is present needs a severity from 1 to 5'…",
  })
  @ApiConflictResponse({ description: "Already decided: { code: 'conflict', message: 'Cannot accept a correction that is rejected' }" })
  @ApiNotFoundResponse({ description: 'No correction with this id, or its book is no longer in the catalog' })
  async decide(@Param('id') id: string, @Body() body: DecideCorrectionDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.decideCorrection.execute({ id, ...body }, actor));
  }
}
