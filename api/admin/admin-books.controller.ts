import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { FixBookDataUseCase, type BookFixed } from '../../application/admin/fix-book-data.use-case.js';
import { ImportBooksUseCase } from '../../application/admin/import-books.use-case.js';
import { ImportJobs, type ImportJobView } from '../../application/admin/import-jobs.js';
import type { ImportReport } from '../../application/admin/import-report.js';
import { CATALOG_ADMIN, type CatalogAdmin, type StoredBook } from '../../application/admin/ports/catalog-admin.port.js';
import type { Actor } from '../../application/ports/actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminBookPageDto, BookFixedDto, ImportJobDto, ImportReportDto } from './admin-books.responses.js';
import { AdminGuard } from './admin.guard.js';
import { isCsvUpload, readCsvUpload } from './csv-upload.js';
import { BookSearchQuery, CsvUploadQuery, ImportBooksDto, StartImportJobDto } from './dto/admin.dto.js';
import { IMPORT_REPORT_EXAMPLE, CLEAN_IMPORT_EXAMPLE } from './import-report.examples.js';

const BOOKS_PAGE_DEFAULT = 50;

/** The text and mode of an import: JSON { csvContent, dryRun }, or the CSV itself with ?dryRun=true. */
async function importText(body: ImportBooksDto, query: CsvUploadQuery, req: FastifyRequest): Promise<{ csvContent: string; dryRun: boolean }> {
  if (isCsvUpload(req)) return { csvContent: await readCsvUpload(req), dryRun: query.dryRun === 'true' };
  return { csvContent: body.csvContent ?? '', dryRun: body.dryRun ?? false };
}

