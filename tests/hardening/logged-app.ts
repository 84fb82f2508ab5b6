import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { openOrm } from '../../adapters/persistence/orm.js';
import { loadConfig, type AppConfig } from '../../api/config/app-config.js';
import { createApp } from '../../api/create-app.js';
import { AfterAnswer } from '../../api/accounts/after-answer.js';
import { recordRoutes } from '../support/app-routes.js';
import { FixedClock } from '../support/fixed-clock.js';
import { BUILT_WEB_DIR, GENEROUS_POLICIES, type TestApp } from '../support/test-app.js';

/** The test app (as startTestApp builds it) with its pino log kept, at the most talkative level. */
export interface LoggedApp extends TestApp {
  /** Every line the app logged, as written (JSON text). */
  lines: string[];
}

export async function startLoggedApp(overrides: Partial<AppConfig> = {}): Promise<LoggedApp> {
  const url = process.env.SHELFCHECK_TEST_DB_URL;
  if (!url) throw new Error('SHELFCHECK_TEST_DB_URL is not set: run through the hardening project (global setup)');
  const orm = await openOrm(url, { poolMax: 2 });
  const clock = new FixedClock(new Date());
  const config = loadConfig(
    {},
    {
      dataDir: mkdtempSync(join(tmpdir(), 'shelfcheck-hardening-')),
      jwtSecret: 'test-secret-not-for-production',
      webDir: existsSync(BUILT_WEB_DIR) ? BUILT_WEB_DIR : null,
      logLevel: 'trace',
      accountPolicies: GENEROUS_POLICIES,
      trustProxy: ['loopback'],
      catalogVersionReuseMs: 0, // suites write the catalog straight into the database: each search reads the version
      ...overrides,
    },
  );
  const lines: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  const app = await createApp({ config, orm, clock, logger });
  recordRoutes(app); // the route table (route-table.ts)
  await app.init();
  await app.getHttpAdapter().getInstance().ready(); // Fastify answers once its plugins are loaded
  return {
    app,
    lines,
    http: () => request(app.getHttpServer()),
    orm,
    clock,
    config,
    settled: () => app.get(AfterAnswer).settled(),
    close: async () => {
      await app.close();
      await orm.close(true);
    },
  };
}
