import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AcceptInvitationUseCase } from '../../application/household/accept-invitation.use-case.js';
import { HOUSEHOLD_STORE, type HouseholdStore } from '../../application/household/household-store.port.js';
import { INVITATION_TOKENS, type InvitationTokens } from '../../application/household/invitation-tokens.port.js';
import { InviteToHouseholdUseCase } from '../../application/household/invite-to-household.use-case.js';
import { LeaveHouseholdUseCase, RemoveHouseholdMemberUseCase, RevokeInvitationUseCase } from '../../application/household/manage-household.use-cases.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { MAILER, type Mailer } from '../../application/ports/mailer.port.js';
import { CachedHouseholdPlaces } from '../../adapters/household/household-place-cache.js';
import { MikroOrmHouseholdStore } from '../../adapters/household/mikro-orm-household-store.adapter.js';
import { Sha256InvitationTokens } from '../../adapters/household/sha256-invitation-tokens.adapter.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { HouseholdController } from './household.controller.js';

/** Households: members, invitations, and the store the global HouseholdAccessGuard reads (exported). */
@Module({
  imports: [AccountsModule],
  controllers: [HouseholdController],
  providers: [
    // One instance (no REDIS_URL) reuses an account's place briefly and forgets it at every change
    // of membership (issue 20, as the session check); several instances ask the database every
    // time, since a member removed on another instance must be refused here at once.
    {
      provide: HOUSEHOLD_STORE,
      inject: [MIKRO_ORM, APP_CONFIG],
      useFactory: (orm: MikroORM, config: AppConfig) => {
        const store = new MikroOrmHouseholdStore(orm);
        return config.redisUrl ? store : new CachedHouseholdPlaces(store);
      },
    },
    { provide: INVITATION_TOKENS, useFactory: () => new Sha256InvitationTokens() },
    {
      provide: InviteToHouseholdUseCase,
      inject: [HOUSEHOLD_STORE, INVITATION_TOKENS, MAILER, CLOCK, APP_CONFIG],
      useFactory: (s: HouseholdStore, t: InvitationTokens, m: Mailer, c: Clock, config: AppConfig) =>
        new InviteToHouseholdUseCase(s, t, m, c, config.publicUrl),
    },
    {
      provide: AcceptInvitationUseCase,
      inject: [HOUSEHOLD_STORE, INVITATION_TOKENS, CLOCK],
      useFactory: (s: HouseholdStore, t: InvitationTokens, c: Clock) => new AcceptInvitationUseCase(s, t, c),
    },
    { provide: RevokeInvitationUseCase, inject: [HOUSEHOLD_STORE, CLOCK], useFactory: (s: HouseholdStore, c: Clock) => new RevokeInvitationUseCase(s, c) },
    { provide: RemoveHouseholdMemberUseCase, inject: [HOUSEHOLD_STORE], useFactory: (s: HouseholdStore) => new RemoveHouseholdMemberUseCase(s) },
    { provide: LeaveHouseholdUseCase, inject: [HOUSEHOLD_STORE], useFactory: (s: HouseholdStore) => new LeaveHouseholdUseCase(s) },
  ],
  exports: [HOUSEHOLD_STORE],
})
export class HouseholdModule {}
