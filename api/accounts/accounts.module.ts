import { Global, Inject, Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ACCOUNT_STORE, type AccountStore } from '../../application/accounts/account-store.port.js';
import { ACCOUNT_POLICIES } from '../../application/accounts/account-policies.js';
import { MAILER, type Mailer } from '../../application/ports/mailer.port.js';
import { PASSWORD_HASHER } from '../../application/ports/password-hasher.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { SESSION_REGISTRY } from '../../application/ports/session-registry.port.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { ACCOUNT_PROVIDERS } from './accounts.providers.js';
import { AuthController } from './auth.controller.js';
import { ProfileController } from './profile.controller.js';

type Closable = { close?: () => unknown };

/**
 * Accounts: sign-up, sessions, one-time links, profiles. Global so that the JWT strategy (in the
 * root module) finds SESSION_REGISTRY and other features (admin unlock, feedback) find the
 * hasher, the rate limiter, the policies and the mailer.
 */
@Global()
@Module({
  controllers: [AuthController, ProfileController],
  providers: ACCOUNT_PROVIDERS,
  exports: [ACCOUNT_STORE, PASSWORD_HASHER, SESSION_REGISTRY, RATE_LIMITER, MAILER, ACCOUNT_POLICIES],
})
export class AccountsModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(ACCOUNT_STORE) private readonly store: AccountStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter & Closable,
    @Inject(MAILER) private readonly mailer: Mailer & Closable,
  ) {}

  /** ADMIN_EMAILS also applies to accounts that existed before the variable was set. */
  async onModuleInit(): Promise<void> {
    const granted = await this.store.grantAdmin(this.config.adminEmails);
    if (granted > 0) this.logger.log(`granted is_admin to ${granted} account(s) from ADMIN_EMAILS`);
  }

  /** Closes the Redis connection of the rate limits and pooled SMTP connections. */
  async onModuleDestroy(): Promise<void> {
    await this.limiter.close?.();
    await this.mailer.close?.();
  }
}
