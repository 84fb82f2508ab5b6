import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { GetSubscriptionUseCase } from '../../application/billing/get-subscription.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly getSubscription: GetSubscriptionUseCase) {}

  /** Always read from our database; `force=1` is accepted (there is no server cache to bypass). */
  @Get()
  @ApiQuery({ name: 'force', required: false })
  @ApiOkResponse({ schema: { example: { subscribed: false, subscription_tier: null, subscription_end: null, scans_used: 3, scans_limit: 500 } } })
  async get(@CurrentUser() actor: Actor, @Query('force') _force?: string) {
    return this.getSubscription.execute(actor);
  }
}
