import type { MikroORM } from '@mikro-orm/postgresql';
import { pgPoolOf, type PgPoolClient } from '../../adapters/admin/pg-pool.js';
import { openOrm } from '../../adapters/persistence/orm.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';

/**
 * Issue #19, item 9: a stalled query must not stall every route. A second connection holds a lock
 * on the family-values table; the route that needs it answers 503 with Retry-After once its lock
 * wait reaches DB_LOCK_TIMEOUT_MS, its connection goes back to the pool, and the health probe says
 * degraded while every connection is waiting. Runs on the suite's database (PostgreSQL in CI).
 */
describe('item 9: the database cannot stall every route', () => {
  let t: TestApp;
  let u: SignedUp;
  let side: MikroORM; // a second pool, outside the app's: the lock holder and the observer
  let locker: PgPoolClient;
  const sideClient = async () => (await pgPoolOf(side)()).connect();
  const url = () => process.env.SHELFCHECK_TEST_DB_URL as string;
  const put = (n: number) => t.http().put('/api/family-values').set(u.auth).send({ data: { n } });

  beforeAll(async () => {
    // the pool holds 2 connections (startTestApp): two stalled requests fill it
    t = await startTestApp({ dbTimeouts: { statementMs: 5_000, lockMs: 1_500, idleInTransactionMs: 10_000, healthProbeMs: 300 } });
    u = await signUp(t, 'stall');
    await put(1).expect(200);
    side = await openOrm(url(), { poolMax: 2 });
  });
  afterAll(async () => {
    await side.close(true);
    await t.close();
  });

  const holdLock = async () => {
    locker = await sideClient();
    await locker.query('begin');
    await locker.query('lock table family_values in access exclusive mode');
  };
  const release = async () => {
    await locker.query('rollback');
    locker.release();
  };

  it('a route waiting on a held lock answers 503 service_unavailable with Retry-After, and works again after the release', async () => {
    await holdLock();
    try {
      const res = await put(2);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('service_unavailable');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await release();
    }
    // the stalled requests gave their connections back: more requests than the pool holds succeed
    for (let i = 0; i < 4; i++) await put(10 + i).expect(200);
    expect((await t.http().get('/api/family-values').set(u.auth).expect(200)).body).toEqual({ data: { n: 13 } });
  });

  it('health says degraded while every connection waits, and ok again after', async () => {
    await holdLock();
    let stalled: Promise<number[]> = Promise.resolve([]);
    try {
      stalled = Promise.all([put(3), put(4)].map((r) => r.then((res) => res.status)));
      // wait until both requests hold a connection (they are waiting on the lock in pg_stat_activity)
      const probe = await sideClient();
      try {
        for (let i = 0; i < 100; i++) {
          const { rows } = await probe.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%family_values%'",
          );
          if (Number(rows[0]?.n) >= 2) break;
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        probe.release();
      }
      const health = await t.http().get('/api/health');
      expect({ status: health.status, body: health.body }).toEqual({ status: 503, body: { status: 'degraded', db: 'degraded' } });
      expect(Number(health.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await release();
    }
    expect((await stalled).every((status) => status === 200 || status === 503)).toBe(true);
    await t.http().get('/api/health').expect(200, { status: 'ok', db: 'ok' });
  });
});
