import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ACCOUNT_POLICIES } from '../../application/accounts/account-policies.js';
import { DEFAULT_BODY_LIMIT } from '../../api/http/body-limits.js';
import { INPUT_SHAPE_MESSAGES } from '../../api/http/input-shape.js';
import { WEB_ROUTES } from '../../domain/index.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/** Issue #19: cheap abuse that froze, locked out or misled the service, performed against it. */

const wideJson = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(',')}}`;
const WIDE_160K = wideJson(160_000); // ~2.4 MB: held the event loop ~20 s in class-transformer

describe('item 1: one request cannot freeze everyone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, raw: string) => t.http().post(path).set('Content-Type', 'application/json').send(raw);

  it("a 160,000-key sign-up is refused by size (413): most routes take 64 KB; the auth route answers in GoTrue's error shape", async () => {
    const res = await post('/api/auth/signup', WIDE_160K);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'request_entity_too_large',
      error_code: 'request_entity_too_large',
      msg: 'The request body is too large',
      message: 'The request body is too large',
      errors: ['The request body is too large'],
    });
  });

  it('a body just over 64 KB is refused on an ordinary route, one just under is read', async () => {
    const pad = (n: number) => JSON.stringify({ email: 'a@example.com', password: 'x', data: { first_name: 'x'.repeat(n) } });
    const over = pad(DEFAULT_BODY_LIMIT);
    expect((await post('/api/auth/signup', over)).status).toBe(413);
    const under = pad(DEFAULT_BODY_LIMIT - 200);
    expect((await post('/api/auth/signup', under)).status).not.toBe(413);
  });

  it('the same 160,000 keys on a route with a 12 MB limit: 400 payload_too_complex, before any pipe', async () => {
    const res = await post('/api/scans/image', WIDE_160K);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'payload_too_complex', message: INPUT_SHAPE_MESSAGES.keys, errors: [INPUT_SHAPE_MESSAGES.keys] });
  });

  it.each([
    ['a list of 200,000 items', `{"imageDataUrl":[${Array.from({ length: 200_000 }, () => '0').join(',')}]}`, 400, 'payload_too_complex'],
    ['nesting 100,000 deep', `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, 400, 'validation_failed'],
    ['5,000 objects of 100 keys', `{"a":[${Array.from({ length: 5_000 }, () => wideJson(100)).join(',')}]}`, 400, 'payload_too_complex'],
  ])('%s: refused with its code', async (_what, raw, status, code) => {
    const res = await post('/api/scans/image', raw);
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  });

  it('health answers while such requests are in flight, and every attack is refused', async () => {
    const attacks = Array.from({ length: 12 }, (_, i) => post(i % 2 ? '/api/scans/image' : '/api/auth/signup', WIDE_160K).then((r) => r.status));
    const probes = Array.from({ length: 12 }, () =>
      t
        .http()
        .get('/api/health')
        .then((r) => r.status),
    );
    const [attackStatuses, healthStatuses] = await Promise.all([Promise.all(attacks), Promise.all(probes)]);
    expect(new Set(attackStatuses)).toEqual(new Set([400, 413]));
    expect(healthStatuses.every((s) => s === 200)).toBe(true);
    expect((await t.http().get('/api/health')).body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('a reading-list item keeps its long analysis (the route takes 1 MB)', async () => {
    const u = await signUp(t, 'analysis');
    const analysis = { summary: 'x'.repeat(150_000) };
    const res = await t.http().post('/api/reading-list').set(u.auth).send({ reader_id: 'self', title: 'Holes', author: 'Louis Sachar', analysis });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(300);
  });
});

describe('item 3: X-Forwarded-For is believed only from a proxy TRUST_PROXY names', () => {
  const strict = { ...DEFAULT_ACCOUNT_POLICIES, signUpPerIp: { name: 'sign-up-ip', points: 10_000, durationSeconds: 3600 } };
  const wrongFromRotatingAddresses = async (t: TestApp, email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t
        .http()
        .post('/api/auth/token?grant_type=password')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ email, password: 'Wrong!Pass42' });
      statuses.push(res.status);
    }
    return statuses;
  };

  it('off by default: rotating the header does not dodge the per-address limit', async () => {
    const t = await startTestApp({ trustProxy: false, accountPolicies: strict });
    try {
      const u = await signUp(t, 'noproxy');
      const statuses = await wrongFromRotatingAddresses(t, u.email);
      expect(statuses).toContain(429);
      const res = await t.http().get('/api/health').set('X-Forwarded-For', '203.0.113.9');
      expect(res.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('TRUST_PROXY=127.0.0.1: the proxy’s X-Forwarded-For is the caller’s address', async () => {
    const t = await startTestApp({ trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'], accountPolicies: strict });
    try {
      const u = await signUp(t, 'proxy');
      const statuses = await wrongFromRotatingAddresses(t, u.email);
      expect(statuses.every((s) => s === 400)).toBe(true); // each address failed once: nobody is slowed down
    } finally {
      await t.close();
    }
  });
});

describe('item 11 (headers): no-store on account answers, HSTS over HTTPS only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('every signed-in JSON answer carries Cache-Control: no-store', async () => {
    const u = await signUp(t, 'nostore');
    for (const path of [
      '/api/auth/user',
      '/api/profile',
      '/api/family-members',
      '/api/family-values',
      '/api/reading-list',
      '/api/scan-history',
      '/api/subscription',
    ]) {
      const res = await t.http().get(path).set(u.auth);
      expect({ path, status: res.status < 300, cache: res.headers['cache-control'] }).toEqual({ path, status: true, cache: 'no-store' });
    }
  });

  it('HSTS over HTTPS (a trusted proxy says so), none over plain http or from an untrusted sender', async () => {
    expect((await t.http().get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await t.http().get('/api/health').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const untrusted = await startTestApp({ trustProxy: false });
    try {
      expect((await untrusted.http().get('/api/health').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusted.close();
    }
  });
});

describe('item 14: HTTP says whether a page exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'shelfcheck-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>ShelfCheck</title><div id="root"></div>');
    t = await startTestApp({ webDir });
  });
  afterAll(() => t.close());

  it.each(Object.values(WEB_ROUTES))('the page %s answers 200 with the app', async (path) => {
    const res = await t.http().get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it.each(['/no-such-page', '/help/more', '/admin/x', '/reader/home/extra'])(
    'an unknown page (%s) answers 404 with the app (its not-found page)',
    async (path) => {
      const res = await t.http().get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it('an unknown /api path stays a JSON 404', async () => {
    const res = await t.http().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});
