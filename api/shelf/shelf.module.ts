import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { SCAN_QUOTA, type ScanQuota } from '../../application/ports/scan-quota.port.js';
import { SHELF_STORE, type ShelfStore } from '../../application/shelf/shelf-store.port.js';
import { ShelfSessions } from '../../application/shelf/shelf.use-cases.js';
import { MikroOrmShelfStore } from '../../adapters/shelf/mikro-orm-shelf-store.adapter.js';
import { BooksModule } from '../books/books.module.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { ReadersModule } from '../readers/readers.module.js';
import { ShelfController } from './shelf.controller.js';

/** Shelf mode: sessions of scanned books with their verdicts for every chosen reader. */
@Module({
  imports: [BooksModule, ReadersModule],
  controllers: [ShelfController],
  providers: [
    { provide: SHELF_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmShelfStore(orm) },
    {
      provide: ShelfSessions,
      inject: [SHELF_STORE, BOOK_CATALOG, READER_DIRECTORY, SCAN_QUOTA, CLOCK],
      useFactory: (s: ShelfStore, c: BookCatalog, r: ReaderDirectory, q: ScanQuota, clock: Clock) => new ShelfSessions(s, c, r, q, clock),
    },
  ],
})
export class ShelfModule {}
