import { Controller, Get, HttpStatus, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BILLING_MESSAGES } from '../../application/billing/billing-messages.js';
import { CancelTestSubscriptionUseCase } from '../../application/billing/cancel-test-subscription.use-case.js';
import { CompleteTestCheckoutUseCase } from '../../application/billing/complete-test-checkout.use-case.js';
import { SUBSCRIPTION_READER, type SubscriptionReader } from '../../application/billing/subscription-reader.port.js';
import { isUsableLink, TEST_MODE_LINKS, type TestLinkPurpose, type TestModeLinks } from '../../application/billing/test-mode-links.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { TEST_CHECKOUT_PATH, TEST_PORTAL_PATH } from '../../adapters/billing/local-test-mode-payment-gateway.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { pageSecurityHeaders } from '../http/security-headers.js';
import { testCheckoutPage, testPortalPage, unusableLinkPage } from './test-mode-pages.js';

const TOKEN_PARAM = { name: 'token', description: 'The single-use, 30-minute link token from POST /api/billing/checkout or /portal.' };

/** The test-mode pages answer HTML, their errors too (an error page), or the JSON error when Stripe is configured. */
const HTML_PAGE = { 'text/html': { schema: { type: 'string' as const, description: 'An HTML page.' } } };
const HTML_OR_ERROR = { ...HTML_PAGE, 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

/**
 * The local stand-in for the payment provider's pages (no Stripe key configured). Public: the
 * unguessable single-use token in the path identifies the user, as a provider's session id would.
 * When Stripe is configured these routes answer 404, so a leftover link cannot grant anything.
 */
@ApiTags('billing (local test mode)')
@Public()
@Controller('billing')
export class TestModeController {
  constructor(
    @Inject(TEST_MODE_LINKS) private readonly links: TestModeLinks,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly completeCheckout: CompleteTestCheckoutUseCase,
    private readonly cancelSubscription: CancelTestSubscriptionUseCase,
    @Inject(SUBSCRIPTION_READER) private readonly subscriptions: SubscriptionReader,
  ) {}

  @Get('test-checkout/:token')
  @ApiOperation({ summary: 'TEST MODE checkout page (HTML): plan, price placeholder, “Confirm test subscription” and “Cancel”' })
  @ApiParam(TOKEN_PARAM)
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The page.', content: HTML_PAGE })
  @ApiGoneResponse({ description: 'The link was used or has expired.', content: HTML_PAGE })
  @ApiNotFoundResponse({ description: 'Unknown link, or Stripe is configured.', content: HTML_OR_ERROR })
  async checkoutPage(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    const link = await this.usable(token, 'checkout', res);
    if (link?.plan) {
      this.html(
        res,
        200,
        testCheckoutPage({ action: `${TEST_CHECKOUT_PATH}/${token}/confirm`, plan: link.plan, expiresAt: link.expiresAt, now: this.clock.now() }),
      );
    }
  }

  @Post('test-checkout/:token/confirm')
  @ApiOperation({
    summary: 'TEST MODE: confirm the subscription (the page’s form). Spends the link, activates the plan like a provider event, then redirects to /success',
  })
  @ApiParam(TOKEN_PARAM)
  @ApiResponse({ status: 303, description: 'Activated: Location /success.' })
  @ApiGoneResponse({ description: 'The link was used or has expired: nothing changed.', content: HTML_PAGE })
  @ApiNotFoundResponse({ description: 'Stripe is configured.', content: HTML_OR_ERROR })
  async confirm(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    if (this.refuseWhenStripe(res)) return;
    const outcome = await this.completeCheckout.execute(token);
    if (outcome.ok) res.redirect('/success', HttpStatus.SEE_OTHER);
    else this.html(res, 410, unusableLinkPage(BILLING_MESSAGES.testLinkUnusable));
  }

  @Get('test-portal/:token')
  @ApiOperation({ summary: 'TEST MODE billing portal page (HTML): “Cancel subscription (test mode)” and a link back to /book-scanner' })
  @ApiParam(TOKEN_PARAM)
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The page.', content: HTML_PAGE })
  @ApiGoneResponse({ description: 'The link was used or has expired.', content: HTML_PAGE })
  @ApiNotFoundResponse({ description: 'Unknown link, or Stripe is configured.', content: HTML_OR_ERROR })
  async portalPage(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    const link = await this.usable(token, 'portal', res);
    if (!link) return;
    const record = await this.subscriptions.find(link.userId);
    this.html(
      res,
      200,
      testPortalPage({
        basePath: `${TEST_PORTAL_PATH}/${token}`,
        expiresAt: link.expiresAt,
        now: this.clock.now(),
        periodEnd: record?.currentPeriodEnd ?? null,
        cancelling: record?.cancelAtPeriodEnd === true,
      }),
    );
  }

  @Post('test-portal/:token/cancel')
  @ApiOperation({
    summary:
      'TEST MODE: cancel the subscription at the end of its paid period (the portal’s form). Spends the link, applies it like a provider event (still active until then), then redirects to /cancel?from=portal',
  })
  @ApiParam(TOKEN_PARAM)
  @ApiResponse({ status: 303, description: 'Cancelled at the period end: Location /cancel?from=portal.' })
  @ApiGoneResponse({ description: 'The link was used or has expired: nothing changed.', content: HTML_PAGE })
  @ApiNotFoundResponse({ description: 'Stripe is configured.', content: HTML_OR_ERROR })
  async cancel(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    if (this.refuseWhenStripe(res)) return;
    const outcome = await this.cancelSubscription.execute(token, 'cancel');
    if (outcome.ok) res.redirect('/cancel?from=portal', HttpStatus.SEE_OTHER);
    else this.html(res, 410, unusableLinkPage(BILLING_MESSAGES.testLinkUnusable));
  }

  @Post('test-portal/:token/resume')
  @ApiOperation({ summary: 'TEST MODE: take back a cancellation before the period ends (the portal’s form). Spends the link, then redirects to /book-scanner' })
  @ApiParam(TOKEN_PARAM)
  @ApiResponse({ status: 303, description: 'Resumed: Location /book-scanner.' })
  @ApiGoneResponse({ description: 'The link was used or has expired: nothing changed.', content: HTML_PAGE })
  @ApiNotFoundResponse({ description: 'Stripe is configured.', content: HTML_OR_ERROR })
  async resume(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    if (this.refuseWhenStripe(res)) return;
    const outcome = await this.cancelSubscription.execute(token, 'resume');
    if (outcome.ok) res.redirect('/book-scanner', HttpStatus.SEE_OTHER);
    else this.html(res, 410, unusableLinkPage(BILLING_MESSAGES.testLinkUnusable));
  }

  /** The link when it can still be used; otherwise the error page has been sent. */
  private async usable(token: string, purpose: TestLinkPurpose, res: FastifyReply) {
    if (this.refuseWhenStripe(res)) return null;
    const link = await this.links.find(token);
    if (!link || link.purpose !== purpose) {
      this.html(res, 404, unusableLinkPage('This test-mode link does not exist. Start again from the app.'));
      return null;
    }
    if (!isUsableLink(link, this.clock.now())) {
      this.html(res, 410, unusableLinkPage(BILLING_MESSAGES.testLinkUnusable));
      return null;
    }
    return link;
  }

  private refuseWhenStripe(res: FastifyReply): boolean {
    if (!this.config.stripe) return false;
    res
      .code(404)
      .send({ code: 'not_found', message: 'Test mode is off: payments go through Stripe', errors: ['Test mode is off: payments go through Stripe'] });
    return true;
  }

  private html(res: FastifyReply, status: number, body: string): void {
    pageSecurityHeaders(res.request.raw, res.raw); // a page under /api: its inline style needs the page's policy
    res.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
  }
}
