import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripePaymentGateway } from '../../adapters/billing/stripe-payment-gateway.adapter.js';
import { FixedClock } from '../support/fixed-clock.js';

/**
 * Account deletion cancels the subscription at Stripe first: the adapter's cancel call against a
 * local stand-in for api.stripe.com (no network), as billing-stripe-gateway.spec.ts does.
 */
interface Seen {
  method: string;
  path: string;
}

const sub = (id: string, status: string) => ({ id, object: 'subscription', status, customer: 'cus_many' });

/** cus_many has two pages of subscriptions; sub_lonely is only known by id; cus_down makes Stripe fail. */
function fakeStripe() {
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push({ method: req.method ?? '', path: `${url.pathname}${url.search}` });
      const send = (status: number, body: object) =>
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_test' }).end(JSON.stringify(body));
      if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
        const customer = url.searchParams.get('customer');
        if (customer === 'cus_down') return send(500, { error: { type: 'api_error', message: 'Stripe is having a bad day' } });
        if (customer === 'cus_none') return send(200, { object: 'list', data: [], has_more: false, url: '/v1/subscriptions' });
        return url.searchParams.get('starting_after') === 'sub_old'
          ? send(200, { object: 'list', data: [sub('sub_second', 'past_due')], has_more: false, url: '/v1/subscriptions' })
          : send(200, { object: 'list', data: [sub('sub_first', 'active'), sub('sub_old', 'canceled')], has_more: true, url: '/v1/subscriptions' });
      }
      if (req.method === 'GET' && url.pathname === '/v1/subscriptions/sub_lonely') return send(200, sub('sub_lonely', 'trialing'));
      if (req.method === 'GET' && url.pathname === '/v1/subscriptions/sub_gone') return send(200, sub('sub_gone', 'incomplete_expired'));
      if (req.method === 'DELETE' && url.pathname.startsWith('/v1/subscriptions/')) return send(200, sub(url.pathname.split('/').at(-1)!, 'canceled'));
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  return { server, seen };
}

describe('StripePaymentGateway.cancelSubscriptions against a local fake of the Stripe API', () => {
  const config = {
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_x',
    priceMonthly: 'price_m',
    priceAnnual: 'price_a',
    publicUrl: 'https://shelfcheck.example',
  };
  let fake: ReturnType<typeof fakeStripe>;
  let failures: string[];
  let sut: StripePaymentGateway;

  beforeAll(async () => {
    fake = fakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    failures = [];
    sut = new StripePaymentGateway(config, new FixedClock(), (op, e) => failures.push(`${op}: ${(e as Error).message}`), {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => {
    fake.seen.length = 0;
    failures.length = 0;
  });

  it('lists every page of the customer’s subscriptions and cancels each one that has not ended', async () => {
    await expect(sut.cancelSubscriptions({ userId: 'u-1', customerId: 'cus_many', subscriptionId: 'sub_first' })).resolves.toEqual({
      cancelled: ['sub_first', 'sub_second'],
    });
    expect(fake.seen.filter((s) => s.method === 'GET').map((s) => new URL(s.path, 'http://x').searchParams.get('starting_after'))).toEqual([null, 'sub_old']);
    expect(new URL(fake.seen[0].path, 'http://x').searchParams.get('status')).toBe('all');
    expect(fake.seen.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual(['/v1/subscriptions/sub_first', '/v1/subscriptions/sub_second']);
  });

  it('also cancels the ledger’s subscription when the customer’s list does not hold it', async () => {
    await expect(sut.cancelSubscriptions({ userId: 'u-2', customerId: 'cus_none', subscriptionId: 'sub_lonely' })).resolves.toEqual({
      cancelled: ['sub_lonely'],
    });
    expect(fake.seen.map((s) => `${s.method} ${s.path.split('?')[0]}`)).toEqual([
      'GET /v1/subscriptions',
      'GET /v1/subscriptions/sub_lonely',
      'DELETE /v1/subscriptions/sub_lonely',
    ]);
  });

  it('cancels nothing that has already ended, and asks Stripe nothing about test-mode ids', async () => {
    await expect(sut.cancelSubscriptions({ userId: 'u-3', customerId: null, subscriptionId: 'sub_gone' })).resolves.toEqual({ cancelled: [] });
    expect(fake.seen.map((s) => s.method)).toEqual(['GET']);
    fake.seen.length = 0;
    await expect(sut.cancelSubscriptions({ userId: 'u-4', customerId: 'test_cus_1', subscriptionId: 'test_sub_1' })).resolves.toEqual({ cancelled: [] });
    expect(fake.seen).toEqual([]);
  });

  it('rejects (and logs) when Stripe fails, having cancelled nothing', async () => {
    await expect(sut.cancelSubscriptions({ userId: 'u-5', customerId: 'cus_down', subscriptionId: 'sub_x' })).rejects.toThrow(/bad day/);
    expect(failures).toEqual(['cancel: Stripe is having a bad day']);
    expect(fake.seen.filter((s) => s.method === 'DELETE')).toEqual([]);
  });
});
