import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CORRECTION_MESSAGES } from '../../domain/index.js';
import { FileCorrectionUseCase } from '../../application/corrections/file-correction.use-case.js';
import type { Actor } from '../../application/ports/actor.js';
import { ApiRateLimited } from '../accounts/auth.examples.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { FileCorrectionDto } from './corrections.dto.js';
import { CORRECTION_EXAMPLE } from './corrections.examples.js';
import { CorrectionDto } from './corrections.responses.js';

/** 'Report a problem' on a content consideration (signed in). */
@ApiTags('books')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('books/corrections')
export class CorrectionsController {
  constructor(private readonly fileCorrection: FileCorrectionUseCase) {}

  @Post()
  @ApiOperation({
    summary: "Files a correction of one category's rating of a catalog book; it waits, open, in the admin queue.",
    description:
      'kind: too_lenient, too_strict (note optional), factual_error, missing_content, other (note required); note at most 1000 characters. 10 per hour per account.',
  })
  @ApiCreatedResponse({ type: CorrectionDto, example: CORRECTION_EXAMPLE })
  @ApiBadRequestResponse({
    description: `validation_failed: '${CORRECTION_MESSAGES.noteRequired}', '${CORRECTION_MESSAGES.kind}', '${CORRECTION_MESSAGES.category}', 'Maximum length is 1000 characters'`,
  })
  @ApiNotFoundResponse({ description: CORRECTION_MESSAGES.bookNotFound })
  @ApiRateLimited('correction')
  async file(@Body() body: FileCorrectionDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.fileCorrection.execute(body, actor));
  }
}
