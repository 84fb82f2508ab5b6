import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../application/ports/actor.js';
import { ShelfSessions } from '../../application/shelf/shelf.use-cases.js';
import { SHELF_MESSAGES } from '../../domain/index.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { AddShelfBookDto, ShelfAddedView, ShelfErrorView, ShelfSessionListItemView, ShelfSessionView, StartShelfSessionDto } from './shelf.dto.js';

/** Shelf mode (issue 25 part 4): scan book after book at a shelf; verdicts for every reader, best first. */
@ApiTags('shelf')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ShelfErrorView, description: 'No token or a bad one' })
@Controller('shelf-sessions')
export class ShelfController {
  constructor(private readonly shelf: ShelfSessions) {}

  @HouseholdAction('check_books')
  @Post()
  @ApiOperation({ summary: 'Starts a shelf session for 1–6 readers' })
  @ApiCreatedResponse({ type: ShelfSessionView })
  @ApiBadRequestResponse({ type: ShelfErrorView, description: `validation_failed: '${SHELF_MESSAGES.noReaders}', '${SHELF_MESSAGES.tooManyReaders}'` })
  @ApiNotFoundResponse({ type: ShelfErrorView, description: "A reader is unknown or another account's" })
  async start(@Body() body: StartShelfSessionDto, @HouseholdActor() actor: Actor) {
    return unwrap(await this.shelf.start(body.reader_ids, actor));
  }

  @HouseholdAction('view_scan_history')
  @Get()
  @ApiOperation({ summary: "The account's shelf sessions, newest first (at most 20), each with its book count" })
  @ApiOkResponse({ type: [ShelfSessionListItemView] })
  async list(@HouseholdActor() actor: Actor) {
    return this.shelf.list(actor);
  }

  @HouseholdAction('view_scan_history')
  @Get(':id')
  @ApiOperation({ summary: 'One session with its books, best first' })
  @ApiQuery({
    name: 'for',
    required: false,
    description: "a reader of the session: order by that reader's score; without it, every reader side by side (each book by its lowest score)",
  })
  @ApiOkResponse({ type: ShelfSessionView })
  @ApiNotFoundResponse({ type: ShelfErrorView, description: SHELF_MESSAGES.notFound })
  async get(@Param('id') id: string, @HouseholdActor() actor: Actor, @Query('for') orderFor?: string) {
    return unwrap(await this.shelf.get(id, typeof orderFor === 'string' && orderFor !== '' ? orderFor : null, actor));
  }

  @HouseholdAction('check_books')
  @Post(':id/books')
  @ApiOperation({
    summary: 'Adds a scanned barcode to the session: the book and its verdict for each reader',
    description:
      'A new catalog book takes one scan from the free allowance. A book already on this shelf answers 200 with duplicate: true (no scan). An ISBN the catalog does not hold is kept with in_catalog: false and no verdicts (no scan).',
  })
  @ApiCreatedResponse({ type: ShelfAddedView, description: 'Added' })
  @ApiOkResponse({ type: ShelfAddedView, description: 'Already on this shelf (duplicate: true)' })
  @ApiBadRequestResponse({ type: ShelfErrorView, description: `validation_failed: '${SHELF_MESSAGES.badIsbn}'` })
  @ApiPaymentRequiredResponse({ type: ShelfErrorView, description: 'All free scans used: upgrade to keep scanning' })
  @ApiNotFoundResponse({ type: ShelfErrorView, description: `'${SHELF_MESSAGES.notFound}', or a reader of the session was removed` })
  @ApiConflictResponse({ type: ShelfErrorView, description: `conflict: '${SHELF_MESSAGES.ended}'; limit_reached: '${SHELF_MESSAGES.full}'` })
  async add(@Param('id') id: string, @Body() body: AddShelfBookDto, @HouseholdActor() actor: Actor, @Res({ passthrough: true }) res: FastifyReply) {
    const { book, created } = unwrap(await this.shelf.add(id, body.isbn, actor));
    res.code(created ? 201 : 200);
    return { book, duplicate: !created };
  }

  @HouseholdAction('check_books')
  @Post(':id/end')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the session (it stays in the history); ending twice is harmless' })
  @ApiOkResponse({ type: ShelfSessionView })
  @ApiNotFoundResponse({ type: ShelfErrorView, description: SHELF_MESSAGES.notFound })
  async end(@Param('id') id: string, @HouseholdActor() actor: Actor) {
    return unwrap(await this.shelf.end(id, actor));
  }
}
