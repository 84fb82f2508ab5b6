import type { Logger } from 'pino';
import { openOrm } from '../../adapters/persistence/orm.js';
import { loadConfig } from '../config/app-config.js';
import { createApp } from '../create-app.js';
import { buildOpenApi } from './openapi-document.js';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The document without a database or a port: the app is created (its providers built, nothing
 * initialised, nothing listening) over an ORM whose pool never opens a connection.
 */
export async function exportOpenApiDocument(options: { dataDir: string; logger: Logger }): Promise<OpenAPIObject> {
  const config = loadConfig({}, { dataDir: options.dataDir, jwtSecret: 'openapi-export', webDir: null, logLevel: 'silent' });
  const orm = await openOrm('postgresql://openapi-export@127.0.0.1:1/none');
  const app = await createApp({ config, orm, logger: options.logger });
  try {
    return buildOpenApi(app);
  } finally {
    await app.close().catch(() => undefined);
    await orm.close(true).catch(() => undefined);
  }
}
