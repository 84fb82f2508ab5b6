import type { Actor } from '../ports/actor.js';
import type { BillingCustomer, PaymentGateway } from '../ports/payment-gateway.port.js';
import type { ScanQuota } from '../ports/scan-quota.port.js';
import { ApplySubscriptionEventUseCase } from './apply-subscription-event.use-case.js';
import { anEvent, ManualClock, USER } from '../../tests/doubles/billing/billing-test-kit.js';
import { CancelTestSubscriptionUseCase } from './cancel-test-subscription.use-case.js';
import { CompleteTestCheckoutUseCase } from './complete-test-checkout.use-case.js';
import { CreateCheckoutUseCase } from './create-checkout.use-case.js';
import { GetSubscriptionUseCase } from './get-subscription.use-case.js';
import { InMemorySubscriptionLedger } from '../../tests/doubles/billing/in-memory-subscription-ledger.js';
import { InMemoryTestModeLinks } from '../../tests/doubles/billing/in-memory-test-mode-links.js';
import { OpenPortalUseCase } from './open-portal.use-case.js';
import { TEST_LINK_TTL_MS } from './test-mode-links.port.js';

class FakeGateway implements PaymentGateway {
  checkouts: { customer: BillingCustomer; plan: string }[] = [];
  portals: BillingCustomer[] = [];
  failing = false;
  async createCheckout(customer: BillingCustomer, plan: string) {
    if (this.failing) throw new Error('provider down');
    this.checkouts.push({ customer, plan });
    return { url: `https://pay.example/${plan}` };
  }
  async createPortal(customer: BillingCustomer & { customerId: string }) {
    if (this.failing) throw new Error('provider down');
    this.portals.push(customer);
    return { url: 'https://pay.example/portal' };
  }
  async cancelSubscriptions() {
    return { cancelled: [] };
  }
  async parseWebhook() {
    return { ok: false as const, reason: 'webhooks_disabled' as const, message: 'no' };
  }
}

const actor: Actor = { id: USER, email: 'parent@example.com', isAdmin: false, sessionId: 's1' };

