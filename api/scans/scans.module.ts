import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { COVER_RECOGNIZER, type CoverRecognizer } from '../../application/ports/cover-recognizer.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { AI_GATE, type AiGate } from '../../application/ports/ai-gate.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { SCAN_QUOTA, type ScanQuota } from '../../application/ports/scan-quota.port.js';
import { SCAN_HISTORY_RECORDER, type ScanHistoryRecorder } from '../../application/scan-history/scan-history-recorder.port.js';
import { ScanCoverImageUseCase } from '../../application/scans/scan-cover-image.use-case.js';
import { OpenAiCoverRecognizer } from '../../adapters/recognition/openai-cover-recognizer.adapter.js';
import { TesseractCoverRecognizer } from '../../adapters/recognition/tesseract-cover-recognizer.adapter.js';
import { TesseractWorkerPool } from '../../adapters/recognition/tesseract-worker-pool.js';
import { BooksModule } from '../books/books.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { ReadersModule } from '../readers/readers.module.js';
import { ScanHistoryModule } from '../scan-history/scan-history.module.js';
import { ScansController } from './scans.controller.js';

/** The cover reader of this process: a vision model when OPENAI_API_KEY is set, else local OCR against the catalog. */
function coverRecognizer(config: AppConfig, catalog: BookCatalog): CoverRecognizer {
  const logger = new Logger('CoverScan');
  if (config.openai) return new OpenAiCoverRecognizer(catalog, config.openai, (reason) => logger.warn(reason));
  return new TesseractCoverRecognizer(catalog, new TesseractWorkerPool({ log: (message) => logger.warn(message) }));
}

/**
 * Cover scans: POST /api/scans/image. Uses the catalog and the quota (BooksModule), the readers
 * (ReadersModule) and the history recorder (ScanHistoryModule). The OCR workers start with the
 * first scan and end with the application.
 */
@Module({
  imports: [BooksModule, ReadersModule, ScanHistoryModule],
  controllers: [ScansController],
  providers: [
    { provide: COVER_RECOGNIZER, inject: [APP_CONFIG, BOOK_CATALOG], useFactory: coverRecognizer },
    {
      provide: ScanCoverImageUseCase,
      inject: [COVER_RECOGNIZER, READER_DIRECTORY, SCAN_QUOTA, SCAN_HISTORY_RECORDER, RATE_LIMITER, AI_GATE],
      useFactory: (c: CoverRecognizer, r: ReaderDirectory, q: ScanQuota, h: ScanHistoryRecorder, l: RateLimiter, g: AiGate) => {
        const logger = new Logger('CoverScan');
        return new ScanCoverImageUseCase(c, r, q, h, (reason) => logger.warn(`scan history write failed: ${String(reason)}`), l, g);
      },
    },
  ],
})
export class ScansModule implements OnApplicationShutdown {
  constructor(@Inject(COVER_RECOGNIZER) private readonly recognizer: CoverRecognizer) {}

  /** Ends the OCR worker threads, so the process (and a test run) can exit. */
  async onApplicationShutdown(): Promise<void> {
    await (this.recognizer as Partial<{ close(): Promise<void> }>).close?.();
  }
}
