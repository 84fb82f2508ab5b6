import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { GetSubscriptionUseCase } from '../../application/billing/get-subscription.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { SubscriptionDto } from './billing.dto.js';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly getSubscription: GetSubscriptionUseCase) {}

  @Get()
  @HouseholdAction('view_subscription')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The caller’s subscription and scan quota (check-subscription)',
    description:
      'Read from our own database, which the payment webhook (or the local test-mode pages) keeps current; the payment provider is never called here. ' +
      '`force=1` asks to bypass any server cache: there is none, so every call is fresh, and the client’s 60-second throttle is the only one.',
  })
  @ApiQuery({
    name: 'force',
    required: false,
    description: 'Bypass any server cache (accepted; answers are never cached).',
    schema: { type: 'string', enum: ['1', 'true'] },
  })
  @ApiOkResponse({
    type: SubscriptionDto,
    example: {
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      scans_used: 3,
      scans_limit: 500,
      cancel_at_period_end: false,
      test_mode: true,
    },
  })
  @ApiUnauthorizedResponse({ description: 'No or a bad access token.' })
  async get(@HouseholdActor() actor: Actor, @Query('force') _force?: string): Promise<SubscriptionDto> {
    return this.getSubscription.execute(actor);
  }
}
