import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { GetSubscriptionUseCase, SUBSCRIPTION_READER, type SubscriptionReader } from '../../application/billing/get-subscription.use-case.js';
import { SCAN_QUOTA, type ScanQuota } from '../../application/ports/scan-quota.port.js';
import { MikroOrmSubscriptionReader } from '../../adapters/billing/mikro-orm-subscription-reader.adapter.js';
import { BooksModule } from '../books/books.module.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { SubscriptionController } from './subscription.controller.js';

/** The subscription status and the scan quota it reports. */
@Module({
  imports: [BooksModule],
  controllers: [SubscriptionController],
  providers: [
    { provide: SUBSCRIPTION_READER, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmSubscriptionReader(orm) },
    { provide: GetSubscriptionUseCase, inject: [SUBSCRIPTION_READER, SCAN_QUOTA], useFactory: (s: SubscriptionReader, q: ScanQuota) => new GetSubscriptionUseCase(s, q) },
  ],
})
export class BillingModule {}
