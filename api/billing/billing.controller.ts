import { BadRequestException, Body, Controller, Headers, HttpCode, Logger, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../application/ports/actor.js';
import { CreateCheckoutUseCase } from '../../application/billing/create-checkout.use-case.js';
import { OpenPortalUseCase } from '../../application/billing/open-portal.use-case.js';
import { ReceiveProviderEventUseCase } from '../../application/billing/receive-provider-event.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { CheckoutDto, CheckoutUrlDto, RedirectUrlDto, WebhookReceivedDto } from './billing.dto.js';

@ApiTags('billing')
@Controller('billing')
export class BillingController {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly createCheckout: CreateCheckoutUseCase,
    private readonly openPortal: OpenPortalUseCase,
    private readonly receiveEvent: ReceiveProviderEventUseCase,
  ) {}

  @Post('checkout')
  @HouseholdAction('manage_billing')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Start paying for a plan (create-checkout)',
    description:
      'Answers the page to open: Stripe Checkout when STRIPE_SECRET_KEY is set, else a local TEST MODE page of this server (no real payment). ' +
      'Both return to PUBLIC_URL/success, or /cancel when abandoned. A caller who already subscribes gets the portal instead (`destination: portal`): a second checkout would bill twice.',
  })
  @ApiOkResponse({ type: CheckoutUrlDto })
  @ApiBadRequestResponse({ description: '`validation_failed`: plan is not monthly or annual.' })
  @ApiConflictResponse({ description: '`conflict`: the caller subscribes but the provider does not know them as a customer yet (no portal to open).' })
  @ApiBadGatewayResponse({ description: '`upstream_failed`: Failed to create checkout session.' })
  @ApiUnauthorizedResponse({ description: 'No or a bad access token.' })
  async checkout(@Body() body: CheckoutDto, @CurrentUser() actor: Actor): Promise<CheckoutUrlDto> {
    return unwrap(await this.createCheckout.execute({ plan: body.plan }, actor));
  }

  @Post('portal')
  @HouseholdAction('manage_billing')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Manage or cancel the subscription (customer-portal)',
    description: 'Answers the Stripe customer portal, or the local TEST MODE portal; both return to PUBLIC_URL/book-scanner.',
  })
  @ApiOkResponse({ type: RedirectUrlDto })
  @ApiConflictResponse({ description: '`conflict`: No subscription to manage (the caller never subscribed).' })
  @ApiBadGatewayResponse({ description: '`upstream_failed`: Failed to open customer portal.' })
  @ApiUnauthorizedResponse({ description: 'No or a bad access token.' })
  async portal(@CurrentUser() actor: Actor): Promise<RedirectUrlDto> {
    return unwrap(await this.openPortal.execute(actor));
  }

  @Post('webhook')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Payment-provider events (Stripe webhook endpoint)',
    description:
      'The raw Stripe event as sent (application/json). The Stripe-Signature header is verified over the exact bytes with STRIPE_WEBHOOK_SECRET and a 300 s tolerance. ' +
      'Acts on customer.subscription.created/updated/deleted/paused/resumed (status, plan, period end); checkout.session.completed and invoice.paid/payment_failed link ids; others are recorded and ignored. ' +
      'Each event id is applied once: a replay answers 200 and changes nothing; an event older than the last applied one for that subscription does not overwrite newer state.',
  })
  @ApiHeader({ name: 'stripe-signature', required: true, description: 't=<unix seconds>,v1=<HMAC-SHA256 hex>' })
  @ApiBody({
    description: 'A Stripe Event object, byte for byte as Stripe sent it.',
    schema: {
      type: 'object',
      additionalProperties: true,
      example: { id: 'evt_…', type: 'customer.subscription.updated', created: 1795000000, data: { object: {} } },
    },
  })
  @ApiOkResponse({ type: WebhookReceivedDto, description: 'Handled (also for a replay or an event we do not act on).' })
  @ApiBadRequestResponse({
    description:
      '`invalid_signature`: missing, wrong or stale (over 300 s) signature; nothing changed. `webhooks_disabled`: local test mode accepts no webhooks.',
  })
  async webhook(@Req() req: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string): Promise<WebhookReceivedDto> {
    if (!req.rawBody) {
      throw new BadRequestException({ code: 'invalid_signature', message: 'The webhook body must be sent as application/json' });
    }
    const received = await this.receiveEvent.execute(req.rawBody, signature);
    if (!received.ok) {
      this.logger.warn(`webhook refused: ${received.message}`);
      throw new BadRequestException({ code: received.reason, message: received.message });
    }
    this.logger.log(`webhook ${received.eventId} (${received.type}): ${received.applied.outcome}`);
    return { received: true };
  }
}
