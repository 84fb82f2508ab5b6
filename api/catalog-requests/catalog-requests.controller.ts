import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AskToAddBookUseCase } from '../../application/catalog-requests/ask-to-add-book.use-case.js';
import { CATALOG_REQUEST_STORE, type CatalogRequestStore } from '../../application/catalog-requests/catalog-request-store.port.js';
import { SettleAddedRequestsUseCase } from '../../application/catalog-requests/settle-added-requests.use-case.js';
import type { Actor } from '../../application/ports/actor.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { AppError } from '../../application/shared/app-error.js';
import { CATALOG_REQUEST_MESSAGES } from '../../domain/index.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { CatalogRequestDto } from './catalog-requests.dto.js';
import { CATALOG_REQUEST_EXAMPLE } from './catalog-requests.examples.js';
import { CatalogRequestRecordDto } from './catalog-requests.responses.js';

/** "Ask us to add this book" (a book the catalog lacks). Not /api/book-requests, the reader-asks-parent flow. */
@ApiTags('catalog-requests')
@ApiBearerAuth()
@Controller('catalog-requests')
export class CatalogRequestsController {
  constructor(
    private readonly ask: AskToAddBookUseCase,
    private readonly settle: SettleAddedRequestsUseCase,
    @Inject(CATALOG_REQUEST_STORE) private readonly store: CatalogRequestStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Ask us to add a book the catalog lacks',
    description:
      'Title 1–200 characters, author up to 200. Asking again for the same title (any case, spacing or punctuation) answers 200 with the earlier request.',
  })
  @ApiCreatedResponse({ description: 'A new request', type: CatalogRequestRecordDto, example: CATALOG_REQUEST_EXAMPLE })
  @ApiOkResponse({
    description: 'The caller had already asked for this title: the earlier request',
    type: CatalogRequestRecordDto,
    example: CATALOG_REQUEST_EXAMPLE,
  })
  @ApiBadRequestResponse({
    description: `validation_failed: '${CATALOG_REQUEST_MESSAGES.titleRequired}', '${CATALOG_REQUEST_MESSAGES.titleTooLong}', '${CATALOG_REQUEST_MESSAGES.authorTooLong}'`,
  })
  async create(@Body() body: CatalogRequestDto, @CurrentUser() actor: Actor, @Res({ passthrough: true }) res: FastifyReply) {
    const { record, created } = unwrap(await this.ask.execute(body, actor));
    res.code(created ? 201 : 200);
    return record;
  }

  @Get()
  @ApiOperation({
    summary: "The caller's requests, newest first",
    description:
      "Open requests whose title the catalog now holds are marked 'added' first. An added request with seen_at null is one the parent has not been told about yet.",
  })
  @ApiOkResponse({
    type: CatalogRequestRecordDto,
    isArray: true,
    example: [{ ...CATALOG_REQUEST_EXAMPLE, status: 'added', decided_at: '2026-11-26T09:00:00.000Z' }],
  })
  async list(@CurrentUser() actor: Actor) {
    await this.settle.execute(actor.id);
    return this.store.listOwn(actor.id);
  }

  @Post(':id/seen')
  @HttpCode(204)
  @ApiOperation({ summary: 'Records that the parent was shown "now in ShelfCheck" for this request (shown once)' })
  @ApiNoContentResponse({ description: 'Recorded (or already recorded)' })
  @ApiNotFoundResponse({ description: 'No request of the caller has this id' })
  async seen(@Param('id') id: string, @CurrentUser() actor: Actor): Promise<void> {
    if (!(await this.store.markSeen(actor.id, id, this.clock.now()))) throw new AppError('not_found', CATALOG_REQUEST_MESSAGES.notFound);
  }
}
