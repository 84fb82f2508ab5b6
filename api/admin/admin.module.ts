import { Logger, Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AuthorizeAdminUseCase } from '../../application/admin/authorize-admin.use-case.js';
import { ChangeFeedbackStatusUseCase } from '../../application/admin/change-feedback-status.use-case.js';
import { ExportBooksUseCase } from '../../application/admin/export-books.use-case.js';
import { FixBookDataUseCase } from '../../application/admin/fix-book-data.use-case.js';
import { GenerateInsightsUseCase } from '../../application/admin/generate-insights.use-case.js';
import { ImportBooksUseCase } from '../../application/admin/import-books.use-case.js';
import { ImportJobs } from '../../application/admin/import-jobs.js';
import { ADMIN_ACCESS, type AdminAccess } from '../../application/admin/ports/admin-access.port.js';
import { AUDIT_LOG, type AuditLog } from '../../application/admin/ports/audit-log.port.js';
import { BOOK_CSV_READER, type BookCsvReader } from '../../application/admin/ports/book-csv-reader.port.js';
import { CATALOG_ADMIN, type CatalogAdmin } from '../../application/admin/ports/catalog-admin.port.js';
import { CATALOG_IMPORTER, type CatalogImporter } from '../../application/admin/ports/catalog-importer.port.js';
import { FEEDBACK_INBOX, type FeedbackInbox } from '../../application/admin/ports/feedback-inbox.port.js';
import { PROFILE_DIRECTORY } from '../../application/admin/ports/profile-directory.port.js';
import { UnlockAdminUseCase } from '../../application/admin/unlock-admin.use-case.js';
import { PASSWORD_HASHER, type PasswordHasher } from '../../application/ports/password-hasher.port.js';
import { BOOK_INTELLIGENCE, type BookIntelligence } from '../../application/ports/book-intelligence.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { ChunkedBookCsvReader } from '../../adapters/admin/chunked-book-csv-reader.adapter.js';
import { PgAdminAccess } from '../../adapters/admin/pg-admin-access.adapter.js';
import { PgAuditLog } from '../../adapters/admin/pg-audit-log.adapter.js';
import { PgCatalogAdmin } from '../../adapters/admin/pg-catalog-admin.adapter.js';
import { PgCatalogImporter } from '../../adapters/admin/pg-catalog-importer.adapter.js';
import { PgFeedbackInbox } from '../../adapters/admin/pg-feedback-inbox.adapter.js';
import { PgImportJobStore, PgImportWriterLock } from '../../adapters/admin/pg-import-jobs.adapter.js';
import { IMPORT_JOB_STORE, type ImportJobStore } from '../../application/admin/ports/import-job-store.port.js';
import { IMPORT_WRITER_LOCK, type ImportWriterLock } from '../../application/admin/ports/import-writer-lock.port.js';
import { PgProfileDirectory } from '../../adapters/admin/pg-profile-directory.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { AdminAccessController } from './admin-access.controller.js';
import { AdminBooksController } from './admin-books.controller.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminExportController } from './admin-export.controller.js';
import { AdminGuard } from './admin.guard.js';
import { AdminInsightsController } from './admin-insights.controller.js';
import { BooksModule } from '../books/books.module.js';

const pg = <T>(make: (orm: MikroORM) => T) => ({ inject: [MIKRO_ORM], useFactory: make });

/**
 * The administration capability: the admin gate, the dashboard and the book-content tools. The
 * password hasher comes from the (global) accounts module, book intelligence from the books module.
 */
