import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiGatewayTimeoutResponse,
  ApiBearerAuth,
  ApiExtraModels,
  getSchemaPath,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../application/shared/app-error.js';
import type { Actor } from '../../application/ports/actor.js';
import { AnalyzeBookOnceUseCase } from '../../application/books/analyze-book-once.use-case.js';
import { BookChatUseCase } from '../../application/books/book-chat.use-case.js';
import { BookReviewsUseCase } from '../../application/books/book-reviews.use-case.js';
import { ContentDetailsUseCase } from '../../application/books/content-details.use-case.js';
import { SearchBooksUseCase } from '../../application/books/search-books.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { AnalyzeDto, ChatDto, ContentDetailsDto, ReviewsDto } from './books.dto.js';
import { BookAnalysisDto, BookChoicesDto, ChatAnswerDto, ContentExamplesDto, ReviewsAnswerDto, SearchHitDto } from './books.responses.js';
import {
  AI_PROVENANCE_EXAMPLE,
  AI_TIMEOUT_EXAMPLE,
  ANALYSIS_EXAMPLE,
  BOOK_NOT_FOUND_EXAMPLE,
  CHAT_EXAMPLE,
  EXAMPLES_EXAMPLE,
  NO_READER_EXAMPLE,
  QUOTA_EXAMPLE,
  REQUIRED_EXAMPLE,
  REVIEWS_EXAMPLE,
  SEARCH_EXAMPLE,
  SEARCH_FOR_READER_EXAMPLE,
  SELECTION_EXAMPLE,
  UNKNOWN_CATEGORY_EXAMPLE,
  UPSTREAM_EXAMPLE,
} from './books.examples.js';

/** The search answer's count of matches left out for the reader (only with reader_id). */
export const HIDDEN_COUNT_HEADER = 'X-Hidden-Count';
const SHOW_ALL_VALUES: Readonly<Record<string, boolean>> = { true: true, '1': true, false: false, '0': false };
const SHOW_ALL_MESSAGE = 'show_all must be true or false';

const AI_FAILURE = 'Only with an AI provider (OPENAI_API_KEY): it refused, failed or answered malformed JSON. Nothing is charged.';
const AI_TIMEOUT =
  '`ai_timeout`: only with an AI provider, which did not answer within OPENAI_TIMEOUT_MS (default 20 s, retries included). Nothing is stored or charged.';

/** Book intelligence over HTTP: thin, every decision is the use cases' and the domain's. */
@ApiTags('books')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('books')
export class BooksController {
  constructor(
    private readonly searchBooks: SearchBooksUseCase,
    private readonly analyzeBook: AnalyzeBookOnceUseCase,
    private readonly details: ContentDetailsUseCase,
    private readonly reviewsOf: BookReviewsUseCase,
    private readonly chatAbout: BookChatUseCase,
  ) {}

  @Get('search')
  @HouseholdAction('check_books')
  @ApiQuery({ name: 'q', example: "charlote's web", description: 'title, author, or ISBN-10/13; typos and partial titles are fine' })
  @ApiQuery({
    name: 'reader_id',
    required: false,
    example: 'self',
    description:
      "a family member's id, or 'self': the same matches judged for that reader, each with `fit`; books above a category the reader holds at zero tolerance (comfort 'Avoid', or screened) are left out and counted in the X-Hidden-Count header; better fits first among equally relevant matches. The book the query typed (an ISBN's book, or the match whose title the query is, by the identification rule) is never left out: it comes first with its fit and `typed: true`, and only the other matches are filtered and counted. Another account's reader: 404. Without it the answer is exactly as before.",
  })
  @ApiQuery({
    name: 'show_all',
    required: false,
    enum: ['true', 'false'],
    description: 'with reader_id: keep the books above a zero-tolerance category (each marked by fit.exceeds_zero_tolerance); X-Hidden-Count is then 0',
  })
  @ApiOperation({
    summary:
      'Catalog matches, best first: ISBN exactly, then title/author by trigram similarity (typos), word similarity (partial titles), prefix and substring. Takes no scan. Always an array; with reader_id filtered and ranked for that reader.',
  })
  @ApiOkResponse({
    type: SearchHitDto,
    isArray: true,
    example: SEARCH_EXAMPLE,
    description: `Without reader_id: { title, author, isbn, score }[]. With reader_id, each result also has fit { match_level, match_score, conflicts[{ category, label, zero_tolerance }], exceeds_zero_tolerance }, and the first one typed: true when it is the book the query typed (shown whatever its fit), e.g. ${JSON.stringify(SEARCH_FOR_READER_EXAMPLE)}`,
    headers: {
      [HIDDEN_COUNT_HEADER]: {
        description: 'only with reader_id: how many of the matches were left out for the reader (0 with show_all=true); never counts the typed book',
        schema: { type: 'integer', example: 2 },
      },
    },
  })
  @ApiBadRequestResponse({
    schema: { example: REQUIRED_EXAMPLE },
    description: "Blank query ('This field is required'), over 300 characters, or dangerous content; show_all other than true or false",
  })
  @ApiNotFoundResponse({ schema: { example: NO_READER_EXAMPLE }, description: "reader_id is unknown or another account's" })
  async search(
    @HouseholdActor() actor: Actor,
    @Res({ passthrough: true }) res: FastifyReply,
    @Query('q') q?: string,
    @Query('reader_id') readerId?: string,
    @Query('show_all') showAll?: string,
  ) {
    const reader = typeof readerId === 'string' && readerId.trim() !== '' ? readerId.trim().slice(0, 64) : null;
    const all = showAll === undefined ? false : typeof showAll === 'string' ? SHOW_ALL_VALUES[showAll.trim().toLowerCase()] : undefined;
    if (all === undefined) throw AppError.validation([SHOW_ALL_MESSAGE]);
    const answer = unwrap(await this.searchBooks.execute({ q: typeof q === 'string' ? q : null, readerId: reader, showAll: all }, actor));
    if (answer.hiddenCount !== null) res.header(HIDDEN_COUNT_HEADER, String(answer.hiddenCount));
    return answer.hits;
  }

