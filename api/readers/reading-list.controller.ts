import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { isReadyForReview, SCAN_HISTORY_LIMIT } from '../../domain/index.js';
import type { Actor } from '../../application/ports/actor.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { AppError } from '../../application/shared/app-error.js';
import { READER_DATA_STORE, type ReaderDataStore } from '../../application/readers/reader-data.port.js';
import { AddToReadingListUseCase } from '../../application/reading-list/add-to-reading-list.use-case.js';
import { ChangeReadingStatusUseCase, ITEM_NOT_FOUND } from '../../application/reading-list/change-reading-status.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { ReadingListAddDto, ReadingStatusDto, ScanHistoryDto } from './readers.dto.js';

/** The per-reader reading list and the scan history. */
@ApiTags('reading-list')
@ApiBearerAuth()
@Controller()
export class ReadingListController {
  constructor(
    @Inject(READER_DATA_STORE) private readonly store: ReaderDataStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly addBook: AddToReadingListUseCase,
    private readonly changeStatus: ChangeReadingStatusUseCase,
  ) {}

  @Get('reading-list')
  @ApiQuery({ name: 'reader_id', required: false })
  @ApiOperation({ summary: 'Newest first; each item says ready_for_review (currently reading for more than 24 hours).' })
  async list(@CurrentUser() actor: Actor, @Query('reader_id') readerId?: string) {
    const now = this.clock.now();
    return (await this.store.listReadingList(actor.id, readerId || undefined)).map((item) => ({ ...item, ready_for_review: isReadyForReview(item, now) }));
  }

  @Post('reading-list')
  @ApiOperation({ summary: "Adds a book for a reader as to_read; the same title and author (any case) again: 409 'Book already in reading list'." })
  async add(@Body() body: ReadingListAddDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.addBook.execute(body, actor));
  }

  @Patch('reading-list/:id')
  async patch(@Param('id') id: string, @Body() body: ReadingStatusDto, @CurrentUser() actor: Actor) {
    const item = unwrap(await this.changeStatus.execute(id, body.reading_status, actor));
    return { ...item, ready_for_review: isReadyForReview(item, this.clock.now()) };
  }

  @Delete('reading-list/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentUser() actor: Actor): Promise<void> {
    if (!(await this.store.deleteReadingListItem(actor.id, id))) throw new AppError('not_found', ITEM_NOT_FOUND);
  }

  @Get('scan-history')
  @ApiOperation({ summary: `The newest ${SCAN_HISTORY_LIMIT} scans and searches.` })
  history(@CurrentUser() actor: Actor) {
    return this.store.listScanHistory(actor.id, SCAN_HISTORY_LIMIT);
  }

  @Post('scan-history')
  @ApiOperation({ summary: 'Records a scan or search (title and author only: images are never kept).' })
  addHistory(@Body() body: ScanHistoryDto, @CurrentUser() actor: Actor) {
    return this.store.addScanHistory(
      actor.id,
      { reader_id: body.reader_id ?? null, reader_name: body.reader_name ?? null, book_title: body.book_title, book_author: body.book_author ?? null, scan_type: body.scan_type ?? 'single-scan', books_found: body.books_found ?? 1 },
      this.clock.now(),
    );
  }

  @Delete('scan-history/:id')
  @HttpCode(204)
  async removeHistory(@Param('id') id: string, @CurrentUser() actor: Actor): Promise<void> {
    if (!(await this.store.deleteScanHistory(actor.id, id))) throw new AppError('not_found', 'Scan not found in history');
  }
}
