import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminModule } from './admin/admin.module.js';
import { AccountDataModule } from './account-data/account-data.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { BillingModule } from './billing/billing.module.js';
import { BooksModule } from './books/books.module.js';
import { FeedbackModule } from './feedback/feedback.module.js';
import { ReadersModule } from './readers/readers.module.js';
import { ReadingListModule } from './reading-list/reading-list.module.js';
import { ScanHistoryModule } from './scan-history/scan-history.module.js';
import { ScansModule } from './scans/scans.module.js';
import { CorrectionsModule } from './corrections/corrections.module.js';
import { BookRequestsModule } from './book-requests/book-requests.module.js';
import { CatalogRequestsModule } from './catalog-requests/catalog-requests.module.js';
import { ShelfModule } from './shelf/shelf.module.js';
import { SharingModule } from './sharing/sharing.module.js';
import { HouseholdAccessGuard } from './household/household-access.guard.js';
import { HouseholdModule } from './household/household.module.js';
import { JwtAuthGuard } from './auth/jwt-auth.guard.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { HealthController } from './health/health.controller.js';
import { Lifecycle } from './health/lifecycle.js';
import { ReadyController } from './health/ready.controller.js';
import { AllExceptionsFilter } from './http/all-exceptions.filter.js';
import { InfrastructureModule, type InfrastructureOptions } from './infrastructure/infrastructure.module.js';

/**
 * Feature modules of the API. Each capability adds its module here (one line), and nothing else
 * in this file changes.
 */
const FEATURE_MODULES: DynamicModule['imports'] = [
  AccountsModule,
  FeedbackModule,
  ReadersModule,
  ReadingListModule,
  ScanHistoryModule,
  BooksModule,
  BillingModule,
  AdminModule,
  AccountDataModule,
  ScansModule,
  CorrectionsModule,
  BookRequestsModule,
  CatalogRequestsModule,
  ShelfModule,
  SharingModule,
  HouseholdModule,
];

/** The composition root. */
@Module({})
export class AppModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.forRoot(options), PassportModule, ...(FEATURE_MODULES ?? [])],
      controllers: [HealthController, ReadyController],
      providers: [
        JwtStrategy,
        Lifecycle,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        // after the account guard (it reads req.user): the household role of routes that name a household action
        { provide: APP_GUARD, useClass: HouseholdAccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
