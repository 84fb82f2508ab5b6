import { startTestApp, type TestApp } from '../support/test-app.js';
import { billingSql, billingUser, type BillingUser } from './billing-auth.helper.js';

const DAY = 86_400_000;

/** The path part of an absolute checkout or portal url (they point at PUBLIC_URL). */
const pathOf = (url: string) => new URL(url).pathname;

describe('billing in local test mode (no Stripe key)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const subscription = async (u: BillingUser) => (await t.http().get('/api/subscription?force=1').set(u.auth).expect(200)).body;
  const checkout = async (u: BillingUser, body: Record<string, unknown> = {}) => {
    const res = await t.http().post('/api/billing/checkout').set(u.auth).send(body).expect(200);
    return res.body.url as string;
  };

  it('reports a new user as free: not subscribed, 0 of 500 scans', async () => {
    const u = await billingUser(t);
    const res = await t.http().get('/api/subscription').set(u.auth).expect(200);
    expect(res.body).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      scans_used: 0,
      scans_limit: 500,
      cancel_at_period_end: false,
      test_mode: true,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET', '/api/subscription'],
    ['POST', '/api/billing/checkout'],
    ['POST', '/api/billing/portal'],
  ])('answers an anonymous %s %s with 401', async (method, path) => {
    const res = await t.http()[method.toLowerCase() as 'get'](path).expect(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('refuses a plan that is not monthly or annual', async () => {
    const u = await billingUser(t);
    const res = await t.http().post('/api/billing/checkout').set(u.auth).send({ plan: 'weekly' }).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message: 'Plan must be monthly or annual' });
  });

  it('refuses the portal to a user who never subscribed', async () => {
    const u = await billingUser(t);
    const res = await t.http().post('/api/billing/portal').set(u.auth).expect(409);
    expect(res.body).toEqual({ code: 'conflict', message: 'No subscription to manage', errors: ['No subscription to manage'] });
  });

  it('subscribes through the local checkout page and cancels through the local portal', async () => {
    const u = await billingUser(t);
    const url = await checkout(u, { plan: 'annual' });
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/billing/test-checkout/[A-Za-z0-9_-]{43}$`));

    const page = await t.http().get(pathOf(url)).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    // a page under /api: the page's policy (its inline style may apply, its form post here), not the API's
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('Annual');
    expect(page.text).toContain('<h1');
    expect(page.text).toContain('Confirm test subscription');
    expect(page.text).toContain(`action="${pathOf(url)}/confirm"`);
    expect(page.text).toContain('href="/cancel"');
    expect(page.text).not.toMatch(/<script|https?:\/\//);

    const confirmedAt = t.clock.now();
    const confirm = await t
      .http()
      .post(`${pathOf(url)}/confirm`)
      .type('form')
      .send('')
      .expect(303);
    expect(confirm.headers.location).toBe('/success');

    const after = await subscription(u);
    const end = new Date(confirmedAt);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(after).toEqual({
      subscribed: true,
      subscription_tier: 'annual',
      subscription_end: end.toISOString(),
      scans_used: 0,
      scans_limit: null,
      cancel_at_period_end: false,
      test_mode: true,
    });
    const events = await billingSql(t, `select type, outcome from billing_events where user_id = ?`, [u.id]);
    expect(events).toEqual([{ type: 'test_mode.checkout.confirmed', outcome: 'applied' }]);

    // a second checkout while subscribed would bill twice: the answer is the portal instead
    const second = await t.http().post('/api/billing/checkout').set(u.auth).send({}).expect(200);
    expect(second.body).toEqual({
      url: expect.stringMatching(new RegExp(`^${t.config.publicUrl}/api/billing/test-portal/[A-Za-z0-9_-]{43}$`)),
      destination: 'portal',
    });

    const portal = await t.http().post('/api/billing/portal').set(u.auth).expect(200);
    expect(portal.body.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/billing/test-portal/[A-Za-z0-9_-]{43}$`));
    const portalPage = await t.http().get(pathOf(portal.body.url)).expect(200);
    expect(portalPage.text).toContain('TEST MODE');
    expect(portalPage.text).toContain('no card is charged');
    expect(portalPage.text).toContain('Cancel subscription (test mode)');
    expect(portalPage.text).toContain('href="/book-scanner"');

    // cancelling keeps the paid period, as the terms promise
    const cancel = await t
      .http()
      .post(`${pathOf(portal.body.url)}/cancel`)
      .expect(303);
    expect(cancel.headers.location).toBe('/cancel?from=portal');
    expect(await subscription(u)).toEqual({
      subscribed: true,
      subscription_tier: 'annual',
      subscription_end: end.toISOString(),
      scans_used: 0,
      scans_limit: null,
      cancel_at_period_end: true,
      test_mode: true,
    });
    await t
      .http()
      .post(`${pathOf(portal.body.url)}/cancel`)
      .expect(410);

    // the portal then offers to resume, and resuming takes the cancellation back
    const again = await t.http().post('/api/billing/portal').set(u.auth).expect(200);
    const againPage = await t.http().get(pathOf(again.body.url)).expect(200);
    expect(againPage.text).toContain('Resume subscription (test mode)');
    expect(againPage.text).toContain(`action="${pathOf(again.body.url)}/resume"`);
    const resume = await t
      .http()
      .post(`${pathOf(again.body.url)}/resume`)
      .expect(303);
    expect(resume.headers.location).toBe('/book-scanner');
    expect(await subscription(u)).toMatchObject({ subscribed: true, cancel_at_period_end: false });

    // cancelled again, it ends with its paid period
    await t
      .http()
      .post(`${pathOf((await t.http().post('/api/billing/portal').set(u.auth).expect(200)).body.url)}/cancel`)
      .expect(303);
    t.clock.advance(366 * 86_400_000);
    expect(await subscription(u)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      scans_used: 0,
      scans_limit: 500,
      cancel_at_period_end: false,
      test_mode: true,
    });
    t.clock.advance(-366 * 86_400_000);
  });

  it('a checkout link works once', async () => {
    const u = await billingUser(t);
    const path = pathOf(await checkout(u));
    await t.http().post(`${path}/confirm`).expect(303);
    const before = await billingSql(t, `select status, tier, current_period_end, last_event_at from subscriptions where user_id = ?`, [u.id]);
    const again = await t.http().post(`${path}/confirm`).expect(410);
    expect(again.text).toContain('expired or was already used');
    await t.http().get(path).expect(410);
    expect(await billingSql(t, `select status, tier, current_period_end, last_event_at from subscriptions where user_id = ?`, [u.id])).toEqual(before);
    expect((await subscription(u)).subscription_tier).toBe('monthly'); // the default plan
  });

  it('two clicks on confirm at once: one wins, one is refused', async () => {
    const u = await billingUser(t);
    const path = pathOf(await checkout(u));
    const answers = await Promise.all([t.http().post(`${path}/confirm`), t.http().post(`${path}/confirm`)]);
    expect(answers.map((r) => r.status).sort()).toEqual([303, 410]);
    expect(await billingSql(t, `select count(*)::int as n from billing_events where user_id = ?`, [u.id])).toEqual([{ n: 1 }]);
  });

  it('a checkout link expires after 30 minutes', async () => {
    const u = await billingUser(t);
    const path = pathOf(await checkout(u, { plan: 'monthly' }));
    t.clock.advance(31 * 60_000);
    try {
      await t.http().get(path).expect(410);
      await t.http().post(`${path}/confirm`).expect(410);
    } finally {
      t.clock.advance(-31 * 60_000);
    }
    expect((await subscription(u)).subscribed).toBe(false);
    await t.http().post(`${path}/confirm`).expect(303); // still its own: refused only because it was late
  });

  it('a link of one kind does not open the other page, and an unknown link is 404', async () => {
    const u = await billingUser(t);
    const path = pathOf(await checkout(u));
    await t.http().get(path.replace('test-checkout', 'test-portal')).expect(404);
    await t
      .http()
      .post(`${path.replace('test-checkout', 'test-portal')}/cancel`)
      .expect(410);
    await t
      .http()
      .get(`/api/billing/test-checkout/${'A'.repeat(43)}`)
      .expect(404);
    await t.http().get('/api/billing/test-checkout/short').expect(404);
    expect((await subscription(u)).subscribed).toBe(false);
  });

  it('ends a test subscription when its paid period ends', async () => {
    const u = await billingUser(t);
    await t
      .http()
      .post(`${pathOf(await checkout(u))}/confirm`)
      .expect(303);
    t.clock.advance(32 * DAY);
    try {
      expect(await subscription(u)).toMatchObject({ subscribed: false, scans_limit: 500 });
    } finally {
      t.clock.advance(-32 * DAY);
    }
  });

  it('accepts no webhooks in test mode', async () => {
    const res = await t
      .http()
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('stripe-signature', 't=1,v1=x')
      .send('{"id":"evt_1"}')
      .expect(400);
    expect(res.body.code).toBe('webhooks_disabled');
  });

  it('documents every billing route in OpenAPI', async () => {
    const doc = (await t.http().get('/api/docs').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/subscription',
        '/api/billing/checkout',
        '/api/billing/portal',
        '/api/billing/webhook',
        '/api/billing/test-checkout/{token}',
        '/api/billing/test-checkout/{token}/confirm',
        '/api/billing/test-portal/{token}',
        '/api/billing/test-portal/{token}/cancel',
      ]),
    );
  });
});
