import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pagedJson, PAGE_HEADERS } from '../http/paged.js';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { AddToReadingListUseCase } from '../../application/reading-list/add-to-reading-list.use-case.js';
import { ChangeReadingStatusUseCase } from '../../application/reading-list/change-reading-status.use-case.js';
import { ImportReadingHistoryUseCase } from '../../application/reading-list/import-reading-history.use-case.js';
import type { ReadingHistoryImportReport } from '../../application/reading-list/reading-history-import-report.js';
import { ExportReadingListUseCase } from '../../application/reading-list/export-reading-list.use-case.js';
import { ListReadingListUseCase } from '../../application/reading-list/list-reading-list.use-case.js';
import type { ReadingListView } from '../../application/reading-list/reading-list-view.js';
import { RemoveFromReadingListUseCase } from '../../application/reading-list/remove-from-reading-list.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { AddToReadingListDto, ImportReadingHistoryDto, ReadingListQueryDto, ReadingStatusDto } from './reading-list.dto.js';
import {
  DUPLICATE_EXAMPLE,
  IMPORT_REPORT_EXAMPLE,
  ITEM_NOT_FOUND_EXAMPLE,
  READING_LIST_ITEM_EXAMPLE,
  UNKNOWN_FORMAT_EXAMPLE,
} from './reading-list.examples.js';
import { ReadingHistoryImportReportDto, ReadingListItemDto } from './reading-list.responses.js';

/** The per-reader reading list ("To Be Read") with its reading status. */
@ApiTags('reading-list')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('reading-list')
export class ReadingListController {
  constructor(
    private readonly listItems: ListReadingListUseCase,
    private readonly addItem: AddToReadingListUseCase,
    private readonly changeStatus: ChangeReadingStatusUseCase,
    private readonly removeItem: RemoveFromReadingListUseCase,
    private readonly exportList: ExportReadingListUseCase,
    private readonly importHistory: ImportReadingHistoryUseCase,
  ) {}

  @Get()
  @HouseholdAction('view_reading_lists')
  @ApiOperation({ summary: 'Newest first (created_at descending); ready_for_review: currently reading and started more than 24 hours ago.' })
  @ApiOkResponse({ headers: PAGE_HEADERS, type: ReadingListItemDto, isArray: true, example: [READING_LIST_ITEM_EXAMPLE] })
  async list(
    @Query() query: ReadingListQueryDto,
    @HouseholdActor() actor: Actor,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Buffer> {
    return pagedJson(req, res, await this.listItems.execute({ readerId: query.reader_id }, actor), query);
  }

  @Get('export.csv')
  @HouseholdAction('view_reading_lists')
  @ApiOperation({ summary: "The list (or one reader's) as CSV: Title,Author,Status,Started,Completed,Added; attachment reading-list-{YYYY-MM-DD}.csv." })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'text/csv attachment; dates as YYYY-MM-DD (UTC); X-Total-Count: the number of books',
    schema: { type: 'string', example: 'Title,Author,Status,Started,Completed,Added\r\nWonder,R. J. Palacio,Currently reading,2026-11-20,,2026-11-19\r\n' },
  })
  async export(@Query() query: ReadingListQueryDto, @HouseholdActor() actor: Actor, @Res() res: FastifyReply): Promise<void> {
    const file = await this.exportList.execute({ readerId: query.reader_id }, actor);
    res
      .code(200)
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('X-Total-Count', String(file.count))
      .header('Cache-Control', 'no-store')
      .send(file.csv);
  }

  @Post()
  @HouseholdAction('edit_reading_lists')
  @ApiOperation({
    summary:
      "Adds a book for a reader as to_read. The same title and author (any case, outer spaces ignored) for that reader: 409 'Book already in reading list'.",
  })
  @ApiCreatedResponse({
    type: ReadingListItemDto,
    example: { ...READING_LIST_ITEM_EXAMPLE, reading_status: 'to_read', started_reading_at: null, ready_for_review: false },
  })
  @ApiConflictResponse({
    schema: { example: DUPLICATE_EXAMPLE },
    description: 'Already in the list, also when two identical adds race (the unique index refuses the second)',
  })
  @ApiNotFoundResponse({ description: "reader_id names no reader of this account: 'Please select a family member or yourself'" })
  @ApiBadRequestResponse({ description: "'Title is required'" })
  async add(@Body() body: AddToReadingListDto, @HouseholdActor() actor: Actor): Promise<ReadingListView> {
    return unwrap(await this.addItem.execute(body, actor));
  }

  @Post('import')
  @HouseholdAction('edit_reading_lists')
  @HttpCode(200)
  @ApiOperation({
    summary: "Imports a Goodreads or StoryGraph CSV export into a reader's list, or previews it (dryRun, the default).",
    description:
      'The header row tells the format. Statuses: read → completed (completed_reading_at from Date Read / Last Date Read, else now), currently-reading → currently_reading (started now), ' +
      "to-read → to_read; did-not-finish, paused and unknown statuses are skipped with a reason. A book already in the reader's list or earlier in the file (same title and author, any case) " +
      'is a duplicate. The books are written in one transaction: all or none. `row` is the spreadsheet row (the header is row 1); `imported` counts the books written, or in a dry run those that would be.',
  })
  @ApiOkResponse({ type: ReadingHistoryImportReportDto, example: IMPORT_REPORT_EXAMPLE })
  @ApiBadRequestResponse({
    schema: { example: UNKNOWN_FORMAT_EXAMPLE },
    description:
      "An unknown header, 'Please choose a CSV file to import', 'The file has a header row but no books', or 'This file could not be read as CSV: …'",
  })
  @ApiNotFoundResponse({ description: "reader_id names no reader of this account: 'Please select a family member or yourself'" })
  @ApiPayloadTooLargeResponse({ description: "'The file is too large: at most 5 MB' or 'The file has too many books: at most 10,000 rows'" })
  async import(@Body() body: ImportReadingHistoryDto, @HouseholdActor() actor: Actor): Promise<ReadingHistoryImportReport> {
    return unwrap(await this.importHistory.execute({ reader_id: body.reader_id, csvContent: body.csvContent, dryRun: body.dryRun ?? true }, actor));
  }

  @Patch(':id')
  @HouseholdAction('edit_reading_lists')
  @ApiOperation({
    summary: 'Sets reading_status; currently_reading stamps started_reading_at, completed stamps completed_reading_at (clock time); any status may be set.',
  })
  @ApiOkResponse({ type: ReadingListItemDto, example: READING_LIST_ITEM_EXAMPLE })
  @ApiBadRequestResponse({ description: 'reading_status must be one of: to_read, currently_reading, completed' })
  @ApiNotFoundResponse({ schema: { example: ITEM_NOT_FOUND_EXAMPLE } })
  async patch(@Param('id') id: string, @Body() body: ReadingStatusDto, @HouseholdActor() actor: Actor): Promise<ReadingListView> {
    return unwrap(await this.changeStatus.execute({ id, reading_status: body.reading_status }, actor));
  }

  @Delete(':id')
  @HouseholdAction('edit_reading_lists')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a book from the list.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ schema: { example: ITEM_NOT_FOUND_EXAMPLE } })
  async remove(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<void> {
    unwrap(await this.removeItem.execute({ id }, actor));
  }
}
