import pino from 'pino';
import { loadConfig } from './config/app-config.js';
import { openDatabase } from './database.js';

/** `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
async function run(): Promise<void> {
  const logger = pino();
  const db = await openDatabase(loadConfig(), logger);
  logger.info('database is up to date');
  await db.close();
}

run().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