@Module({
  imports: [BooksModule],
  controllers: [AdminAccessController, AdminDashboardController, AdminBooksController, AdminExportController, AdminInsightsController],
  providers: [
    { provide: ADMIN_ACCESS, ...pg((orm) => new PgAdminAccess(orm)) },
    { provide: AUDIT_LOG, ...pg((orm) => new PgAuditLog(orm)) },
    { provide: FEEDBACK_INBOX, ...pg((orm) => new PgFeedbackInbox(orm)) },
    { provide: PROFILE_DIRECTORY, ...pg((orm) => new PgProfileDirectory(orm)) },
    { provide: CATALOG_ADMIN, ...pg((orm) => new PgCatalogAdmin(orm)) },
    { provide: CATALOG_IMPORTER, ...pg((orm) => new PgCatalogImporter(orm)) },
    { provide: BOOK_CSV_READER, useFactory: () => new ChunkedBookCsvReader() },
    // one import at a time per deployment (its REDIS_PREFIX), across every instance of it
    { provide: IMPORT_JOB_STORE, inject: [MIKRO_ORM, APP_CONFIG], useFactory: (orm: MikroORM, c: AppConfig) => new PgImportJobStore(orm, c.redisPrefix ?? '') },
    {
      provide: IMPORT_WRITER_LOCK,
      inject: [MIKRO_ORM, APP_CONFIG],
      useFactory: (orm: MikroORM, c: AppConfig) => new PgImportWriterLock(orm, c.redisPrefix ?? ''),
    },
    {
      provide: AuthorizeAdminUseCase,
      inject: [ADMIN_ACCESS, CLOCK],
      useFactory: (access: AdminAccess, clock: Clock) => new AuthorizeAdminUseCase(access, clock),
    },
    {
      provide: UnlockAdminUseCase,
      inject: [ADMIN_ACCESS, PASSWORD_HASHER, AUDIT_LOG, CLOCK],
      useFactory: (access: AdminAccess, passwords: PasswordHasher, audit: AuditLog, clock: Clock) => new UnlockAdminUseCase(access, passwords, audit, clock),
    },
    {
      provide: ChangeFeedbackStatusUseCase,
      inject: [FEEDBACK_INBOX, AUDIT_LOG, CLOCK],
      useFactory: (inbox: FeedbackInbox, audit: AuditLog, clock: Clock) => new ChangeFeedbackStatusUseCase(inbox, audit, clock),
    },
    {
      provide: ImportBooksUseCase,
      inject: [BOOK_CSV_READER, CATALOG_IMPORTER, AUDIT_LOG, CLOCK, IMPORT_WRITER_LOCK],
      useFactory: (reader: BookCsvReader, importer: CatalogImporter, audit: AuditLog, clock: Clock, writers: ImportWriterLock) =>
        new ImportBooksUseCase(reader, importer, audit, clock, writers),
    },
    {
      provide: ImportJobs,
      inject: [ImportBooksUseCase, CLOCK, IMPORT_JOB_STORE],
      useFactory: (importBooks: ImportBooksUseCase, clock: Clock, store: ImportJobStore) => {
        const logger = new Logger('ImportJobs');
        return new ImportJobs(importBooks, clock, store, (error) => logger.error({ err: error }, 'background import failed'));
      },
    },
    {
      provide: ExportBooksUseCase,
      inject: [CATALOG_ADMIN, AUDIT_LOG, CLOCK],
      useFactory: (catalog: CatalogAdmin, audit: AuditLog, clock: Clock) => new ExportBooksUseCase(catalog, audit, clock),
    },
    {
      provide: FixBookDataUseCase,
      inject: [CATALOG_ADMIN, BOOK_INTELLIGENCE, AUDIT_LOG, CLOCK],
      useFactory: (catalog: CatalogAdmin, intelligence: BookIntelligence, audit: AuditLog, clock: Clock) =>
        new FixBookDataUseCase(catalog, intelligence, audit, clock),
    },
    {
      provide: GenerateInsightsUseCase,
      inject: [CATALOG_ADMIN, BOOK_INTELLIGENCE],
      useFactory: (catalogAdmin: CatalogAdmin, intelligence: BookIntelligence) => new GenerateInsightsUseCase(catalogAdmin, intelligence),
    },
    AdminGuard,
  ],
})
export class AdminModule {}
