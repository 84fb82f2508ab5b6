import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { paged, PAGE_HEADERS } from '../http/paged.js';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { AnswerBookRequestUseCase } from '../../application/book-requests/answer-book-request.use-case.js';
import type { ParentRequestView } from '../../application/book-requests/book-request-views.js';
import { ListBookRequestsUseCase } from '../../application/book-requests/list-book-requests.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { AnswerRequestDto, BookRequestQueryDto } from './book-requests.dto.js';
import {
  ALREADY_ANSWERED_EXAMPLE,
  APPROVED_EXAMPLE,
  DECLINED_EXAMPLE,
  NOTE_TOO_LONG_EXAMPLE,
  PARENT_REQUEST_EXAMPLE,
  REQUEST_NOT_FOUND_EXAMPLE,
} from './book-requests.examples.js';
import { ParentRequestViewDto } from './book-requests.responses.js';

/** The parent's side of ask and approve: the readers' requests, with the match, and the answers. */
@ApiTags('ask and approve')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: "No account token, a bad one, or a reader's token" })
@Controller('book-requests')
export class BookRequestsController {
  constructor(
    private readonly listRequests: ListBookRequestsUseCase,
    private readonly answer: AnswerBookRequestUseCase,
  ) {}

  @Get()
  @HouseholdAction('view_book_requests')
  @ApiOperation({
    summary: "The account's book requests (pending unless status says otherwise), newest first.",
    description:
      "match: the catalog's facts of the book judged against that reader's comfort levels by the domain's matchBook, with every category above comfort; null when the catalog does not know the book.",
  })
  @ApiOkResponse({ headers: PAGE_HEADERS, type: ParentRequestViewDto, isArray: true, example: [PARENT_REQUEST_EXAMPLE] })
  async list(
    @Query() query: BookRequestQueryDto,
    @HouseholdActor() actor: Actor,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ParentRequestView[]> {
    return paged(req, res, await this.listRequests.execute({ status: query.status ?? 'pending' }, actor), query);
  }

  @Post(':id/approve')
  @HouseholdAction('answer_book_requests')
  @HttpCode(200)
  @ApiOperation({
    summary: "Approves a pending request: the book goes onto that reader's list as to-read (left as it is when already there), in one transaction.",
  })
  @ApiOkResponse({ type: ParentRequestViewDto, example: APPROVED_EXAMPLE })
  @ApiConflictResponse({ schema: { example: ALREADY_ANSWERED_EXAMPLE }, description: 'Already approved or declined' })
  @ApiNotFoundResponse({ schema: { example: REQUEST_NOT_FOUND_EXAMPLE }, description: "No such request of this account (another account's id alike)" })
  @ApiResponse({ status: 422, schema: { example: NOTE_TOO_LONG_EXAMPLE }, description: 'A note over 500 characters' })
  async approve(@Param('id') id: string, @Body() body: AnswerRequestDto, @HouseholdActor() actor: Actor): Promise<ParentRequestView> {
    return unwrap(await this.answer.execute({ id, action: 'approve', note: body.note }, actor));
  }

  @Post(':id/decline')
  @HouseholdAction('answer_book_requests')
  @HttpCode(200)
  @ApiOperation({ summary: 'Declines a pending request, with an optional note the reader sees.' })
  @ApiOkResponse({ type: ParentRequestViewDto, example: DECLINED_EXAMPLE })
  @ApiConflictResponse({ schema: { example: ALREADY_ANSWERED_EXAMPLE }, description: 'Already approved or declined' })
  @ApiNotFoundResponse({ schema: { example: REQUEST_NOT_FOUND_EXAMPLE } })
  @ApiResponse({ status: 422, schema: { example: NOTE_TOO_LONG_EXAMPLE }, description: 'A note over 500 characters' })
  async decline(@Param('id') id: string, @Body() body: AnswerRequestDto, @HouseholdActor() actor: Actor): Promise<ParentRequestView> {
    return unwrap(await this.answer.execute({ id, action: 'decline', note: body.note }, actor));
  }
}
