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
}
