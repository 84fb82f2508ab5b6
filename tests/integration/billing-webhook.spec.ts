import Stripe from 'stripe';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { billingSql, billingUser, type BillingUser } from './billing-auth.helper.js';

const STRIPE = {
  secretKey: 'sk_test_not_a_real_key',
  webhookSecret: 'whsec_test_billing_suite',
  priceMonthly: 'price_monthly_test',
  priceAnnual: 'price_annual_test',
};
const DAY_S = 86_400;

let seq = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(++seq).toString(36)}`;

/** A customer.subscription.* event as Stripe sends it (API 2026-10: the period lives on the item). */
function subscriptionEvent(input: {
  type?: string;
  created: number;
  userId?: string;
  subscriptionId: string;
  customerId: string;
  status?: string;
  price?: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: nextId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: input.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type ?? 'customer.subscription.updated',
    data: {
      object: {
        id: input.subscriptionId,
        object: 'subscription',
        customer: input.customerId,
        status: input.status ?? 'active',
        cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
        metadata: input.userId ? { user_id: input.userId, plan: 'monthly' } : {},
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              current_period_start: input.periodEnd - 30 * DAY_S,
              current_period_end: input.periodEnd,
              price: {
                id: input.price ?? STRIPE.priceMonthly,
                object: 'price',
                recurring: { interval: input.price === STRIPE.priceAnnual ? 'year' : 'month' },
              },
            },
          ],
        },
      },
    },
  };
}

describe('the Stripe webhook', () => {
  let t: TestApp;
  let now: number; // seconds, per the app's clock
  beforeAll(async () => {
    t = await startTestApp({ stripe: STRIPE });
    now = Math.floor(t.clock.now().getTime() / 1000);
  });
  afterAll(() => t.close());

  const sign = (payload: string, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret, timestamp });
  const post = (payload: string, signature: string | null) => {
    const req = t.http().post('/api/billing/webhook').set('Content-Type', 'application/json');
    return (signature === null ? req : req.set('Stripe-Signature', signature)).send(payload);
  };
  const deliver = (event: object, timestamp?: number) => {
    const payload = JSON.stringify(event, null, 2); // Stripe pretty-prints; the signature covers the exact bytes
    return post(payload, sign(payload, timestamp));
  };
  const subscription = async (u: BillingUser) => (await t.http().get('/api/subscription').set(u.auth).expect(200)).body;
  const row = async (u: BillingUser) =>
    (
      await billingSql(
        t,
        `select status, tier, current_period_end, customer_id, provider_subscription_id, last_event_at from subscriptions where user_id = ?`,
        [u.id],
      )
    )[0];
  const newSubscriber = async () => {
    const u = await billingUser(t, 'stripe');
    return { u, subscriptionId: nextId('sub'), customerId: nextId('cus') };
  };

  it('applies a validly signed event: subscribed with tier and end', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const end = now + 365 * DAY_S;
    const event = subscriptionEvent({
      type: 'customer.subscription.created',
      created: now - 10,
      userId: u.id,
      subscriptionId,
      customerId,
      price: STRIPE.priceAnnual,
      periodEnd: end,
    });
    const res = await deliver(event).expect(200);
    expect(res.body).toEqual({ received: true });
    expect(await subscription(u)).toEqual({
      subscribed: true,
      subscription_tier: 'annual',
      subscription_end: new Date(end * 1000).toISOString(),
      scans_used: 0,
      scans_limit: null,
      cancel_at_period_end: false,
      test_mode: false,
    });
    expect(await row(u)).toMatchObject({ customer_id: customerId, provider_subscription_id: subscriptionId });
  });

  it('keeps a subscription cancelled in the Stripe portal active until its period ends, and shows it resumed', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const end = now + 30 * DAY_S;
    await deliver(
      subscriptionEvent({ type: 'customer.subscription.created', created: now - 20, userId: u.id, subscriptionId, customerId, periodEnd: end }),
    ).expect(200);
    await deliver(subscriptionEvent({ created: now - 10, userId: u.id, subscriptionId, customerId, periodEnd: end, cancelAtPeriodEnd: true })).expect(200);
    expect(await subscription(u)).toMatchObject({ subscribed: true, cancel_at_period_end: true, subscription_end: new Date(end * 1000).toISOString() });
    await deliver(subscriptionEvent({ created: now - 5, userId: u.id, subscriptionId, customerId, periodEnd: end, cancelAtPeriodEnd: false })).expect(200);
    expect(await subscription(u)).toMatchObject({ subscribed: true, cancel_at_period_end: false });
  });

  it('refuses a tampered body with 400 and changes nothing', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const payload = JSON.stringify(
      subscriptionEvent({ created: now, userId: u.id, subscriptionId, customerId, status: 'canceled', periodEnd: now + 30 * DAY_S }),
    );
    const tampered = payload.replace('"canceled"', '"active"');
    const res = await post(tampered, sign(payload)).expect(400);
    expect(res.body).toMatchObject({ code: 'invalid_signature' });
    expect(res.body.message).toMatch(/signature/i);
    expect(await row(u)).toBeUndefined();
    expect((await subscription(u)).subscribed).toBe(false);
  });

  it('refuses a signature made with another secret, and a missing one', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const payload = JSON.stringify(subscriptionEvent({ created: now, userId: u.id, subscriptionId, customerId, periodEnd: now + 30 * DAY_S }));
    await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })).expect(400);
    expect((await post(payload, null).expect(400)).body.code).toBe('invalid_signature');
    expect(await row(u)).toBeUndefined();
  });

  it('refuses a signature older than 300 s (a captured request replayed later)', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const event = subscriptionEvent({ created: now - 400, userId: u.id, subscriptionId, customerId, periodEnd: now + 30 * DAY_S });
    const res = await deliver(event, now - 301).expect(400);
    expect(res.body.code).toBe('invalid_signature');
    expect(res.body.message).toMatch(/tolerance/i);
    expect(await row(u)).toBeUndefined();
    await deliver(event, now - 299).expect(200); // inside the window it counts
    expect((await subscription(u)).subscribed).toBe(true);
  });

  it('answers a replayed event with 200 and changes nothing the second time', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const first = subscriptionEvent({ created: now - 100, userId: u.id, subscriptionId, customerId, periodEnd: now + 30 * DAY_S });
    await deliver(first).expect(200);
    const canceled = subscriptionEvent({
      type: 'customer.subscription.deleted',
      created: now - 50,
      userId: u.id,
      subscriptionId,
      customerId,
      status: 'canceled',
      periodEnd: now + 30 * DAY_S,
    });
    await deliver(canceled).expect(200);
    const settled = await row(u);

    const again = await deliver(first).expect(200); // Stripe retries an event it thinks was not delivered
    expect(again.body).toEqual({ received: true });
    expect(await row(u)).toEqual(settled);
    expect(settled.status).toBe('canceled');
    const recorded = await billingSql(t, `select count(*)::int as n from billing_events where event_id = ?`, [first.id]);
    expect(recorded).toEqual([{ n: 1 }]);
  });

  it('applies the same event delivered twice at once only once', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const event = subscriptionEvent({ created: now - 5, userId: u.id, subscriptionId, customerId, periodEnd: now + 30 * DAY_S });
    const payload = JSON.stringify(event);
    const [a, b] = await Promise.all([post(payload, sign(payload)), post(payload, sign(payload))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await billingSql(t, `select outcome from billing_events where event_id = ?`, [event.id])).toEqual([{ outcome: 'applied' }]);
    expect((await subscription(u)).subscribed).toBe(true);
  });

  it('keeps the newer state when an older subscription.updated arrives after a newer one', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const newerEnd = now + 365 * DAY_S;
    const newer = subscriptionEvent({ created: now - 60, userId: u.id, subscriptionId, customerId, price: STRIPE.priceAnnual, periodEnd: newerEnd });
    const older = subscriptionEvent({
      created: now - 120,
      userId: u.id,
      subscriptionId,
      customerId,
      status: 'past_due',
      price: STRIPE.priceMonthly,
      periodEnd: now + 10 * DAY_S,
    });
    await deliver(newer).expect(200);
    await deliver(older).expect(200);
    expect(await subscription(u)).toMatchObject({ subscribed: true, subscription_tier: 'annual', subscription_end: new Date(newerEnd * 1000).toISOString() });
    expect(await billingSql(t, `select outcome from billing_events where event_id = ?`, [older.id])).toEqual([{ outcome: 'stale' }]);
  });

  it('ties the checkout to the user, and finds the user of a later event by subscription id', async () => {
    const { u, subscriptionId, customerId } = await newSubscriber();
    const completed = {
      id: nextId('evt'),
      object: 'event',
      created: now - 30,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: nextId('cs'),
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: u.id,
          customer: customerId,
          subscription: subscriptionId,
          metadata: {},
        },
      },
    };
    await deliver(completed).expect(200);
    expect(await row(u)).toMatchObject({ status: 'inactive', customer_id: customerId, provider_subscription_id: subscriptionId });
    // no metadata on this one: found through the subscription id the checkout recorded
    await deliver(subscriptionEvent({ created: now - 20, subscriptionId, customerId, periodEnd: now + 30 * DAY_S })).expect(200);
    expect(await subscription(u)).toMatchObject({ subscribed: true, subscription_tier: 'monthly' });
  });

  it('records and ignores events it does not act on', async () => {
    const event = { id: nextId('evt'), object: 'event', created: now, type: 'customer.created', data: { object: { id: nextId('cus'), object: 'customer' } } };
    await deliver(event).expect(200);
    expect(await billingSql(t, `select outcome from billing_events where event_id = ?`, [event.id])).toEqual([{ outcome: 'ignored' }]);
  });

  it('has no test-mode pages while Stripe is configured', async () => {
    await t
      .http()
      .get(`/api/billing/test-checkout/${'A'.repeat(43)}`)
      .expect(404);
    await t
      .http()
      .post(`/api/billing/test-checkout/${'A'.repeat(43)}/confirm`)
      .expect(404);
    await t
      .http()
      .post(`/api/billing/test-portal/${'A'.repeat(43)}/cancel`)
      .expect(404);
  });
});
