import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { recordRoutes } from './app-routes.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import request from 'supertest';
import { openOrm } from '../../adapters/persistence/orm.js';
import type { AccountPolicies } from '../../application/accounts/account-policies.js';
import { loadConfig, type AppConfig } from '../../api/config/app-config.js';
import { createApp } from '../../api/create-app.js';
import { AfterAnswer } from '../../api/accounts/after-answer.js';
import { FixedClock } from './fixed-clock.js';
import { checkedAgent, contractOfApp } from './openapi-contract.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** A supertest agent on the app; each response is checked against the OpenAPI document. */
  http: () => ReturnType<typeof request>;
  orm: MikroORM;
  clock: FixedClock;
  config: AppConfig;
  /** Waits for the work still running after its answer (recover and otp write their mail then). */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

const generous = (name: string) => ({ name, points: 10_000, durationSeconds: 60 });
/** Rate limits no ordinary suite reaches; the accounts suite passes the real ones. */
export const GENEROUS_POLICIES: AccountPolicies = {
  signInFailures: generous('sign-in-failures'),
  signInPerIp: generous('sign-in-ip'),
  signUpPerIp: generous('sign-up-ip'),
  recoverPerIp: generous('recover-ip'),
  otpPerIp: generous('otp-ip'),
  anonymousFeedbackPerIp: generous('feedback-ip'),
};

/** Where the built client is served from: dist/web, or WEB_BUILD_DIR when a parallel run built it elsewhere. */
export const BUILT_WEB_DIR = process.env.WEB_BUILD_DIR ?? join(__dirname, '..', '..', 'dist', 'web');

/**
 * The whole API on the integration database chosen by the global setup, with a hand-moved clock
 * and a silent log. `listen` is left to browser tests that need a real port.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, options: { clock?: FixedClock } = {}): Promise<TestApp> {
  const url = process.env.SHELFCHECK_TEST_DB_URL;
  if (!url) throw new Error('SHELFCHECK_TEST_DB_URL is not set: run through the integration project (global setup)');
  const clock = options.clock ?? new FixedClock(new Date());
  const config = loadConfig(
    {},
    {
      dataDir: mkdtempSync(join(tmpdir(), 'shelfcheck-test-')),
      jwtSecret: 'test-secret-not-for-production',
      webDir: existsSync(BUILT_WEB_DIR) ? BUILT_WEB_DIR : null,
      logLevel: 'silent',
      accountPolicies: GENEROUS_POLICIES, // suites sign many users up from one address
      trustProxy: ['loopback'], // suites speak from many addresses through X-Forwarded-For (tests/hardening/forwarded-headers covers the default)
      catalogVersionReuseMs: 0, // suites write the catalog straight into the database: each search reads the version
      // each app is its own deployment (its one-import-at-a-time guard is its own: suites running side
      // by side on one database must not refuse each other's imports); apps that share a Redis on
      // purpose (accounts-redis) keep the shared prefix
      ...(overrides.redisUrl ? {} : { redisPrefix: `test-${randomUUID().slice(0, 8)}` }),
      ...overrides,
    },
  );
  const orm = await openOrm(url, { poolMax: 2, timeouts: config.dbTimeouts });
  const app = await createApp({ config, orm, clock, logger: pino({ level: 'silent' }) });
  recordRoutes(app); // the hardening suites' route table (tests/hardening/route-table.ts)
  await app.init();
  await app.getHttpAdapter().getInstance().ready(); // Fastify answers once its plugins are loaded
  const contract = contractOfApp(app);
  return {
    app,
    // every answer is checked against the OpenAPI document (tests/support/openapi-contract.ts)
    http: () => checkedAgent(request(app.getHttpServer()), contract),
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

/** A unique email for one test, so suites sharing a database never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface SignedUp {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  auth: { Authorization: string };
}

export const TEST_PASSWORD = 'Bright!Lamp42';

/** Signs a new account up through the API and returns its tokens. */
export async function signUp(
  t: TestApp,
  label = 'user',
  data: Record<string, unknown> = { first_name: 'Test', last_name: 'Parent', user_type: 'parent' },
): Promise<SignedUp> {
  const email = uniqueEmail(label);
  const res = await t.http().post('/api/auth/signup').send({ email, password: TEST_PASSWORD, data });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const session = res.body; // the session at the top level, the user inside it (GoTrue's sign-up answer)
  const user = session.user;
  return {
    id: user.id,
    email,
    password: TEST_PASSWORD,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    auth: { Authorization: `Bearer ${session.access_token}` },
  };
}
