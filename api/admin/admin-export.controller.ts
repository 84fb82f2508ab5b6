import { Readable } from 'node:stream';
import { Controller, Get, Logger, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ExportBooksUseCase, type ExportFormat } from '../../application/admin/export-books.use-case.js';
import type { Actor } from '../../application/ports/actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminGuard } from './admin.guard.js';

/** The export page's CSV and the full export (the import format: 36 columns, then series and series_volume), streamed from the database. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/books')
export class AdminExportController {
  private readonly logger = new Logger('AdminExport');

  constructor(private readonly exportBooks: ExportBooksUseCase) {}

  @Get('export.csv')
  @ApiOperation({ summary: 'The export page: Title, Author, ISBN, Date Added of every book, by title, streamed from the database' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    content: { 'text/csv': { schema: { type: 'string', description: 'Title,Author,ISBN,Date Added' } } },
    description:
      "Attachment books-export-{YYYY-MM-DD}.csv; X-Total-Count: the number of books. A cell starting with =, +, -, @, tab or CR is written with a leading ' (formula injection)",
  })
  @ApiNotFoundResponse({ description: 'No Books Found' })
  async exportSummary(@CurrentUser() actor: Actor, @Res() res: FastifyReply): Promise<void> {
    await this.stream('summary', actor, res);
  }

  @Get('export-full.csv')
  @ApiOperation({ summary: 'Every book in the import format (36 columns, then series and series_volume): importing it again gives the same catalog' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    content: { 'text/csv': { schema: { type: 'string', description: 'The full 36 columns (and the series columns)' } } },
    description:
      "Attachment books-export-{YYYY-MM-DD}-full.csv; X-Total-Count: the number of books. Formula cells get a leading ' that the import takes off again",
  })
  @ApiNotFoundResponse({ description: 'No Books Found' })
  async exportFull(@CurrentUser() actor: Actor, @Res() res: FastifyReply): Promise<void> {
    await this.stream('full', actor, res);
  }

  private async stream(format: ExportFormat, actor: Actor, res: FastifyReply): Promise<void> {
    const outcome = await this.exportBooks.execute(format, actor);
    if (!outcome.ok) throw outcome.error;
    const { fileName, total, chunks } = outcome.value;
    const body = Readable.from(chunks);
    // The header line goes out first, so a failure later can only cut the download short: Fastify
    // then destroys the response and the client sees a broken transfer.
    body.once('error', (error) => this.logger.error({ err: error }, 'export stream failed'));
    res
      .code(200)
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('X-Total-Count', String(total))
      .header('Cache-Control', 'no-store')
      .send(body);
  }
}
