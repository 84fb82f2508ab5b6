import { Logger, Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ApplySubscriptionEventUseCase } from '../../application/billing/apply-subscription-event.use-case.js';
import { CancelTestSubscriptionUseCase } from '../../application/billing/cancel-test-subscription.use-case.js';
import { CompleteTestCheckoutUseCase } from '../../application/billing/complete-test-checkout.use-case.js';
import { CreateCheckoutUseCase } from '../../application/billing/create-checkout.use-case.js';
import { GetSubscriptionUseCase } from '../../application/billing/get-subscription.use-case.js';
import { OpenPortalUseCase } from '../../application/billing/open-portal.use-case.js';
import { ReceiveProviderEventUseCase } from '../../application/billing/receive-provider-event.use-case.js';
import { SUBSCRIPTION_LEDGER, type SubscriptionLedger } from '../../application/billing/subscription-ledger.port.js';
import { SUBSCRIPTION_READER, type SubscriptionReader } from '../../application/billing/subscription-reader.port.js';
import { TEST_MODE_LINKS, type TestModeLinks } from '../../application/billing/test-mode-links.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/ports/payment-gateway.port.js';
import { SCAN_QUOTA, type ScanQuota } from '../../application/ports/scan-quota.port.js';
import { LocalTestModePaymentGateway, type TestModeCancel } from '../../adapters/billing/local-test-mode-payment-gateway.adapter.js';
import { MikroOrmSubscriptionLedger } from '../../adapters/billing/mikro-orm-subscription-ledger.adapter.js';
import { MikroOrmTestModeLinks } from '../../adapters/billing/mikro-orm-test-mode-links.adapter.js';
import { StripePaymentGateway } from '../../adapters/billing/stripe-payment-gateway.adapter.js';
import { BooksModule } from '../books/books.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { BillingController } from './billing.controller.js';
import { SubscriptionController } from './subscription.controller.js';
import { TestModeController } from './test-mode.controller.js';

const logger = new Logger('Billing');

/** Test mode's cancellation: the canceled state goes into the ledger through the webhook's own use case. */
const markCancelledInLedger =
  (apply: ApplySubscriptionEventUseCase): TestModeCancel =>
  async (holder, at) => {
    await apply.execute({
      id: `test_cancel_account_${holder.userId}_${at.getTime()}`,
      type: 'test_mode.subscription.canceled',
      created: at,
      userId: holder.userId,
      subscriptionId: holder.subscriptionId ?? undefined,
      state: { status: 'canceled' },
    });
  };

/** Stripe when STRIPE_SECRET_KEY is set, else the local test-mode pages of this server. */
function paymentGateway(config: AppConfig, links: TestModeLinks, clock: Clock, apply: ApplySubscriptionEventUseCase): PaymentGateway {
  if (!config.stripe) {
    logger.log('payments in local TEST MODE (no STRIPE_SECRET_KEY): checkout and portal are pages of this server');
    return new LocalTestModePaymentGateway(links, clock, config.publicUrl, markCancelledInLedger(apply));
  }
  for (const [name, value] of [
    ['STRIPE_WEBHOOK_SECRET', config.stripe.webhookSecret],
    ['STRIPE_PRICE_MONTHLY', config.stripe.priceMonthly],
    ['STRIPE_PRICE_ANNUAL', config.stripe.priceAnnual],
  ]) {
    if (!value) logger.warn(`${name} is not set: ${name === 'STRIPE_WEBHOOK_SECRET' ? 'every webhook will be refused' : 'that plan cannot be bought'}`);
  }
  return new StripePaymentGateway({ ...config.stripe, publicUrl: config.publicUrl }, clock, (operation, error) =>
    logger.error(`Stripe ${operation} failed: ${(error as Error)?.message ?? String(error)}`),
  );
}

/** The subscription: status and scan quota, checkout, portal, the provider's webhook, the local test mode. */
@Module({
  imports: [BooksModule], // SCAN_QUOTA: scans used
  controllers: [SubscriptionController, BillingController, TestModeController],
  providers: [
    { provide: SUBSCRIPTION_LEDGER, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmSubscriptionLedger(orm) },
    { provide: SUBSCRIPTION_READER, useExisting: SUBSCRIPTION_LEDGER },
    { provide: TEST_MODE_LINKS, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmTestModeLinks(orm) },
    { provide: PAYMENT_GATEWAY, inject: [APP_CONFIG, TEST_MODE_LINKS, CLOCK, ApplySubscriptionEventUseCase], useFactory: paymentGateway },
    {
      provide: ApplySubscriptionEventUseCase,
      inject: [SUBSCRIPTION_LEDGER, CLOCK],
      useFactory: (l: SubscriptionLedger, c: Clock) => new ApplySubscriptionEventUseCase(l, c),
    },
    {
      provide: GetSubscriptionUseCase,
      inject: [SUBSCRIPTION_READER, SCAN_QUOTA, CLOCK, APP_CONFIG],
      useFactory: (s: SubscriptionReader, q: ScanQuota, c: Clock, config: AppConfig) => new GetSubscriptionUseCase(s, q, c, !config.stripe),
    },
    {
      provide: CreateCheckoutUseCase,
      inject: [SUBSCRIPTION_READER, PAYMENT_GATEWAY, CLOCK],
      useFactory: (s: SubscriptionReader, g: PaymentGateway, c: Clock) => new CreateCheckoutUseCase(s, g, c),
    },
    {
      provide: OpenPortalUseCase,
      inject: [SUBSCRIPTION_READER, PAYMENT_GATEWAY],
      useFactory: (s: SubscriptionReader, g: PaymentGateway) => new OpenPortalUseCase(s, g),
    },
    {
      provide: ReceiveProviderEventUseCase,
      inject: [PAYMENT_GATEWAY, ApplySubscriptionEventUseCase],
      useFactory: (g: PaymentGateway, a: ApplySubscriptionEventUseCase) => new ReceiveProviderEventUseCase(g, a),
    },
    {
      provide: CompleteTestCheckoutUseCase,
      inject: [TEST_MODE_LINKS, ApplySubscriptionEventUseCase, CLOCK],
      useFactory: (l: TestModeLinks, a: ApplySubscriptionEventUseCase, c: Clock) => new CompleteTestCheckoutUseCase(l, a, c),
    },
    {
      provide: CancelTestSubscriptionUseCase,
      inject: [TEST_MODE_LINKS, SUBSCRIPTION_READER, ApplySubscriptionEventUseCase, CLOCK],
      useFactory: (l: TestModeLinks, s: SubscriptionReader, a: ApplySubscriptionEventUseCase, c: Clock) => new CancelTestSubscriptionUseCase(l, s, a, c),
    },
  ],
  // account deletion cancels the subscription at the provider first
  exports: [PAYMENT_GATEWAY],
})
export class BillingModule {}
