import type { Response } from 'supertest';
import { lastLinkTo } from '../support/outbox-links.js';
import { uniqueEmail } from '../support/test-app.js';
import { startLoggedApp, type LoggedApp } from './logged-app.js';
import { appRoutes } from './route-table.js';

const PASSWORD = 'Bright!Lamp42';
const NEW_PASSWORD = 'Quiet#River88';
const FOREIGN = 'https://evil.example';

/**
 * Response headers (helmet with a CSP, CORS closed), what the log keeps of a whole account's life
 * (no access, refresh or one-time token, no password), the URLs the server hands out (no session
 * token in any; the one-time links are single use) and cookies (none; any added later must be
 * HttpOnly, Secure and SameSite).
 */
describe('headers, logs, URLs and cookies', () => {
  let t: LoggedApp;
  const responses: Response[] = [];
  const secrets: Record<string, string[]> = { access: [], refresh: [], oneTime: [], password: [PASSWORD, NEW_PASSWORD] };
  const links: Record<string, string> = {};
  const track = async (p: PromiseLike<Response>): Promise<Response> => {
    const res = await p;
    responses.push(res);
    if (typeof res.body?.access_token === 'string') secrets.access.push(res.body.access_token);
    if (typeof res.body?.refresh_token === 'string') secrets.refresh.push(res.body.refresh_token);
    return res;
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  beforeAll(async () => {
    t = await startLoggedApp();
    const email = uniqueEmail('headers');
    const signedUp = await track(
      t
        .http()
        .post('/api/auth/signup')
        .send({ email, password: PASSWORD, data: { first_name: 'Lee', last_name: 'Reader', user_type: 'parent' } }),
    );
    expect(signedUp.status).toBe(200);
    const signedIn = await track(t.http().post('/api/auth/token?grant_type=password').send({ email, password: PASSWORD }));
    expect(signedIn.status).toBe(200);
    const refreshed = await track(t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: signedIn.body.refresh_token }));
    expect(refreshed.status).toBe(200);
    const auth = { Authorization: `Bearer ${refreshed.body.access_token}` };
    await track(t.http().get('/api/auth/user').set(auth));
    // a reused refresh token (revokes the session) and a failing call carrying a token in its query
    await track(t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: signedIn.body.refresh_token }));
    await track(t.http().get(`/api/family-members?access_token=${refreshed.body.access_token}&refresh_token=${refreshed.body.refresh_token}`));

    await track(t.http().post('/api/auth/recover').send({ email, redirect_to: 'https://evil.example/steal' }));
    await t.settled();
    links.reset = (await lastLinkTo(t.config.dataDir, email))!;
    secrets.oneTime.push(tokenOf(links.reset));
    const verified = await track(
      t
        .http()
        .post('/api/auth/verify')
        .send({ type: 'recovery', token: tokenOf(links.reset) }),
    );
    expect(verified.status).toBe(200);
    links.resetAgain = String(
      (
        await track(
          t
            .http()
            .post('/api/auth/verify')
            .send({ type: 'recovery', token: tokenOf(links.reset) }),
        )
      ).status,
    );
    const resetAuth = { Authorization: `Bearer ${verified.body.access_token}` };
    expect((await track(t.http().put('/api/auth/user').set(resetAuth).send({ password: NEW_PASSWORD }))).status).toBe(200);

    await track(t.http().post('/api/auth/otp').send({ email }));
    await t.settled();
    links.magic = (await lastLinkTo(t.config.dataDir, email))!;
    secrets.oneTime.push(tokenOf(links.magic));
    const magic = await track(
      t
        .http()
        .post('/api/auth/verify')
        .send({ type: 'magiclink', token: tokenOf(links.magic) }),
    );
    expect(magic.status).toBe(200);
    links.magicAgain = String(
      (
        await track(
          t
            .http()
            .post('/api/auth/verify')
            .send({ type: 'magiclink', token: tokenOf(links.magic) }),
        )
      ).status,
    );

    const magicAuth = { Authorization: `Bearer ${magic.body.access_token}` };
    const checkout = await track(t.http().post('/api/billing/checkout').set(magicAuth).send({ plan: 'monthly' }));
    links.checkout = checkout.body.url;
    const path = new URL(links.checkout).pathname;
    await track(t.http().get(path));
    await track(t.http().post(`${path}/confirm`).type('form').send(''));
    links.checkoutAgain = String((await track(t.http().post(`${path}/confirm`).type('form').send(''))).status);
    await track(t.http().post('/api/auth/logout').set(magicAuth));
    await track(t.http().get('/api/nothing-here'));
  });
  afterAll(() => t.close());

  describe('helmet', () => {
    const answers: [string, string, 'api' | 'page'][] = [
      ['a JSON answer', '/api/health', 'api'],
      ['an error answer', '/api/nothing-here', 'api'],
      ['a refusal', '/api/family-members', 'api'],
      ['the OpenAPI document', '/api/docs', 'api'],
      ["the API's documentation page", '/api/docs/ui/', 'page'],
      ['the web client', '/', 'page'],
    ];
    const policyOf = (header: unknown) =>
      Object.fromEntries(
        String(header)
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([k, ...v]) => [k, v]),
      );
    it.each(answers)('%s (%s) carries the security headers and a strict CSP', async (_label, path, kind) => {
      // over HTTPS (the test app trusts its loopback proxy's X-Forwarded-Proto); plain http gets no HSTS (abuse.spec)
      const res = await t.http().get(path).set('X-Forwarded-Proto', 'https');
      const h = res.headers;
      expect(h['x-powered-by']).toBeUndefined();
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      expect(h['strict-transport-security']).toMatch(/max-age=\d{6,}/);
      expect(h['referrer-policy']).toBe('no-referrer');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      expect(h['x-permitted-cross-domain-policies']).toBe('none');
      const csp = policyOf(h['content-security-policy']);
      if (kind === 'api') {
        // JSON is never a page: nothing may load or run, and nothing may frame it (OWASP's API policy)
        expect(csp).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
        expect(h['etag']).toBeUndefined(); // no-store answers: nothing revalidates, so no SHA-1 of each body
        return;
      }
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]); // no inline or eval; only WebAssembly may compile (the barcode reader)
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
    });
  });

  describe('CORS is closed', () => {
    const corsHeaders = (res: Response) => Object.keys(res.headers).filter((k) => k.startsWith('access-control-'));

    it.each([FOREIGN, 'null', 'http://localhost:3000.evil.example'])(
      'no route answers Origin %s with Access-Control-* headers (simple requests and preflights)',
      async (origin) => {
        const failures: string[] = [];
        const paths = [...new Set(appRoutes(t.app).map((r) => r.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000')))];
        expect(paths.length).toBeGreaterThan(40);
        for (const path of paths) {
          const preflight = await t
            .http()
            .options(path)
            .set('Origin', origin)
            .set('Access-Control-Request-Method', 'POST')
            .set('Access-Control-Request-Headers', 'authorization,content-type');
          if (corsHeaders(preflight).length) failures.push(`OPTIONS ${path}: ${corsHeaders(preflight).join(', ')}`);
          const simple = await t.http().get(path).set('Origin', origin);
          if (corsHeaders(simple).length) failures.push(`GET ${path}: ${corsHeaders(simple).join(', ')}`);
        }
        expect(failures).toEqual([]);
      },
    );

    it('a signed-in cross-origin POST gets no CORS grant either', async () => {
      const res = await t.http().post('/api/auth/token?grant_type=password').set('Origin', FOREIGN).send({ email: 'x@example.com', password: 'nope' });
      expect(corsHeaders(res)).toEqual([]);
    });
  });

  describe('the log', () => {
    it('was captured (the flows above were logged)', () => {
      expect(t.lines.length).toBeGreaterThan(20);
      expect(t.lines.some((l) => l.includes('/api/auth/token'))).toBe(true);
      expect(t.lines.some((l) => l.includes('/api/auth/verify'))).toBe(true);
      expect(secrets.access.length).toBeGreaterThanOrEqual(5);
      expect(secrets.refresh.length).toBeGreaterThanOrEqual(3);
      expect(secrets.oneTime).toHaveLength(2);
    });

    it.each([
      ['access token', 'access'],
      ['refresh token', 'refresh'],
      ['one-time (mailed link) token', 'oneTime'],
      ['password', 'password'],
    ])('holds no %s in any line', (_label, kind) => {
      const found = t.lines.filter((line) => secrets[kind].some((s) => line.includes(s)));
      expect(found.map((l) => l.slice(0, 300))).toEqual([]);
    });

    it('holds no test-mode checkout token either (it is in a URL path)', () => {
      const token = new URL(links.checkout).pathname.split('/').pop()!;
      expect(t.lines.filter((l) => l.includes(token)).map((l) => l.slice(0, 300))).toEqual([]);
    });
  });

  describe('URLs the server hands out', () => {
    const urlsIn = (res: Response) =>
      [...`${res.text ?? ''} ${res.headers.location ?? ''}`.matchAll(/(https?:\/\/[^\s"'<>]+|\/[\w/.-]*\?[^\s"'<>]+)/g)].map((m) => m[1]);

    it('never carry an access or refresh token', () => {
      const all = responses.flatMap(urlsIn);
      expect(all.length).toBeGreaterThan(0);
      const bad = all.filter((u) => [...secrets.access, ...secrets.refresh].some((s) => u.includes(s)));
      expect(bad).toEqual([]);
    });

    it('mailed links point at PUBLIC_URL whatever redirect_to said, and work once', () => {
      expect(links.reset.startsWith(`${t.config.publicUrl}/auth?mode=reset&token=`)).toBe(true);
      expect(links.magic.startsWith(`${t.config.publicUrl}/auth?mode=magiclink&token=`)).toBe(true);
      expect({ resetAgain: links.resetAgain, magicAgain: links.magicAgain }).toEqual({ resetAgain: '403', magicAgain: '403' });
    });

    it('the test-mode checkout link works once', () => {
      expect(links.checkoutAgain).toBe('410');
    });
  });

  it('cookies: none is set; any that is must be HttpOnly, Secure and SameSite', () => {
    const cookies = responses.flatMap((r) => ([] as string[]).concat(r.headers['set-cookie'] ?? []));
    for (const c of cookies) expect(c).toMatch(/;\s*HttpOnly/i);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
    for (const c of cookies) expect(c).toMatch(/;\s*SameSite=(Strict|Lax)/i);
    expect(cookies).toEqual([]); // tokens travel in the Authorization header; a new cookie must come with this test updated
  });
});
