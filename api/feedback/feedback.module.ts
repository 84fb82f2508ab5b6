import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ACCOUNT_POLICIES, type AccountPolicies } from '../../application/accounts/account-policies.js';
import { FEEDBACK_STORE, type FeedbackStore } from '../../application/feedback/feedback-store.port.js';
import { SubmitFeedbackUseCase } from '../../application/feedback/submit-feedback.use-case.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { MikroOrmFeedbackStore } from '../../adapters/feedback/mikro-orm-feedback-store.adapter.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { FeedbackController } from './feedback.controller.js';

@Module({
  controllers: [FeedbackController],
  providers: [
    { provide: FEEDBACK_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmFeedbackStore(orm) },
    {
      provide: SubmitFeedbackUseCase,
      inject: [FEEDBACK_STORE, RATE_LIMITER, ACCOUNT_POLICIES, CLOCK],
      useFactory: (s: FeedbackStore, l: RateLimiter, p: Required<AccountPolicies>, c: Clock) => new SubmitFeedbackUseCase(s, l, p.anonymousFeedbackPerIp, c),
    },
  ],
})
export class FeedbackModule {}
