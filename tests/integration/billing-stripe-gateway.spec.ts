import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripePaymentGateway } from '../../adapters/billing/stripe-payment-gateway.adapter.js';
import { FixedClock } from '../support/fixed-clock.js';

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  auth: string | undefined;
}

/** A local stand-in for api.stripe.com, to check what the adapter asks for (no network). */
function fakeStripe(answer: (seen: Seen) => { status: number; body: object }) {
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const s = { method: req.method ?? '', path: req.url ?? '', form: new URLSearchParams(text), auth: req.headers.authorization };
      seen.push(s);
      const { status, body } = answer(s);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_test' }).end(JSON.stringify(body));
    });
  });
  return { server, seen };
}

describe('StripePaymentGateway against a local fake of the Stripe API', () => {
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
    fake = fakeStripe((s) =>
      s.path.startsWith('/v1/checkout/sessions')
        ? s.form.get('line_items[0][price]') === 'price_a' && s.form.get('customer') === 'cus_broken'
          ? { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such customer: cus_broken' } } }
          : { status: 200, body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } }
        : { status: 200, body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' } },
    );
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

  it('creates a subscription Checkout Session for the monthly price, tied to the user', async () => {
    await expect(sut.createCheckout({ userId: 'u-1', email: 'parent@example.com', customerId: null }, 'monthly')).resolves.toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const s = fake.seen.at(-1)!;
    expect(s.method).toBe('POST');
    expect(s.path).toBe('/v1/checkout/sessions');
    expect(s.auth).toBe('Bearer sk_test_fake');
    expect(Object.fromEntries(s.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_m',
      'line_items[0][quantity]': '1',
      client_reference_id: 'u-1',
      customer_email: 'parent@example.com',
      success_url: 'https://shelfcheck.example/success',
      cancel_url: 'https://shelfcheck.example/cancel',
      'subscription_data[metadata][user_id]': 'u-1',
      'subscription_data[metadata][plan]': 'monthly',
    });
  });

  it('uses the annual price and the known customer for a returning customer', async () => {
    await sut.createCheckout({ userId: 'u-2', email: 'p@example.com', customerId: 'cus_123' }, 'annual');
    const form = fake.seen.at(-1)!.form;
    expect(form.get('line_items[0][price]')).toBe('price_a');
    expect(form.get('customer')).toBe('cus_123');
    expect(form.has('customer_email')).toBe(false);
  });

  it('opens the billing portal returning to the book scanner', async () => {
    await expect(sut.createPortal({ userId: 'u-1', email: 'p@example.com', customerId: 'cus_123' })).resolves.toEqual({
      url: 'https://billing.stripe.com/p/session/test_1',
    });
    const s = fake.seen.at(-1)!;
    expect(s.path).toBe('/v1/billing_portal/sessions');
    expect(Object.fromEntries(s.form)).toEqual({ customer: 'cus_123', return_url: 'https://shelfcheck.example/book-scanner' });
  });

  it('logs and rethrows what Stripe refuses', async () => {
    await expect(sut.createCheckout({ userId: 'u-3', email: 'p@example.com', customerId: 'cus_broken' }, 'annual')).rejects.toThrow('No such customer');
    expect(failures).toEqual(['checkout: No such customer: cus_broken']);
  });
});
