import { Lifecycle } from '../../api/health/lifecycle.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 21: liveness and readiness, and what both answer while the instance drains. */
describe('GET /api/health and GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(); // no REDIS_URL: Redis is not configured
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers ready when the database answers, with Redis not configured, without a sign-in', async () => {
    expect((await t.http().get('/api/ready').expect(200)).body).toEqual({ status: 'ready', db: 'ok', redis: 'not_configured' });
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 draining on both once the instance drains (SIGTERM), so a balancer takes it out', async () => {
    t.app.get(Lifecycle).startDraining();
    expect((await t.http().get('/api/health').expect(503)).body).toEqual({ status: 'draining', db: 'ok' });
    expect((await t.http().get('/api/ready').expect(503)).body).toEqual({ status: 'draining', db: 'ok', redis: 'not_configured' });
  });
});

describe('GET /api/ready with Redis configured but away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redisUrl: 'redis://127.0.0.1:1' }); // nothing listens on port 1
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 not_ready and names Redis unreachable, while liveness stays 200', async () => {
    expect((await t.http().get('/api/ready').expect(503)).body).toEqual({ status: 'not_ready', db: 'ok', redis: 'unreachable' });
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', db: 'ok' });
  });
});
