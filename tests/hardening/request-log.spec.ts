import { createServer } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import { requestIdOf, requestLog } from '../../api/http/request-log.js';
import { signUp } from '../support/test-app.js';
import { startLoggedApp, type LoggedApp } from './logged-app.js';

/** Issue 20: the request log keeps a line per request, with its id, but none for a probe that answered well. */
describe('the request log', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await startLoggedApp();
  });
  afterAll(() => t.close());

  const linesFor = (path: string) =>
    t.lines.map((l) => JSON.parse(l) as { req?: { id?: string; url?: string }; res?: { statusCode?: number } }).filter((l) => l.req?.url === path && l.res);

  it('has one line per request, with its request id and status, and none for a health or readiness check that answered well', async () => {
    const parent = await signUp(t, 'request-log');
    const list = await t.http().get('/api/reading-list').set(parent.auth).set('X-Request-Id', 'trace-me-1').expect(200);
    expect(list.headers['x-request-id']).toBe('trace-me-1');
    await t.http().get('/api/health').expect(200);
    await t.http().get('/api/health?verbose=1').expect(200);
    await t.http().get('/api/ready');
    await t.http().get('/api/no-such-route').expect(404);
    expect(linesFor('/api/reading-list')).toEqual([expect.objectContaining({ req: expect.objectContaining({ id: 'trace-me-1' }), res: { statusCode: 200 } })]);
    expect(linesFor('/api/no-such-route')).toEqual([expect.objectContaining({ res: { statusCode: 404 } })]);
    expect(linesFor('/api/health')).toEqual([]);
    expect(linesFor('/api/ready').every((l) => (l.res?.statusCode ?? 0) >= 400)).toBe(true); // logged only when not ready
  });
});

/** The log on its own (api/http/request-log.ts), on a bare Node server: the answers the app's own routes rarely give. */
describe('the request log', () => {
  type Line = { msg: string; req: { id: string; method: string; url: string }; res: { statusCode: number }; responseTime: number };
  const lines: Line[] = [];
  const log = requestLog(pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l) as Line) }));
  const app = createServer((req, res) => {
    log(req, res, requestIdOf(req)); // as the server's first request hook calls it
    const url = new URL(req.url ?? '/', 'http://local');
    const json = (status: number, body: unknown) => void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/api/health') json(url.searchParams.get('down') ? 503 : 200, { status: url.searchParams.get('down') ? 'degraded' : 'ok' });
    else if (url.pathname === '/api/broken') json(500, { code: 'internal' });
    else if (url.pathname === '/api/books') json(200, []);
    else if (url.pathname !== '/api/slow') json(404, { code: 'not_found' }); // /api/slow never answers: the caller gives up
  });
  afterAll(() => void app.close());
  const until = async (found: () => boolean) => {
    for (let i = 0; i < 100 && !found(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  beforeEach(() => void lines.splice(0));

  it("logs a request as its id, method, path without the query (secrets redacted), status and time; the id is the caller's when sane", async () => {
    const res = await request(app).get('/api/books?q=wonder&token=abc').set('X-Request-Id', 'trace-me-2').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-me-2');
    await until(() => lines.length > 0);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: { id: 'trace-me-2', method: 'GET', url: '/api/books' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    const long = `/api/books/${'a'.repeat(43)}`;
    await request(app).get(long).set('X-Request-Id', 'not sane: spaces and more').expect(404);
    await until(() => lines.length > 1);
    expect(lines[1].req.url).toBe('/api/books/[redacted]');
    expect(lines[1].req.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no line for a probe that answered well, and one for a probe that failed', async () => {
    await request(app).get('/api/health').expect(200);
    await request(app).get('/api/health?down=1').expect(503);
    await until(() => lines.length > 0);
    expect(lines.map((l) => [l.req.url, l.res.statusCode, l.msg])).toEqual([['/api/health', 503, 'request errored']]);
  });

  it("says 'request errored' for a 5xx and 'request aborted' when the caller left before the answer", async () => {
    await request(app).get('/api/broken').expect(500);
    await request(app)
      .get('/api/slow')
      .timeout(100)
      .catch(() => undefined);
    await until(() => lines.length > 1);
    expect(lines.map((l) => [l.req.url, l.msg])).toEqual([
      ['/api/broken', 'request errored'],
      ['/api/slow', 'request aborted'],
    ]);
  });
});
