import {
  CSV_HEADER,
  CSV_LINE_BREAK,
  EXPORT_HEADER,
  EXPORT_MESSAGES,
  SERIES_COLUMNS,
  exportCells,
  exportFileName,
  seriesCells,
  toCsvLine,
  toCsvRow,
} from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { AuditLog } from './ports/audit-log.port.js';
import type { CatalogAdmin } from './ports/catalog-admin.port.js';

/** summary: the export page's Title, Author, ISBN, Date Added; full: the import format (36 columns, then series and series_volume). */
export type ExportFormat = 'summary' | 'full';

export interface BookExport {
  readonly fileName: string;
  /** The number of books when the export started (the X-Total-Count header). */
  readonly total: number;
  /** The CSV text in pieces: header first, lines joined by CRLF as the domain's toCsvLine writes them. */
  readonly chunks: AsyncIterable<string>;
}

/**
 * Exports the whole catalog as CSV, read from the database page by page and handed on as it is
 * read, so that memory stays flat however large the catalog is. The full format is the import's
 * own, so an export imported again gives the same catalog.
 */
export class ExportBooksUseCase {
  constructor(
    private readonly catalog: CatalogAdmin,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(format: ExportFormat, actor: Actor): Promise<Outcome<BookExport>> {
    const total = await this.catalog.count();
    if (total === 0) return failure(new AppError('not_found', EXPORT_MESSAGES.noBooks));
    const now = this.clock.now();
    await this.audit.record({ actorId: actor.id, action: 'books.exported', target: 'book_content_analysis', details: { format, total }, at: now });
    const name = exportFileName(now);
    return success({
      fileName: format === 'full' ? name.replace(/\.csv$/, '-full.csv') : name,
      total,
      chunks: format === 'full' ? this.fullChunks() : this.summaryChunks(),
    });
  }

  private async *summaryChunks(): AsyncIterable<string> {
    yield toCsvLine(EXPORT_HEADER);
    for await (const page of this.catalog.exportPages()) {
      yield page.map((b) => CSV_LINE_BREAK + toCsvLine(exportCells(b))).join('');
    }
  }

  private async *fullChunks(): AsyncIterable<string> {
    yield toCsvLine([...CSV_HEADER, ...SERIES_COLUMNS]);
    for await (const page of this.catalog.recordPages()) {
      yield page.map((book) => CSV_LINE_BREAK + toCsvLine([...toCsvRow(book), ...seriesCells(book.series)])).join('');
    }
  }
}
