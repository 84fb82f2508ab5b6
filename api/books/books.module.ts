import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ANALYSIS_CACHE, type AnalysisCache } from '../../application/ports/analysis-cache.port.js';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { SCAN_QUOTA, type ScanQuota } from '../../application/ports/scan-quota.port.js';
import { AnalyzeBookUseCase } from '../../application/books/analyze-book.use-case.js';
import { BookChatUseCase } from '../../application/books/book-chat.use-case.js';
import { BookReviewsUseCase } from '../../application/books/book-reviews.use-case.js';
import { ContentDetailsUseCase } from '../../application/books/content-details.use-case.js';
import { MikroOrmAnalysisCache } from '../../adapters/catalog/mikro-orm-analysis-cache.adapter.js';
import { MikroOrmBookCatalog } from '../../adapters/catalog/mikro-orm-book-catalog.adapter.js';
import { seedStarterCatalog } from '../../adapters/catalog/starter-catalog.seeder.js';
import { MikroOrmScanQuota } from '../../adapters/quota/mikro-orm-scan-quota.adapter.js';
import { MikroOrmReaderDirectory } from '../../adapters/readers/mikro-orm-reader-directory.adapter.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { BooksController } from './books.controller.js';

/** Book intelligence on the local catalog: search, analysis, examples, reviews, chat; the scan quota. */
@Module({
  controllers: [BooksController],
  providers: [
    { provide: BOOK_CATALOG, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmBookCatalog(orm) },
    { provide: ANALYSIS_CACHE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmAnalysisCache(orm) },
    { provide: READER_DIRECTORY, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmReaderDirectory(orm) },
    { provide: SCAN_QUOTA, inject: [MIKRO_ORM, CLOCK], useFactory: (orm: MikroORM, clock: Clock) => new MikroOrmScanQuota(orm, clock) },
    {
      provide: AnalyzeBookUseCase,
      inject: [BOOK_CATALOG, READER_DIRECTORY, ANALYSIS_CACHE, SCAN_QUOTA],
      useFactory: (c: BookCatalog, r: ReaderDirectory, a: AnalysisCache, q: ScanQuota) => new AnalyzeBookUseCase(c, r, a, q),
    },
    { provide: ContentDetailsUseCase, inject: [BOOK_CATALOG], useFactory: (c: BookCatalog) => new ContentDetailsUseCase(c) },
    { provide: BookReviewsUseCase, inject: [BOOK_CATALOG], useFactory: (c: BookCatalog) => new BookReviewsUseCase(c) },
    { provide: BookChatUseCase, inject: [BOOK_CATALOG, READER_DIRECTORY], useFactory: (c: BookCatalog, r: ReaderDirectory) => new BookChatUseCase(c, r) },
  ],
  exports: [BOOK_CATALOG, READER_DIRECTORY, SCAN_QUOTA],
})
export class BooksModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Books');

  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** A new install gets the starter catalog, so the first search works. */
  async onApplicationBootstrap(): Promise<void> {
    const loaded = await seedStarterCatalog(this.orm);
    if (loaded > 0) this.logger.log(`loaded the starter catalog: ${loaded} books`);
  }
}
