import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { AppError } from '../../application/shared/app-error.js';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { AnalyzeBookUseCase } from '../../application/books/analyze-book.use-case.js';
import { BookChatUseCase } from '../../application/books/book-chat.use-case.js';
import { BookReviewsUseCase } from '../../application/books/book-reviews.use-case.js';
import { ContentDetailsUseCase } from '../../application/books/content-details.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { AnalyzeDto, ChatDto, ContentDetailsDto, ReviewsDto } from './books.dto.js';

const SEARCH_LIMIT = 10;

@ApiTags('books')
@ApiBearerAuth()
@Controller('books')
export class BooksController {
  constructor(
    @Inject(BOOK_CATALOG) private readonly catalog: BookCatalog,
    private readonly analyzeBook: AnalyzeBookUseCase,
    private readonly details: ContentDetailsUseCase,
    private readonly reviewsOf: BookReviewsUseCase,
    private readonly chatAbout: BookChatUseCase,
  ) {}

  @Get('search')
  @ApiQuery({ name: 'q', example: 'charlotes web' })
  @ApiOperation({ summary: 'Catalog matches, best first: ISBN exactly, then title/author by trigram similarity (typos and partial titles).' })
  @ApiOkResponse({ schema: { example: [{ title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', score: 0.86 }] } })
  async search(@Query('q') q?: string) {
    const query = (q ?? '').trim();
    if (query === '') throw AppError.validation(['This field is required']);
    if (query.length > 300) throw AppError.validation(['Maximum length is 300 characters']);
    const hits = await this.catalog.search(query, SEARCH_LIMIT);
    return hits.map(({ title, author, isbn, score }) => ({ title, author, isbn, score }));
  }

  @Post('analyze')
  @HttpCode(200)
  @ApiOperation({ summary: 'Analyses a book for a reader (loaded on the server from reader_id): the match, or { requiresSelection, matches } when the query is ambiguous. 402 when the free scans are used.' })
  async analyze(@Body() body: AnalyzeDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.analyzeBook.execute({ book: body.book, readerId: body.reader_id, forceAnalysis: body.forceAnalysis }, actor));
  }

  @Post('content-details')
  @HttpCode(200)
  @ApiOperation({ summary: 'The examples behind one flagged category; quotes are never invented (quoteVerified false).' })
  async contentDetails(@Body() body: ContentDetailsDto) {
    return unwrap(await this.details.execute(body));
  }

  @Post('reviews')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reviews for a perspective; without an AI provider, one review written from the catalog notes and labelled so.' })
  async reviews(@Body() body: ReviewsDto) {
    return unwrap(await this.reviewsOf.execute(body));
  }

  @Post('chat')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answers a question about the book from the catalog notes, for the chosen reader.' })
  async chat(@Body() body: ChatDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.chatAbout.execute({ book: body.book, question: body.question, readerId: body.reader_id }, actor));
  }
}
