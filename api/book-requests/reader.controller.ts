import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pagedJson, PAGE_HEADERS, PageQueryDto } from '../http/paged.js';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AskForBookUseCase } from '../../application/book-requests/ask-for-book.use-case.js';
import { BOOK_REQUEST_STORE, type BookRequestStore } from '../../application/book-requests/book-request-store.port.js';
import { toReaderRequestView, type ReaderRequestView } from '../../application/book-requests/book-request-views.js';
import { SearchBooksUseCase } from '../../application/books/search-books.use-case.js';
import { ListReaderReadingListUseCase } from '../../application/reader-access/list-reader-reading-list.use-case.js';
import type { ReaderActor } from '../../application/reader-access/reader-actor.js';
import { READER_ACCESS_STORE, type ReaderAccessStore } from '../../application/reader-access/reader-access-store.port.js';
import { AppError } from '../../application/shared/app-error.js';
import { CurrentReader } from '../auth/current-reader.decorator.js';
import { ReaderRoute } from '../auth/reader-route.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { SEARCH_EXAMPLE } from '../books/books.examples.js';
import { AskForBookDto, ReaderSearchQueryDto } from './book-requests.dto.js';
import {
  ALREADY_ASKED_EXAMPLE,
  READER_LIST_ITEM_EXAMPLE,
  READER_ME_EXAMPLE,
  READER_REQUEST_EXAMPLE,
  TITLE_REQUIRED_EXAMPLE,
} from './book-requests.examples.js';
import { ReaderMeDto, ReaderRequestViewDto } from './book-requests.responses.js';
import { SearchHitDto } from '../books/books.responses.js';
import { ReadingListItemDto } from '../reading-list/reading-list.responses.js';

/**
 * The reader's own screens (/api/reader/*), for a reader token only: who they are, the catalog
 * search, their requests and their reading list. Never a sibling's or the parent's rows.
 */
@ApiTags('ask and approve')
@ReaderRoute()
@ApiUnauthorizedResponse({ description: "No reader token, a bad or ended one, or an account's token" })
@Controller('reader')
export class ReaderController {
  constructor(
    @Inject(READER_ACCESS_STORE) private readonly access: ReaderAccessStore,
    @Inject(BOOK_REQUEST_STORE) private readonly requests: BookRequestStore,
    private readonly search: SearchBooksUseCase,
    private readonly ask: AskForBookUseCase,
    private readonly readingList: ListReaderReadingListUseCase,
  ) {}

  @Get('me')
  @ApiOperation({ summary: "The signed-in reader and the parent's first name." })
  @ApiOkResponse({ type: ReaderMeDto, example: READER_ME_EXAMPLE })
  async me(@CurrentReader() reader: ReaderActor) {
    const found = await this.access.findReader(reader.userId, reader.readerId);
    // the session check passed a moment ago; a member removed since is simply signed out
    if (!found) throw new AppError('unauthorized', 'Authentication required');
    return { id: found.id, name: found.name, age: found.age, parent_first_name: found.parent_first_name };
  }

  @Get('books/search')
  @ApiOperation({ summary: 'Catalog matches, best first, as GET /api/books/search. Takes no scan.' })
  @ApiOkResponse({ type: SearchHitDto, isArray: true, example: SEARCH_EXAMPLE })
  async searchBooks(@Query() query: ReaderSearchQueryDto) {
    // the catalog matches only (no reader_id): the same array as GET /api/books/search without a reader
    return unwrap(await this.search.execute({ q: typeof query.q === 'string' ? query.q : null })).hits;
  }

  @Post('requests')
  @ApiOperation({ summary: 'Asks the parent for a book: title and author required, ISBN and a note (≤ 300) optional.' })
  @ApiCreatedResponse({ type: ReaderRequestViewDto, example: READER_REQUEST_EXAMPLE })
  @ApiConflictResponse({ schema: { example: ALREADY_ASKED_EXAMPLE }, description: 'A pending request for the same title and author (any case) already' })
  @ApiResponse({
    status: 422,
    schema: { example: TITLE_REQUIRED_EXAMPLE },
    description: "'Title is required', 'Author is required', or a text over its length",
  })
  async askForBook(@Body() body: AskForBookDto, @CurrentReader() reader: ReaderActor): Promise<ReaderRequestView> {
    return unwrap(await this.ask.execute(body, reader));
  }

  @Get('requests')
  @ApiOperation({ summary: "The reader's own requests, newest first." })
  @ApiOkResponse({ type: ReaderRequestViewDto, isArray: true, example: [READER_REQUEST_EXAMPLE] })
  async myRequests(@CurrentReader() reader: ReaderActor): Promise<ReaderRequestView[]> {
    return (await this.requests.listForReader(reader.userId, reader.readerId)).map(toReaderRequestView);
  }

  @Get('reading-list')
  @ApiOperation({ summary: "The reader's own reading list, newest first (items as GET /api/reading-list)." })
  @ApiOkResponse({ headers: PAGE_HEADERS, type: ReadingListItemDto, isArray: true, example: [READER_LIST_ITEM_EXAMPLE] })
  async myReadingList(
    @Query() query: PageQueryDto,
    @CurrentReader() reader: ReaderActor,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Buffer> {
    return pagedJson(req, res, await this.readingList.execute(reader), query);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends this reader session (the token stops working at once).' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@CurrentReader() reader: ReaderActor): Promise<void> {
    await this.access.endSession(reader.sessionId);
  }
}
