import { DEFAULT_DB_TIMEOUTS } from '../../api/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 20: GET /api/health asks the database, and a round trip that answered stands for the
 * checks of the next 250 ms; checks at once share one; a failure is never reused.
 */
describe('the health check and its database round trip', () => {
  let t: TestApp;
  let probes: jest.SpyInstance;
  let realExecute: (...args: unknown[]) => Promise<unknown>;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  beforeAll(async () => {
    // a generous probe deadline: a check held below must not turn 'late' on a busy machine
    t = await startTestApp({ dbTimeouts: { ...DEFAULT_DB_TIMEOUTS, healthProbeMs: 10_000 } });
    const connection = t.orm.em.getConnection();
    realExecute = connection.execute.bind(connection) as typeof realExecute;
    probes = jest.spyOn(connection, 'execute');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await pause(DEFAULT_DB_TIMEOUTS.healthProbeReuseMs + 50); // what the last test's checks left has lapsed
    probes.mockClear();
  });
  const selectOnes = () => probes.mock.calls.filter(([query]) => query === 'select 1').length;

  it('asks the database once for checks at once', async () => {
    // The round trip is held until all 20 checks have reached the server (and a moment more), so
    // that they are at once however busy the machine is: each check that arrives meanwhile waits
    // for the same query.
    const server = t.app.getHttpServer();
    let arrived = 0;
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const onRequest = () => {
      arrived += 1;
      if (arrived === 20) setTimeout(openGate, 100);
    };
    server.on('request', onRequest);
    probes.mockImplementationOnce(async (...args: Parameters<typeof realExecute>) => {
      await gate;
      return realExecute(...args);
    });
    try {
      const checks = await Promise.all(Array.from({ length: 20 }, () => t.http().get('/api/health')));
      expect(checks.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(checks.every((r) => r.body.db === 'ok')).toBe(true);
      expect(probes.mock.calls.map(([query]) => query)).toEqual(['select 1']);
    } finally {
      server.off('request', onRequest);
    }
  });

  it('lets a round trip that answered stand for the checks of the reuse window after it', async () => {
    const reusing = await startTestApp({ dbTimeouts: { ...t.config.dbTimeouts, healthProbeReuseMs: 60_000 } });
    try {
      const spy = jest.spyOn(reusing.orm.em.getConnection(), 'execute');
      for (let i = 0; i < 6; i += 1) await reusing.http().get('/api/health').expect(200, { status: 'ok', db: 'ok' });
      expect(spy.mock.calls.filter(([query]) => query === 'select 1')).toHaveLength(1);
    } finally {
      await reusing.close();
    }
  });

  it('asks again once the answer is older than 250 ms', async () => {
    await t.http().get('/api/health').expect(200);
    expect(selectOnes()).toBe(1);
    await pause(DEFAULT_DB_TIMEOUTS.healthProbeReuseMs + 50);
    await t.http().get('/api/health').expect(200);
    expect(selectOnes()).toBe(2);
  });

  it('never reuses a failure: the next check asks again', async () => {
    probes.mockRejectedValueOnce(new Error('connection refused'));
    const down = await t.http().get('/api/health').expect(503);
    expect(down.body).toMatchObject({ code: 'service_unavailable', message: 'The database is unreachable' });
    await t.http().get('/api/health').expect(200, { status: 'ok', db: 'ok' });
    expect(selectOnes()).toBe(2);
  });

  it('asks at every check when told to reuse nothing', async () => {
    const every = await startTestApp({ dbTimeouts: { ...t.config.dbTimeouts, healthProbeReuseMs: 0 } });
    try {
      const spy = jest.spyOn(every.orm.em.getConnection(), 'execute');
      for (let i = 0; i < 3; i += 1) await every.http().get('/api/health').expect(200);
      expect(spy.mock.calls.filter(([query]) => query === 'select 1')).toHaveLength(3);
    } finally {
      await every.close();
    }
  });
});