  @Post('analyze')
  @HouseholdAction('check_books')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Analyses a book for a reader, loaded on the server from reader_id: the match judged by the domain, or { requiresSelection, matches } when the query could mean several books (no scan taken). Cached by book and reader fingerprint; a fresh analysis (or forceAnalysis) takes one free scan.',
  })
  @ApiExtraModels(BookAnalysisDto, BookChoicesDto)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(BookAnalysisDto) }, { $ref: getSchemaPath(BookChoicesDto) }] },
    example: ANALYSIS_EXAMPLE,
    description:
      'The analysis; `provenance` says where the ratings come from ({ source: starter | import | ai | correction, updated_at, model? }), `notRated` lists the categories nobody rated ' +
      `(an AI analysis: ${JSON.stringify(AI_PROVENANCE_EXAMPLE)}). A conflict caps matchLevel at fair (score at most 59), a present zero-tolerance category makes it poor (at most 39). ` +
      `Or, for an ambiguous query, the choices: ${JSON.stringify(SELECTION_EXAMPLE)}`,
  })
  @ApiBadRequestResponse({ description: 'No title, author, ISBN or query; a malformed body' })
  @ApiPaymentRequiredResponse({ schema: { example: QUOTA_EXAMPLE }, description: 'All free scans used: upgrade to keep scanning' })
  @ApiNotFoundResponse({
    schema: { example: NO_READER_EXAMPLE },
    description: "Unknown reader (or another account's), or no such book (" + BOOK_NOT_FOUND_EXAMPLE.message + ')',
  })
  @ApiBadGatewayResponse({ schema: { example: UPSTREAM_EXAMPLE }, description: AI_FAILURE })
  @ApiGatewayTimeoutResponse({ schema: { example: AI_TIMEOUT_EXAMPLE }, description: AI_TIMEOUT })
  async analyze(@Body() body: AnalyzeDto, @HouseholdActor() actor: Actor) {
    return unwrap(
      await this.analyzeBook.execute({ book: body.book, readerId: body.reader_id, forceAnalysis: body.forceAnalysis, scanType: body.scan_type }, actor),
    );
  }

  @Post('content-details')
  @HouseholdAction('check_books')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The examples behind one flagged category. Quotes are never invented: catalog notes are paraphrases (quote empty), AI quotes are marked quoteVerified false.',
  })
  @ApiOkResponse({ type: ContentExamplesDto, example: EXAMPLES_EXAMPLE, description: '{ examples: [] } when there are none' })
  @ApiBadRequestResponse({ schema: { example: UNKNOWN_CATEGORY_EXAMPLE } })
  @ApiBadGatewayResponse({ description: AI_FAILURE })
  @ApiGatewayTimeoutResponse({ schema: { example: AI_TIMEOUT_EXAMPLE }, description: AI_TIMEOUT })
  async contentDetails(@Body() body: ContentDetailsDto, @HouseholdActor() actor: Actor) {
    return unwrap(await this.details.execute(body, actor));
  }

  @Post('reviews')
  @HouseholdAction('check_books')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Reviews for a perspective. Without an AI provider: one review written from the catalog notes and labelled so; [] for a book the catalog does not hold.',
  })
  @ApiOkResponse({ type: ReviewsAnswerDto, example: REVIEWS_EXAMPLE })
  @ApiBadRequestResponse({ schema: { example: REQUIRED_EXAMPLE }, description: 'Blank perspective' })
  @ApiBadGatewayResponse({ description: AI_FAILURE })
  @ApiGatewayTimeoutResponse({ schema: { example: AI_TIMEOUT_EXAMPLE }, description: AI_TIMEOUT })
  async reviews(@Body() body: ReviewsDto, @HouseholdActor() actor: Actor) {
    return unwrap(await this.reviewsOf.execute(body, actor));
  }

  @Post('chat')
  @HouseholdAction('check_books')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answers a question about the book for the chosen reader; says plainly what it cannot know.' })
  @ApiOkResponse({ type: ChatAnswerDto, example: CHAT_EXAMPLE })
  @ApiBadRequestResponse({ schema: { example: REQUIRED_EXAMPLE }, description: 'Blank question' })
  @ApiNotFoundResponse({ schema: { example: NO_READER_EXAMPLE } })
  @ApiBadGatewayResponse({ description: AI_FAILURE })
  @ApiGatewayTimeoutResponse({ schema: { example: AI_TIMEOUT_EXAMPLE }, description: AI_TIMEOUT })
  async chat(@Body() body: ChatDto, @HouseholdActor() actor: Actor) {
    return unwrap(await this.chatAbout.execute({ book: body.book, question: body.question, readerId: body.reader_id }, actor));
  }
}
