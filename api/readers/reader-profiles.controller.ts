import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import type { WrittenSummary } from '../../application/readers/summary-with-fallback.js';
import { UpdateSummaryFromBooksUseCase } from '../../application/readers/update-summary-from-books.use-case.js';
import { WriteReaderSummaryUseCase } from '../../application/readers/write-reader-summary.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { SummaryDto, UpdateFromBooksDto } from './readers.dto.js';
import { NO_READER_EXAMPLE, SUMMARY_EXAMPLE } from './readers.examples.js';
import { WrittenSummaryDto } from './readers.responses.js';

/** Reading summaries: written by the AI service when configured, else (and on its failure) locally. */
@ApiTags('readers')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@ApiNotFoundResponse({ schema: { example: NO_READER_EXAMPLE }, description: 'reader_id names no reader of this account' })
@Controller('reader-profiles')
export class ReaderProfilesController {
  constructor(
    private readonly writeSummary: WriteReaderSummaryUseCase,
    private readonly updateFromBooks: UpdateSummaryFromBooksUseCase,
  ) {}

  @Post('summary')
  @HouseholdAction('edit_readers')
  @HttpCode(200)
  @ApiOperation({
    summary: "Writes the reader's reading summary from the quiz and saves it with the quiz: { summary, source: 'ai' | 'local' }.",
    description:
      "A family member gets ai_summary, quiz_data, content_tolerance and has_completed_quiz = true; 'self' gets reading_filter, quiz_data, content_tolerance and quiz_completed = true.",
  })
  @ApiOkResponse({ type: WrittenSummaryDto, example: SUMMARY_EXAMPLE })
  @ApiBadRequestResponse({ description: 'quizData.content_tolerance off the 0..5 scale' })
  async summary(@Body() body: SummaryDto, @HouseholdActor() actor: Actor): Promise<WrittenSummary> {
    return unwrap(await this.writeSummary.execute({ readerId: body.reader_id, quizData: body.quizData }, actor));
  }

  @Post('update-from-books')
  @HouseholdAction('edit_readers')
  @HttpCode(200)
  @ApiOperation({ summary: "Rewrites the reader's summary from books liked and not liked and saves it: { summary, source }." })
  @ApiOkResponse({ type: WrittenSummaryDto, example: SUMMARY_EXAMPLE })
  @ApiBadRequestResponse({
    schema: { example: { code: 'validation_failed', message: 'Please add some information', errors: ['Please add some information'] } },
    description: 'Both texts empty',
  })
  async update(@Body() body: UpdateFromBooksDto, @HouseholdActor() actor: Actor): Promise<WrittenSummary> {
    return unwrap(await this.updateFromBooks.execute({ readerId: body.reader_id, booksLiked: body.booksLiked, booksDisliked: body.booksDisliked }, actor));
  }
}
