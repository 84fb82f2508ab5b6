import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { BARCODE_READER, type BarcodeReader } from '../../application/ports/barcode-reader.port.js';
import { COVER_RECOGNIZER, type CoverRecognizer } from '../../application/ports/cover-recognizer.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { AI_GATE, type AiGate } from '../../application/ports/ai-gate.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { SCAN_QUOTA, type ScanQuota } from '../../application/ports/scan-quota.port.js';
import { SCAN_HISTORY_RECORDER, type ScanHistoryRecorder } from '../../application/scan-history/scan-history-recorder.port.js';
import { ScanCoverImageUseCase } from '../../application/scans/scan-cover-image.use-case.js';
import { AI_ADMISSION, type ProviderAdmission } from '../../adapters/ai/provider-admission.js';
import { OpenAiCoverRecognizer } from '../../adapters/recognition/openai-cover-recognizer.adapter.js';
import { TesseractCoverRecognizer } from '../../adapters/recognition/tesseract-cover-recognizer.adapter.js';
import { TesseractWorkerPool } from '../../adapters/recognition/tesseract-worker-pool.js';
import { ZxingBarcodeReader } from '../../adapters/recognition/zxing-barcode-reader.adapter.js';
import { BooksModule } from '../books/books.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { ReadersModule } from '../readers/readers.module.js';
import { ScanHistoryModule } from '../scan-history/scan-history.module.js';
import { ScansController } from './scans.controller.js';

/** The cover reader of this process: a vision model when OPENAI_API_KEY is set, else local OCR against the catalog. */
function coverRecognizer(config: AppConfig, catalog: BookCatalog, admission: ProviderAdmission): CoverRecognizer {
  const logger = new Logger('CoverScan');
  if (config.openai) return new OpenAiCoverRecognizer(catalog, config.openai, (reason) => logger.warn(reason), admission);
  return new TesseractCoverRecognizer(catalog, new TesseractWorkerPool({ log: (message) => logger.warn(message) }));
}

/**
 * Cover scans: POST /api/scans/image (a book's barcode first, then the cover). Uses the catalog and the quota (BooksModule), the readers
 * (ReadersModule) and the history recorder (ScanHistoryModule). The OCR workers and the barcode
 * reader's thread start with the first scan and end with the application.
 */
@Module({
  imports: [BooksModule, ReadersModule, ScanHistoryModule],
  controllers: [ScansController],
  providers: [
    { provide: COVER_RECOGNIZER, inject: [APP_CONFIG, BOOK_CATALOG, AI_ADMISSION], useFactory: coverRecognizer },
    { provide: BARCODE_READER, useFactory: () => new ZxingBarcodeReader() },
    {
      provide: ScanCoverImageUseCase,
      inject: [COVER_RECOGNIZER, READER_DIRECTORY, SCAN_QUOTA, SCAN_HISTORY_RECORDER, RATE_LIMITER, AI_GATE, BARCODE_READER, BOOK_CATALOG],
      useFactory: (
        c: CoverRecognizer,
        r: ReaderDirectory,
        q: ScanQuota,
        h: ScanHistoryRecorder,
        l: RateLimiter,
        g: AiGate,
        b: BarcodeReader,
        catalog: BookCatalog,
      ) => {
        const logger = new Logger('CoverScan');
        const barcodes = {
          reader: b,
          catalog,
          onFailure: (reason: unknown) => logger.warn(`barcode read failed, reading the cover instead: ${String(reason)}`),
        };
        return new ScanCoverImageUseCase(c, r, q, h, (reason) => logger.warn(`scan history write failed: ${String(reason)}`), l, g, barcodes);
      },
    },
  ],
})
export class ScansModule implements OnApplicationShutdown {
  constructor(
    @Inject(COVER_RECOGNIZER) private readonly recognizer: CoverRecognizer,
    @Inject(BARCODE_READER) private readonly barcodes: BarcodeReader,
  ) {}

  /** Ends the OCR worker threads and the barcode reader's thread, so the process (and a test run) can exit. */
  async onApplicationShutdown(): Promise<void> {
    await (this.recognizer as Partial<{ close(): Promise<void> }>).close?.();
    await (this.barcodes as Partial<{ close(): Promise<void> }>).close?.();
  }
}
