import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AI_GATE, OPEN_AI_GATE, type AiGate } from '../../application/ports/ai-gate.port.js';
import { ANALYSIS_CACHE, type AnalysisCache } from '../../application/ports/analysis-cache.port.js';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { BOOK_INTELLIGENCE, type BookIntelligence } from '../../application/ports/book-intelligence.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { SCAN_QUOTA, type ScanQuota } from '../../application/ports/scan-quota.port.js';
import { SCAN_HISTORY_RECORDER, type ScanHistoryRecorder } from '../../application/scan-history/scan-history-recorder.port.js';
import { AnalyzeBookOnceUseCase } from '../../application/books/analyze-book-once.use-case.js';
import { IN_FLIGHT_WORK, type InFlightWork } from '../../application/ports/in-flight-work.port.js';
import { InProcessInFlightWork } from '../../adapters/system/in-process-in-flight-work.adapter.js';
import { AnalyzeBookUseCase } from '../../application/books/analyze-book.use-case.js';
import { BookChatUseCase } from '../../application/books/book-chat.use-case.js';
import { BookReviewsUseCase } from '../../application/books/book-reviews.use-case.js';
import { ContentDetailsUseCase } from '../../application/books/content-details.use-case.js';
import { SearchBooksUseCase } from '../../application/books/search-books.use-case.js';
import { AI_ADMISSION, OPEN_ADMISSION, type ProviderAdmission } from '../../adapters/ai/provider-admission.js';
import { SubscriberFirstAiGate } from '../../adapters/ai/subscriber-first-ai-gate.adapter.js';
import { MikroOrmAnalysisCache } from '../../adapters/catalog/mikro-orm-analysis-cache.adapter.js';
import { MikroOrmBookCatalog } from '../../adapters/catalog/mikro-orm-book-catalog.adapter.js';
import { CATALOG_VERSION_REUSE_MS, catalogVersionOf, VersionedSearchCache } from '../../adapters/catalog/versioned-search-cache.js';
import { seedStarterCatalog } from '../../adapters/catalog/starter-catalog.seeder.js';
import { withSessionLock } from '../../adapters/persistence/advisory-lock.js';
import { SEED_LOCK_KEY } from '../../adapters/persistence/exclusive-job.js';
import { LocalBookIntelligence } from '../../adapters/intelligence/local-book-intelligence.adapter.js';
import { OpenAiBookIntelligence } from '../../adapters/intelligence/openai-book-intelligence.adapter.js';
import { OpenAiJsonClient } from '../../adapters/intelligence/openai-json-client.js';
import { MikroOrmScanQuota } from '../../adapters/quota/mikro-orm-scan-quota.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { ReadersModule } from '../readers/readers.module.js';
import { ScanHistoryModule } from '../scan-history/scan-history.module.js';
import { BooksController } from './books.controller.js';

/** The book intelligence of this process: the OpenAI adapter when OPENAI_API_KEY is set, else the local catalog one. */
function bookIntelligence(config: AppConfig, catalog: BookCatalog, admission: ProviderAdmission): BookIntelligence {
  const local = new LocalBookIntelligence(catalog);
  if (!config.openai) return local;
  const logger = new Logger('BookIntelligence');
  // timeoutMs comes from OPENAI_TIMEOUT_MS; maxRetries is not read from the environment (tests set it)
  const client = new OpenAiJsonClient(config.openai, (task, reason) => logger.warn(`AI ${task} failed: ${reason}`), admission);
  return new OpenAiBookIntelligence(catalog, local, client);
}

/**
 * The AI gate: with an AI provider, AI_MAX_CONCURRENCY provider calls at once and subscribers first;
 * else open. The same object admits the adapters' provider calls (AI_ADMISSION).
 */
function aiGate(config: AppConfig, quota: ScanQuota): AiGate & ProviderAdmission {
  if (!config.openai) return { ...OPEN_AI_GATE, ...OPEN_ADMISSION };
  return new SubscriberFirstAiGate(config.openai.maxConcurrent ?? 4, async (userId) => (await quota.usage(userId)).subscribed);
}

