import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SCAN_HISTORY_LIMIT } from '../../domain/index.js';
import type { Actor } from '../../application/ports/actor.js';
import { AddScanUseCase } from '../../application/scan-history/add-scan.use-case.js';
import { RemoveScanUseCase } from '../../application/scan-history/remove-scan.use-case.js';
import { SCAN_HISTORY_STORE, type ScanHistoryEntry, type ScanHistoryStore } from '../../application/scan-history/scan-history-store.port.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { AddScanDto } from './scan-history.dto.js';
import { ScanHistoryEntryDto } from './scan-history.responses.js';

const SCAN_EXAMPLE = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  user_id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  reader_id: 'self',
  reader_name: 'Sam',
  book_title: 'Holes',
  book_author: 'Louis Sachar',
  scan_image_url: null,
  scan_type: 'camera-scan',
  books_found: 1,
  created_at: '2026-11-22T12:00:00.000Z',
};
const NOT_FOUND_EXAMPLE = { code: 'not_found', message: 'Scan not found in history', errors: ['Scan not found in history'] };

/** The account's recent scans and searches (the Library sheet). */
@ApiTags('scan-history')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('scan-history')
export class ScanHistoryController {
  constructor(
    @Inject(SCAN_HISTORY_STORE) private readonly history: ScanHistoryStore,
    private readonly addScan: AddScanUseCase,
    private readonly removeScan: RemoveScanUseCase,
  ) {}

  @Get()
  @HouseholdAction('view_scan_history')
  @ApiOperation({ summary: `The newest ${SCAN_HISTORY_LIMIT} scans and searches, newest first.` })
  @ApiOkResponse({ type: ScanHistoryEntryDto, isArray: true, example: [SCAN_EXAMPLE] })
  list(@HouseholdActor() actor: Actor): Promise<ScanHistoryEntry[]> {
    return this.history.latest(actor.id, SCAN_HISTORY_LIMIT);
  }

  @Post()
  @HouseholdAction('check_books')
  @ApiOperation({ summary: "Records a scan or search (scan_type default 'single-scan', books_found default 1). Images are never kept." })
  @ApiCreatedResponse({ type: ScanHistoryEntryDto, example: SCAN_EXAMPLE })
  @ApiBadRequestResponse({ description: "'Book title is required', 'scan_type must be one of: single-scan, camera-scan, manual-search'" })
  @ApiNotFoundResponse({ description: "reader_id names no reader of this account: 'Please select a family member or yourself'" })
  async add(@Body() body: AddScanDto, @HouseholdActor() actor: Actor): Promise<ScanHistoryEntry> {
    const { scan_image_url: _image, ...entry } = body; // never stored
    return unwrap(await this.addScan.execute(entry, actor));
  }

  @Delete(':id')
  @HouseholdAction('edit_scan_history')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes one scan from the history.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ schema: { example: NOT_FOUND_EXAMPLE } })
  async remove(@Param('id') id: string, @HouseholdActor() actor: Actor): Promise<void> {
    unwrap(await this.removeScan.execute({ id }, actor));
  }
}