describe('billing use cases', () => {
  let clock: ManualClock;
  let ledger: InMemorySubscriptionLedger;
  let gateway: FakeGateway;
  let apply: ApplySubscriptionEventUseCase;

  beforeEach(() => {
    clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));
    ledger = new InMemorySubscriptionLedger();
    ledger.users.add(USER);
    gateway = new FakeGateway();
    apply = new ApplySubscriptionEventUseCase(ledger, clock);
  });

  describe('CreateCheckoutUseCase', () => {
    const sut = () => new CreateCheckoutUseCase(ledger, gateway, clock);

    it('defaults to the monthly plan and passes who pays', async () => {
      await expect(sut().execute({}, actor)).resolves.toEqual({ ok: true, value: { url: 'https://pay.example/monthly', destination: 'checkout' } });
      expect(gateway.checkouts).toEqual([{ customer: { userId: USER, email: 'parent@example.com', customerId: null }, plan: 'monthly' }]);
    });

    it('refuses an unknown plan', async () => {
      const outcome = await sut().execute({ plan: 'weekly' }, actor);
      expect(outcome.ok || outcome.error).toMatchObject({ code: 'validation_failed', message: 'Plan must be monthly or annual' });
    });

    it('sends a subscriber to the portal instead of a second checkout, and reuses the customer after it ended', async () => {
      await apply.execute(anEvent({ at: '2026-11-22T09:00:00Z' }));
      const second = await sut().execute({ plan: 'annual' }, actor);
      expect(second).toEqual({ ok: true, value: { url: expect.any(String), destination: 'portal' } });
      expect(gateway.checkouts).toEqual([]);
      clock.advance(40 * 86_400_000);
      await expect(sut().execute({ plan: 'annual' }, actor)).resolves.toMatchObject({ ok: true });
      expect(gateway.checkouts[0].customer.customerId).toBe('cus_1');
    });

    it('answers the specification’s message when the provider fails', async () => {
      gateway.failing = true;
      const outcome = await sut().execute({}, actor);
      expect(outcome.ok || outcome.error).toMatchObject({ code: 'upstream_failed', message: 'Failed to create checkout session' });
    });
  });

  describe('OpenPortalUseCase', () => {
    const sut = () => new OpenPortalUseCase(ledger, gateway);

    it('refuses a user who never subscribed', async () => {
      const outcome = await sut().execute(actor);
      expect(outcome.ok || outcome.error).toMatchObject({ code: 'conflict', message: 'No subscription to manage' });
    });

    it('opens the portal of a known customer', async () => {
      await apply.execute(anEvent());
      await expect(sut().execute(actor)).resolves.toEqual({ ok: true, value: { url: 'https://pay.example/portal' } });
      expect(gateway.portals[0].customerId).toBe('cus_1');
    });

    it('answers the specification’s message when the provider fails', async () => {
      await apply.execute(anEvent());
      gateway.failing = true;
      const outcome = await sut().execute(actor);
      expect(outcome.ok || outcome.error).toMatchObject({ code: 'upstream_failed', message: 'Failed to open customer portal' });
    });
  });

  describe('GetSubscriptionUseCase', () => {
    const quota: ScanQuota = { tryConsume: jest.fn(), refund: jest.fn(), usage: async () => ({ scansUsed: 7, limit: 500, subscribed: false }) };
    const sut = () => new GetSubscriptionUseCase(ledger, quota, clock);

    it('a new user is free with the 500-scan limit', async () => {
      await expect(sut().execute(actor)).resolves.toEqual({
        subscribed: false,
        subscription_tier: null,
        subscription_end: null,
        scans_used: 7,
        scans_limit: 500,
        cancel_at_period_end: false,
        test_mode: false,
      });
    });

    it('a subscriber has a tier, an end and no limit', async () => {
      await apply.execute(anEvent({ at: '2026-11-22T09:00:00Z' }));
      await expect(sut().execute(actor)).resolves.toEqual({
        subscribed: true,
        subscription_tier: 'monthly',
        subscription_end: '2026-12-22T10:00:00.000Z',
        scans_used: 7,
        scans_limit: null,
        cancel_at_period_end: false,
        test_mode: false,
      });
    });

    it('says when payments run in test mode', async () => {
      await expect(new GetSubscriptionUseCase(ledger, quota, clock, true).execute(actor)).resolves.toMatchObject({ test_mode: true });
    });
  });

  describe('test mode', () => {
    let links: InMemoryTestModeLinks;
    beforeEach(() => {
      links = new InMemoryTestModeLinks();
    });
    const issue = (purpose: 'checkout' | 'portal') =>
      links.issue({
        userId: USER,
        purpose,
        plan: purpose === 'checkout' ? 'annual' : null,
        now: clock.now(),
        expiresAt: new Date(clock.now().getTime() + TEST_LINK_TTL_MS),
      });

    it('confirming a checkout activates the plan for a year, once', async () => {
      const token = await issue('checkout');
      const sut = new CompleteTestCheckoutUseCase(links, apply, clock);
      await expect(sut.execute(token)).resolves.toEqual({ ok: true, value: { userId: USER } });
      expect(ledger.subscriptions.get(USER)).toMatchObject({ status: 'active', tier: 'annual', currentPeriodEnd: new Date('2027-11-22T10:00:00Z') });
      const again = await sut.execute(token);
      expect(again.ok || again.error.code).toBe('conflict');
    });

    it('an expired checkout link is refused', async () => {
      const token = await issue('checkout');
      clock.advance(TEST_LINK_TTL_MS);
      const outcome = await new CompleteTestCheckoutUseCase(links, apply, clock).execute(token);
      expect(outcome.ok).toBe(false);
      expect(ledger.subscriptions.size).toBe(0);
    });

    it('a portal link cannot confirm a checkout', async () => {
      const token = await issue('portal');
      const outcome = await new CompleteTestCheckoutUseCase(links, apply, clock).execute(token);
      expect(outcome.ok).toBe(false);
    });

    it('cancelling in the portal keeps the paid period, and resuming takes the cancellation back', async () => {
      await new CompleteTestCheckoutUseCase(links, apply, clock).execute(await issue('checkout'));
      clock.advance(60_000);
      const sut = new CancelTestSubscriptionUseCase(links, ledger, apply, clock);
      await expect(sut.execute(await issue('portal'), 'cancel')).resolves.toMatchObject({ ok: true });
      expect(ledger.subscriptions.get(USER)).toMatchObject({
        status: 'active',
        tier: 'annual',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date('2027-11-22T10:00:00Z'),
      });
      const view = new GetSubscriptionUseCase(
        ledger,
        { tryConsume: jest.fn(), refund: jest.fn(), usage: async () => ({ scansUsed: 0, limit: 500, subscribed: true }) },
        clock,
        true,
      );
      await expect(view.execute(actor)).resolves.toMatchObject({ subscribed: true, cancel_at_period_end: true, subscription_end: '2027-11-22T10:00:00.000Z' });
      clock.advance(60_000);
      await expect(sut.execute(await issue('portal'), 'resume')).resolves.toMatchObject({ ok: true });
      expect(ledger.subscriptions.get(USER)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    });

    it('a cancelled subscription ends when its paid period does', async () => {
      await new CompleteTestCheckoutUseCase(links, apply, clock).execute(await issue('checkout'));
      clock.advance(60_000);
      await new CancelTestSubscriptionUseCase(links, ledger, apply, clock).execute(await issue('portal'), 'cancel');
      clock.advance(366 * 86_400_000);
      const quota: ScanQuota = { tryConsume: jest.fn(), refund: jest.fn(), usage: async () => ({ scansUsed: 0, limit: 500, subscribed: false }) };
      await expect(new GetSubscriptionUseCase(ledger, quota, clock).execute(actor)).resolves.toMatchObject({
        subscribed: false,
        cancel_at_period_end: false,
        scans_limit: 500,
      });
    });
  });
});