/**
 * Book intelligence: catalog search, analysis judged by the domain (cached, counted against the
 * free-scan quota), examples, reviews and questions; the starter catalog on first start. Exports
 * BOOK_CATALOG, BOOK_INTELLIGENCE and SCAN_QUOTA.
 */
@Module({
  imports: [ReadersModule, ScanHistoryModule],
  controllers: [BooksController],
  providers: [
    // searches kept in memory while the catalog's version is unchanged (issue 20, docs/performance.md);
    // on one instance a version read serves the searches of the next half second (every catalog
    // write of this process forgets it), with several (REDIS_URL) each search reads it
    {
      provide: BOOK_CATALOG,
      inject: [MIKRO_ORM, APP_CONFIG],
      useFactory: (orm: MikroORM, config: AppConfig) =>
        new VersionedSearchCache(new MikroOrmBookCatalog(orm), catalogVersionOf(orm), {
          versionReuseMs: config.catalogVersionReuseMs ?? (config.redisUrl ? 0 : CATALOG_VERSION_REUSE_MS),
        }),
    },
    { provide: ANALYSIS_CACHE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmAnalysisCache(orm) },
    { provide: SCAN_QUOTA, inject: [MIKRO_ORM, CLOCK], useFactory: (orm: MikroORM, clock: Clock) => new MikroOrmScanQuota(orm, clock) },
    { provide: BOOK_INTELLIGENCE, inject: [APP_CONFIG, BOOK_CATALOG, AI_ADMISSION], useFactory: bookIntelligence },
    { provide: AI_GATE, inject: [APP_CONFIG, SCAN_QUOTA], useFactory: aiGate },
    { provide: AI_ADMISSION, useExisting: AI_GATE },
    { provide: SearchBooksUseCase, inject: [BOOK_CATALOG, READER_DIRECTORY], useFactory: (c: BookCatalog, r: ReaderDirectory) => new SearchBooksUseCase(c, r) },
    {
      provide: AnalyzeBookUseCase,
      inject: [BOOK_INTELLIGENCE, READER_DIRECTORY, ANALYSIS_CACHE, SCAN_QUOTA, SCAN_HISTORY_RECORDER, AI_GATE],
      useFactory: (i: BookIntelligence, r: ReaderDirectory, a: AnalysisCache, q: ScanQuota, h: ScanHistoryRecorder, g: AiGate) =>
        new AnalyzeBookUseCase(i, r, a, q, h, g),
    },
    { provide: IN_FLIGHT_WORK, useFactory: () => new InProcessInFlightWork() },
    {
      provide: AnalyzeBookOnceUseCase,
      inject: [AnalyzeBookUseCase, IN_FLIGHT_WORK],
      useFactory: (a: AnalyzeBookUseCase, f: InFlightWork) => new AnalyzeBookOnceUseCase(a, f),
    },
    { provide: ContentDetailsUseCase, inject: [BOOK_INTELLIGENCE, AI_GATE], useFactory: (i: BookIntelligence, g: AiGate) => new ContentDetailsUseCase(i, g) },
    { provide: BookReviewsUseCase, inject: [BOOK_INTELLIGENCE, AI_GATE], useFactory: (i: BookIntelligence, g: AiGate) => new BookReviewsUseCase(i, g) },
    {
      provide: BookChatUseCase,
      inject: [BOOK_INTELLIGENCE, READER_DIRECTORY, AI_GATE],
      useFactory: (i: BookIntelligence, r: ReaderDirectory, g: AiGate) => new BookChatUseCase(i, r, g),
    },
  ],
  exports: [BOOK_CATALOG, BOOK_INTELLIGENCE, SCAN_QUOTA, AI_GATE, AI_ADMISSION],
})
export class BooksModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Books');

  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** A new install gets the starter catalog, so the first search works (once, under a lock, however many instances start). */
  async onApplicationBootstrap(): Promise<void> {
    const loaded = (await withSessionLock(this.orm, SEED_LOCK_KEY, 'wait', () => seedStarterCatalog(this.orm))) as number;
    if (loaded > 0) this.logger.log(`loaded the starter catalog: ${loaded} books`);
  }
}
