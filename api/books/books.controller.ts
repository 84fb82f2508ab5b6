import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { AnalyzeBookUseCase } from '../../application/books/analyze-book.use-case.js';
import { BookChatUseCase } from '../../application/books/book-chat.use-case.js';
import { BookReviewsUseCase } from '../../application/books/book-reviews.use-case.js';
import { ContentDetailsUseCase } from '../../application/books/content-details.use-case.js';
import { SearchBooksUseCase } from '../../application/books/search-books.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { AnalyzeDto, ChatDto, ContentDetailsDto, ReviewsDto } from './books.dto.js';
import {
  ANALYSIS_EXAMPLE,
  BOOK_NOT_FOUND_EXAMPLE,
  CHAT_EXAMPLE,
  EXAMPLES_EXAMPLE,
  NO_READER_EXAMPLE,
  QUOTA_EXAMPLE,
  REQUIRED_EXAMPLE,
  REVIEWS_EXAMPLE,
  SEARCH_EXAMPLE,
  SELECTION_EXAMPLE,
  UNKNOWN_CATEGORY_EXAMPLE,
  UPSTREAM_EXAMPLE,
} from './books.examples.js';

const AI_FAILURE = 'Only with an AI provider (OPENAI_API_KEY): it timed out, refused, failed or answered malformed JSON. Nothing is charged.';

/** Book intelligence over HTTP: thin, every decision is the use cases' and the domain's. */
@ApiTags('books')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('books')
export class BooksController {
  constructor(
    private readonly searchBooks: SearchBooksUseCase,
    private readonly analyzeBook: AnalyzeBookUseCase,
    private readonly details: ContentDetailsUseCase,
    private readonly reviewsOf: BookReviewsUseCase,
    private readonly chatAbout: BookChatUseCase,
  ) {}

  @Get('search')
  @ApiQuery({ name: 'q', example: "charlote's web", description: 'title, author, or ISBN-10/13; typos and partial titles are fine' })
  @ApiOperation({ summary: 'Catalog matches, best first: ISBN exactly, then title/author by trigram similarity (typos), word similarity (partial titles), prefix and substring. Takes no scan.' })
  @ApiOkResponse({ schema: { example: SEARCH_EXAMPLE } })
  @ApiBadRequestResponse({ schema: { example: REQUIRED_EXAMPLE }, description: "Blank query ('This field is required'), over 300 characters, or dangerous content" })
  async search(@Query('q') q?: string) {
    return unwrap(await this.searchBooks.execute({ q: typeof q === 'string' ? q : null }));
  }

  @Post('analyze')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Analyses a book for a reader, loaded on the server from reader_id: the match judged by the domain, or { requiresSelection, matches } when the query could mean several books (no scan taken). Cached by book and reader fingerprint; a fresh analysis (or forceAnalysis) takes one free scan.',
  })
  @ApiOkResponse({ schema: { example: ANALYSIS_EXAMPLE }, description: `The analysis; or, for an ambiguous query, the choices: ${JSON.stringify(SELECTION_EXAMPLE)}` })
  @ApiBadRequestResponse({ description: 'No title, author, ISBN or query; a malformed body' })
  @ApiPaymentRequiredResponse({ schema: { example: QUOTA_EXAMPLE }, description: 'All free scans used: upgrade to keep scanning' })
  @ApiNotFoundResponse({ schema: { example: NO_READER_EXAMPLE }, description: "Unknown reader (or another account's), or no such book (" + BOOK_NOT_FOUND_EXAMPLE.message + ')' })
  @ApiBadGatewayResponse({ schema: { example: UPSTREAM_EXAMPLE }, description: AI_FAILURE })
  async analyze(@Body() body: AnalyzeDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.analyzeBook.execute({ book: body.book, readerId: body.reader_id, forceAnalysis: body.forceAnalysis, scanType: body.scan_type }, actor));
  }

  @Post('content-details')
  @HttpCode(200)
  @ApiOperation({ summary: 'The examples behind one flagged category. Quotes are never invented: catalog notes are paraphrases (quote empty), AI quotes are marked quoteVerified false.' })
  @ApiOkResponse({ schema: { example: EXAMPLES_EXAMPLE }, description: '{ examples: [] } when there are none' })
  @ApiBadRequestResponse({ schema: { example: UNKNOWN_CATEGORY_EXAMPLE } })
  @ApiBadGatewayResponse({ description: AI_FAILURE })
  async contentDetails(@Body() body: ContentDetailsDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.details.execute(body, actor));
  }

  @Post('reviews')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reviews for a perspective. Without an AI provider: one review written from the catalog notes and labelled so; [] for a book the catalog does not hold.' })
  @ApiOkResponse({ schema: { example: REVIEWS_EXAMPLE } })
  @ApiBadRequestResponse({ schema: { example: REQUIRED_EXAMPLE }, description: 'Blank perspective' })
  @ApiBadGatewayResponse({ description: AI_FAILURE })
  async reviews(@Body() body: ReviewsDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.reviewsOf.execute(body, actor));
  }

  @Post('chat')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answers a question about the book for the chosen reader; says plainly what it cannot know.' })
  @ApiOkResponse({ schema: { example: CHAT_EXAMPLE } })
  @ApiBadRequestResponse({ schema: { example: REQUIRED_EXAMPLE }, description: 'Blank question' })
  @ApiNotFoundResponse({ schema: { example: NO_READER_EXAMPLE } })
  @ApiBadGatewayResponse({ description: AI_FAILURE })
  async chat(@Body() body: ChatDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.chatAbout.execute({ book: body.book, question: body.question, readerId: body.reader_id }, actor));
  }
}
