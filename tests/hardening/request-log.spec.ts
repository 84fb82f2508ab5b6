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
