import { Inject, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PURGE_FIRST_RUN_MS, PURGE_INTERVAL_MS } from '../../application/account-data/account-data-policy.js';
import { DeleteAccountUseCase } from '../../application/account-data/delete-account.use-case.js';
import { ExportAccountDataUseCase } from '../../application/account-data/export-account-data.use-case.js';
import { ACCOUNT_DATA_READER, type AccountDataReader } from '../../application/account-data/ports/account-data-reader.port.js';
import { ACCOUNT_DELETION_STORE, type AccountDeletionStore } from '../../application/account-data/ports/account-deletion-store.port.js';
import { PurgeDeletedAccountsUseCase } from '../../application/account-data/purge-deleted-accounts.use-case.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/ports/payment-gateway.port.js';
import { PASSWORD_HASHER, type PasswordHasher } from '../../application/ports/password-hasher.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { MikroOrmAccountDataReader } from '../../adapters/account-data/mikro-orm-account-data-reader.adapter.js';
import { MikroOrmAccountDeletionStore } from '../../adapters/account-data/mikro-orm-account-deletion-store.adapter.js';
import { MikroOrmAnalysisCache } from '../../adapters/catalog/mikro-orm-analysis-cache.adapter.js';
import { BillingModule } from '../billing/billing.module.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { AccountDataController } from './account-data.controller.js';
import { exclusiveJob, PURGE_LOCK_KEY } from '../../adapters/persistence/exclusive-job.js';
import { AccountPurgeTimer } from './account-purge.timer.js';

/**
 * The account's data export, account deletion and the purge job. The password hasher and the
 * rate limiter come from the (global) accounts module; the payment gateway (deletion cancels the
 * subscription first) from the billing module.
 */
@Module({
  imports: [BillingModule],
  controllers: [AccountDataController],
  providers: [
    { provide: ACCOUNT_DATA_READER, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmAccountDataReader(orm) },
    { provide: ACCOUNT_DELETION_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmAccountDeletionStore(orm) },
    {
      provide: ExportAccountDataUseCase,
      inject: [ACCOUNT_DATA_READER, CLOCK],
      useFactory: (reader: AccountDataReader, clock: Clock) => new ExportAccountDataUseCase(reader, clock),
    },
    {
      provide: DeleteAccountUseCase,
      inject: [ACCOUNT_DELETION_STORE, PASSWORD_HASHER, RATE_LIMITER, CLOCK, PAYMENT_GATEWAY],
      useFactory: (store: AccountDeletionStore, hasher: PasswordHasher, limiter: RateLimiter, clock: Clock, payments: PaymentGateway) =>
        new DeleteAccountUseCase(store, hasher, limiter, clock, payments),
    },
    {
      provide: PurgeDeletedAccountsUseCase,
      inject: [ACCOUNT_DELETION_STORE, CLOCK, MIKRO_ORM],
      useFactory: (store: AccountDeletionStore, clock: Clock, orm: MikroORM) => new PurgeDeletedAccountsUseCase(store, clock, new MikroOrmAnalysisCache(orm)),
    },
    {
      provide: AccountPurgeTimer,
      inject: [PurgeDeletedAccountsUseCase, MIKRO_ORM],
      useFactory: (purge: PurgeDeletedAccountsUseCase, orm: MikroORM) =>
        new AccountPurgeTimer(
          purge,
          new Logger('AccountPurge'),
          { firstRunMs: PURGE_FIRST_RUN_MS, intervalMs: PURGE_INTERVAL_MS },
          exclusiveJob(orm, PURGE_LOCK_KEY),
        ),
    },
  ],
})
export class AccountDataModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(AccountPurgeTimer) private readonly timer: AccountPurgeTimer) {}

  /** The purge timer runs in every API process; each pass runs on one of them at a time (its lock). */
  onApplicationBootstrap(): void {
    this.timer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.timer.stop();
  }
}
