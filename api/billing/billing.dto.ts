import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PLANS, type Plan } from '../../domain/index.js';
import { BILLING_MESSAGES } from '../../application/billing/billing-messages.js';

export class CheckoutDto {
  @ApiPropertyOptional({ enum: PLANS, default: 'monthly', description: 'The plan to pay for; monthly when left out.' })
  @IsOptional()
  @IsIn(PLANS, { message: BILLING_MESSAGES.badPlan })
  plan?: Plan;
}

export class RedirectUrlDto {
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_…', description: 'Open this page (the client opens it in a new tab).' })
  url!: string;
}

export class CheckoutUrlDto extends RedirectUrlDto {
  @ApiProperty({
    enum: ['checkout', 'portal'],
    description: 'checkout: a new subscription; portal: the caller already subscribes, so the page is the portal (a second checkout would bill twice).',
  })
  destination!: 'checkout' | 'portal';
}

export class WebhookReceivedDto {
  @ApiProperty({ example: true })
  received!: boolean;
}

export class SubscriptionDto {
  @ApiProperty({ description: 'An active or trialing subscription whose paid period has not ended.' })
  subscribed!: boolean;
  @ApiProperty({ type: String, nullable: true, enum: PLANS, description: 'The plan, while subscribed.' })
  subscription_tier!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'End of the paid period, while subscribed.' })
  subscription_end!: string | null;
  @ApiProperty({ example: 3 })
  scans_used!: number;
  @ApiProperty({ type: Number, nullable: true, example: 500, description: 'null = unlimited (subscribed).' })
  scans_limit!: number | null;
  @ApiProperty({ description: 'Cancelled by the customer: still active until subscription_end, and may be resumed until then.' })
  cancel_at_period_end!: boolean;
  @ApiProperty({ description: 'Payments run in the local test mode: no card is ever charged.' })
  test_mode!: boolean;
}
