import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AuthorizeAdminUseCase } from '../../application/admin/authorize-admin.use-case.js';
import { ADMIN_ACCESS, type AdminAccess } from '../../application/admin/ports/admin-access.port.js';
import { DecideCorrectionUseCase } from '../../application/corrections/decide-correction.use-case.js';
import { FileCorrectionUseCase } from '../../application/corrections/file-correction.use-case.js';
import { ListCorrectionsQuery } from '../../application/corrections/list-corrections.query.js';
import { CORRECTION_STORE, type CorrectionStore } from '../../application/corrections/ports/correction-store.port.js';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { PgAdminAccess } from '../../adapters/admin/pg-admin-access.adapter.js';
import { PgCorrectionStore } from '../../adapters/corrections/pg-correction-store.adapter.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { BooksModule } from '../books/books.module.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { AdminCorrectionsController } from './admin-corrections.controller.js';
import { CorrectionsController } from './corrections.controller.js';

/**
 * Rating corrections: readers report, admins decide. The admin gate is wired here again (its use
 * case over the same admin_unlocks table) so this module needs nothing from AdminModule.
 */
@Module({
  imports: [BooksModule],
  controllers: [CorrectionsController, AdminCorrectionsController],
  providers: [
    { provide: CORRECTION_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new PgCorrectionStore(orm) },
    { provide: ADMIN_ACCESS, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new PgAdminAccess(orm) },
    {
      provide: AuthorizeAdminUseCase,
      inject: [ADMIN_ACCESS, CLOCK],
      useFactory: (access: AdminAccess, clock: Clock) => new AuthorizeAdminUseCase(access, clock),
    },
    AdminGuard,
    {
      provide: FileCorrectionUseCase,
      inject: [CORRECTION_STORE, BOOK_CATALOG, RATE_LIMITER, CLOCK],
      useFactory: (store: CorrectionStore, books: BookCatalog, limiter: RateLimiter, clock: Clock) => new FileCorrectionUseCase(store, books, limiter, clock),
    },
    {
      provide: DecideCorrectionUseCase,
      inject: [CORRECTION_STORE, BOOK_CATALOG, CLOCK],
      useFactory: (store: CorrectionStore, books: BookCatalog, clock: Clock) => new DecideCorrectionUseCase(store, books, clock),
    },
    {
      provide: ListCorrectionsQuery,
      inject: [CORRECTION_STORE, BOOK_CATALOG],
      useFactory: (store: CorrectionStore, books: BookCatalog) => new ListCorrectionsQuery(store, books),
    },
  ],
})
export class CorrectionsModule {}
