import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AuthorizeAdminUseCase } from '../../application/admin/authorize-admin.use-case.js';
import { ADMIN_ACCESS, type AdminAccess } from '../../application/admin/ports/admin-access.port.js';
import { AskToAddBookUseCase } from '../../application/catalog-requests/ask-to-add-book.use-case.js';
import { CATALOG_REQUEST_STORE, type CatalogRequestStore } from '../../application/catalog-requests/catalog-request-store.port.js';
import { DecideCatalogRequestUseCase } from '../../application/catalog-requests/decide-catalog-request.use-case.js';
import { SettleAddedRequestsUseCase } from '../../application/catalog-requests/settle-added-requests.use-case.js';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { PgAdminAccess } from '../../adapters/admin/pg-admin-access.adapter.js';
import { MikroOrmCatalogRequestStore } from '../../adapters/catalog-requests/mikro-orm-catalog-request-store.adapter.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { BooksModule } from '../books/books.module.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { AdminCatalogRequestsController } from './admin-catalog-requests.controller.js';
import { CatalogRequestsController } from './catalog-requests.controller.js';

/**
 * "Ask us to add this book": parents ask, admins answer. The admin gate is wired here again (as in
 * CorrectionsModule) so this module needs nothing from AdminModule.
 */
@Module({
  imports: [BooksModule],
  controllers: [CatalogRequestsController, AdminCatalogRequestsController],
  providers: [
    { provide: CATALOG_REQUEST_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmCatalogRequestStore(orm) },
    { provide: ADMIN_ACCESS, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new PgAdminAccess(orm) },
    {
      provide: AuthorizeAdminUseCase,
      inject: [ADMIN_ACCESS, CLOCK],
      useFactory: (access: AdminAccess, clock: Clock) => new AuthorizeAdminUseCase(access, clock),
    },
    AdminGuard,
    { provide: AskToAddBookUseCase, inject: [CATALOG_REQUEST_STORE, CLOCK], useFactory: (s: CatalogRequestStore, c: Clock) => new AskToAddBookUseCase(s, c) },
    {
      provide: DecideCatalogRequestUseCase,
      inject: [CATALOG_REQUEST_STORE, CLOCK],
      useFactory: (s: CatalogRequestStore, c: Clock) => new DecideCatalogRequestUseCase(s, c),
    },
    {
      provide: SettleAddedRequestsUseCase,
      inject: [CATALOG_REQUEST_STORE, BOOK_CATALOG, CLOCK],
      useFactory: (s: CatalogRequestStore, b: BookCatalog, c: Clock) => new SettleAddedRequestsUseCase(s, b, c),
    },
  ],
})
export class CatalogRequestsModule {}
