import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import request from 'supertest';
import { openOrm } from '../../adapters/persistence/orm.js';
import { loadConfig, type AppConfig } from '../../api/config/app-config.js';
import { createApp } from '../../api/create-app.js';
import { FixedClock } from './fixed-clock.js';

export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  orm: MikroORM;
  clock: FixedClock;
  config: AppConfig;
  close: () => Promise<void>;
}

export const BUILT_WEB_DIR = join(__dirname, '..', '..', 'dist', 'web');

/**
 * The whole API on the integration database chosen by the global setup, with a hand-moved clock
 * and a silent log. `listen` is left to browser tests that need a real port.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, options: { clock?: FixedClock } = {}): Promise<TestApp> {
  const url = process.env.SHELFCHECK_TEST_DB_URL;
  if (!url) throw new Error('SHELFCHECK_TEST_DB_URL is not set: run through the integration project (global setup)');
  const orm = await openOrm(url, { poolMax: 2 });
  const clock = options.clock ?? new FixedClock(new Date());
  const config = loadConfig(
    {},
    {
      dataDir: mkdtempSync(join(tmpdir(), 'shelfcheck-test-')),
      jwtSecret: 'test-secret-not-for-production',
      webDir: existsSync(BUILT_WEB_DIR) ? BUILT_WEB_DIR : null,
      logLevel: 'silent',
      ...overrides,
    },
  );
  const app = await createApp({ config, orm, clock, logger: pino({ level: 'silent' }) });
  await app.init();
  return {
    app,
    http: () => request(app.getHttpServer()),
    orm,
    clock,
    config,
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
