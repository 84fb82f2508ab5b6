import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import request, { type Response } from 'supertest';
import { migrate, openOrm } from '../../adapters/persistence/orm.js';
import { loadConfig } from '../../api/config/app-config.js';
import { createApp } from '../../api/create-app.js';
import { FixedClock } from '../support/fixed-clock.js';
import { GENEROUS_POLICIES } from '../support/test-app.js';
import { errorShapeProblem } from './hardening.helper.js';

/**
 * Issue 11, faults, on a PostgreSQL server: the server "restarts" under load. Its own database is
 * made for this test; every connection to it is cut (pg_terminate_backend) and new ones are refused
 * (allow_connections false) while a burst of calls runs, then it is let back. Meanwhile every call
 * answers 503 service_unavailable with Retry-After (or succeeds, for one that finished before the
 * cut), never a 500; afterwards the app serves again by itself, with its data. The embedded PGlite
 * case is in faults.spec.ts.
 */
const serverUrl = process.env.SHELFCHECK_TEST_DB_URL ?? '';
const onServer = !(process.env.SHELFCHECK_TEST_DB_KIND ?? '').startsWith('embedded');
const describeOnServer = onServer ? describe : describe.skip;
if (!onServer) process.stdout.write('[tests] faults-postgres: the suite runs on the embedded PGlite; the PostgreSQL-server restart case is skipped\n');

describeOnServer('PostgreSQL restarted under load', () => {
  const name = `shelfcheck_fault_${randomBytes(4).toString('hex')}`;
  let admin: MikroORM;
  let orm: MikroORM;
  let app: NestFastifyApplication;
  let auth: { Authorization: string };
  let memberId: string;
  const http = () => request(app.getHttpServer());
  const sql = (q: string) => admin.em.fork().getConnection().execute(q);

  beforeAll(async () => {
    admin = await openOrm(serverUrl, { poolMax: 1 });
    await sql(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    orm = await openOrm(url.toString(), { poolMax: 4 });
    await migrate(orm);
    const config = loadConfig(
      {},
      { dataDir: `/tmp/${name}`, jwtSecret: 'test-secret-not-for-production', webDir: null, logLevel: 'silent', accountPolicies: GENEROUS_POLICIES },
    );
    app = await createApp({ config, orm, clock: new FixedClock(new Date()), logger: pino({ level: 'silent' }) });
    await app.init();
    await app.getHttpAdapter().getInstance().ready(); // Fastify answers once its plugins are loaded
    const res = await http()
      .post('/api/auth/signup')
      .send({ email: 'pg-faults@example.com', password: 'Bright!Lamp42', data: { first_name: 'Pat', last_name: 'Gres', user_type: 'parent' } })
      .expect(200);
    auth = { Authorization: `Bearer ${res.body.access_token}` };
    memberId = (await http().post('/api/family-members').set(auth).send({ name: 'Kept', age: 8, reading_level: 'Elementary' }).expect(201)).body.id;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await orm?.close(true);
    await sql(`alter database ${name} allow_connections true`).catch(() => undefined);
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`).catch(() => undefined);
    await sql(`drop database if exists ${name}`).catch(() => undefined);
    await admin?.close(true);
  }, 60_000);

  it('answers 503 with Retry-After while the server is away, never 500, and recovers by itself with the data kept', async () => {
    await http().get('/api/family-members').set(auth).expect(200);
    const calls: (() => PromiseLike<Response>)[] = [
      () => http().get('/api/health'),
      () => http().get('/api/family-members').set(auth),
      () => http().post('/api/family-members').set(auth).send({ name: 'During', age: 8, reading_level: 'Elementary' }),
      () => http().get('/api/reading-list').set(auth),
      () => http().post('/api/auth/token?grant_type=password').send({ email: 'pg-faults@example.com', password: 'Bright!Lamp42' }),
      () => http().get('/api/subscription').set(auth),
    ];

    // the "restart": no new connections, every open one cut
    await sql(`alter database ${name} allow_connections false`);
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    const answers = await Promise.all([...calls, ...calls, ...calls].map((c) => c()));
    const wrong = answers
      .map((res, i) => ({ i, status: res.status, code: res.body?.code, retryAfter: res.headers['retry-after'], shape: errorShapeProblem(res) }))
      .filter((a) => a.status !== 503 || a.code !== 'service_unavailable' || !a.retryAfter || a.shape);
    expect(wrong).toEqual([]);

    // back: the pool reconnects on its own
    await sql(`alter database ${name} allow_connections true`);
    let healthy = false;
    for (let attempt = 0; attempt < 40 && !healthy; attempt++) {
      healthy = (await http().get('/api/health')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    const members = (await http().get('/api/family-members').set(auth).expect(200)).body as { id: string }[];
    expect(members.map((m) => m.id)).toEqual([memberId]);
    await http().post('/api/family-members').set(auth).send({ name: 'After', age: 8, reading_level: 'Elementary' }).expect(201);
  }, 120_000);
});
