import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the walking skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database in GET /api/health', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a request id the caller sends', async () => {
    const res = await t.http().get('/api/health').set('X-Request-Id', 'trace-me-123').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-me-123');
  });

  it('serves the OpenAPI document at GET /api/docs', async () => {
    const res = await t.http().get('/api/docs').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/health');
  });

  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/nothing/here'],
    ['DELETE', '/api/health/x'],
  ])('answers an unknown API route %s %s with 404 in the JSON error shape', async (method, path) => {
    const res = await t.http()[method.toLowerCase() as 'get'](path).expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: 'not_found', message: `No such route: ${method} ${path}`, errors: [`No such route: ${method} ${path}`] });
  });

  it('answers a malformed JSON body with 400 and no internals', async () => {
    const res = await t.http().post('/api/health').set('Content-Type', 'application/json').send('{"broken":').expect(400);
    expect(res.body).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON', errors: ['The request body is not valid JSON'] });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'"); // an API answer (headers.spec: pages)
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('says which database the suite runs on', () => {
    expect(process.env.SHELFCHECK_TEST_DB_KIND).toMatch(/TEST_DATABASE_URL|testcontainers|PGlite/);
  });
});

describe('the public CSV template', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves /csv-template.csv with exactly the 36-column header and one example row (the series columns have their own template)', async () => {
    const res = await t.http().get('/csv-template.csv').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const [header, example] = res.text.trim().split(/\r?\n/);
    expect(header.split(',')).toHaveLength(36);
    expect(header.startsWith('isbn,title,author,summary,violence_flag,violence_example')).toBe(true);
    expect(header.endsWith(',suicide_self_harm_flag,suicide_self_harm_example')).toBe(true);
    expect(example.length).toBeGreaterThan(40);
  });
});