/** The book-content tools: list, import (batch and clean, directly or as a job), fix. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/books')
export class AdminBooksController {
  constructor(
    @Inject(CATALOG_ADMIN) private readonly catalog: CatalogAdmin,
    private readonly importBooks: ImportBooksUseCase,
    private readonly importJobs: ImportJobs,
    private readonly fixBookData: FixBookDataUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Books of the catalog by title, with the true number of matches' })
  @ApiOkResponse({
    type: AdminBookPageDto,
    example: {
      total: 1043,
      items: [
        {
          id: '…',
          isbn: '9780064404990',
          title: 'The Lion, the Witch and the Wardrobe',
          author: 'C. S. Lewis',
          summary: '…',
          flags: { violence: true },
          examples: { violence: '…' },
          series: { name: 'The Chronicles of Narnia', volume: 1 },
          created_at: '…',
          updated_at: '…',
        },
      ],
    },
  })
  list(@Query() query: BookSearchQuery): Promise<{ total: number; items: StoredBook[] }> {
    return this.catalog.search({ q: query.q ?? '', limit: query.limit ?? BOOKS_PAGE_DEFAULT, offset: query.offset ?? 0 });
  }

  @Post('import')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Batch import (lenient flags: yes, y or true is yes)',
    description:
      'dryRun: read, repair and report without writing (previewData: first 3 books; details: first 10). Rows are kept whole: the only repair is a ' +
      'lost empty example (when one reading fits); any other field count refuses the row ("Row N: Could not normalize to 36 fields (got X). …"). ' +
      'An ISBN cell must hold a book ISBN (10 with check, X last; 13 from 978 or 979-1..9 with check): an ISMN, another EAN or a wrong check digit ' +
      'refuses the row, saying which. Nothing of a refused row is written. A leading quote before =, +, -, @, tab or CR (as the exports write ' +
      'formula cells) is taken off. A real import writes every readable row or ' +
      'nothing: books with an ISBN are matched on it, others on title and author in any case; the later of two rows for one book wins (a warning says so). ' +
      'A text in which no row can be read answers 400 with the row-numbered messages. The CSV may also be sent as the body itself ' +
      '(Content-Type: text/csv, up to 60 MB, past the 12 MB JSON limit) with ?dryRun=true for a preview. Optional columns series and series_volume ' +
      "(named in the header after the 36) set each book's series; a volume that is not a whole number from 1 to 9999 is an error of its row; " +
      "previewData then carries each book's series.",
  })
  @ApiConsumes('application/json', 'text/csv')
  @ApiOkResponse({ type: ImportReportDto, example: IMPORT_REPORT_EXAMPLE })
  @ApiBadRequestResponse({
    description:
      "Empty text: 'Please paste CSV content before importing'; no readable row: the first row messages; the database refused the data: 'Nothing was imported: …'",
  })
  @ApiPayloadTooLargeResponse({ description: 'More than 20 MB of text or 100,000 rows (the JSON body itself is capped at 12 MB)' })
  @ApiConflictResponse({ description: 'Another import is running' })
  async import(@Body() body: ImportBooksDto, @Query() query: CsvUploadQuery, @Req() req: FastifyRequest, @CurrentUser() actor: Actor): Promise<ImportReport> {
    return this.runImport(await importText(body, query, req), false, actor);
  }

  @Post('import-clean')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Clean import: as the batch import, but flag columns must be yes or no',
    description: 'Answers the batch report; the clean import page reads imported, errors, total, errorDetails, previewData.',
  })
  @ApiConsumes('application/json', 'text/csv')
  @ApiOkResponse({ type: ImportReportDto, example: CLEAN_IMPORT_EXAMPLE })
  async importClean(
    @Body() body: ImportBooksDto,
    @Query() query: CsvUploadQuery,
    @Req() req: FastifyRequest,
    @CurrentUser() actor: Actor,
  ): Promise<ImportReport> {
    return this.runImport(await importText(body, query, req), true, actor);
  }

  @Post('import-jobs')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Start an import in the background and poll its progress',
    description:
      'Jobs live in the database: any instance answers for any job. One real import runs at a time across every instance (409 otherwise). ' +
      'A running job whose instance stopped is marked failed within a minute. Jobs are kept an hour after they finish.',
  })
  @ApiConsumes('application/json', 'text/csv')
  @ApiAcceptedResponse({
    type: ImportJobDto,
    example: { id: '…', state: 'running', phase: 'reading', processed: 0, total: 0, dryRun: false, mode: 'batch', started_at: '…', finished_at: null },
  })
  async startJob(
    @Body() body: StartImportJobDto,
    @Query() query: CsvUploadQuery,
    @Req() req: FastifyRequest,
    @CurrentUser() actor: Actor,
  ): Promise<ImportJobView> {
    const { csvContent, dryRun } = await importText(body, query, req);
    const clean = isCsvUpload(req) ? query.clean === 'true' : (body.clean ?? false);
    const outcome = await this.importJobs.start({ csvContent, dryRun, strictFlags: clean }, actor);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  @Get('import-jobs/:id')
  @ApiOperation({ summary: "An import job's progress: state running|done|failed, processed of total rows, result when done, error when failed" })
  @ApiOkResponse({
    type: ImportJobDto,
    example: {
      id: '…',
      state: 'done',
      phase: 'done',
      processed: 50000,
      total: 50000,
      dryRun: false,
      mode: 'batch',
      started_at: '…',
      finished_at: '…',
      result: IMPORT_REPORT_EXAMPLE,
    },
  })
  @ApiNotFoundResponse({ description: 'Unknown job (never started, or forgotten an hour after it finished)' })
  async job(@Param('id') id: string): Promise<ImportJobView> {
    const outcome = await this.importJobs.find(id);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  @Post(':isbn/fix')
  @HttpCode(200)
  @ApiOperation({
    summary: "Fix book data: re-derive a book's fields through book intelligence and report what changed",
    description:
      "Title, author, summary and flags as book intelligence knows them (the catalog row itself with the local intelligence), then the import's " +
      'normalization (trimmed cells, yes/no flags, the ISBN without hyphens or spaces; titles and author names on one line). Each change is listed ' +
      '(possibly none); a flag that disagrees with its example is noted, not changed.',
  })
  @ApiOkResponse({
    type: BookFixedDto,
    example: {
      book: {
        id: '…',
        isbn: '9780064404990',
        title: 'The Lion, the Witch and the Wardrobe',
        author: 'C. S. Lewis',
        summary: '…',
        flags: {},
        examples: {},
        series: null,
        created_at: '…',
        updated_at: '…',
      },
      changes: [{ field: 'title', before: ' The Lion,  the Witch and the Wardrobe', after: 'The Lion, the Witch and the Wardrobe' }],
      notes: ['violence_example is filled in while violence_flag is no'],
      message: 'Book data fixed! Please refresh the book scanner page.',
    },
  })
  @ApiNotFoundResponse({ description: 'No book with ISBN {isbn}' })
  @ApiConflictResponse({ description: 'Failed to fix book data: another book already has ISBN {isbn}' })
  @ApiBadGatewayResponse({ description: 'Failed to fix book data (book intelligence unavailable)' })
  async fix(@Param('isbn') isbn: string, @CurrentUser() actor: Actor): Promise<BookFixed> {
    const outcome = await this.fixBookData.execute({ isbn }, actor);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  private async runImport(input: { csvContent: string; dryRun: boolean }, strictFlags: boolean, actor: Actor): Promise<ImportReport> {
    const outcome = await this.importBooks.execute({ ...input, strictFlags }, actor);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }
}
