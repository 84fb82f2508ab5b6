import 'reflect-metadata';
import pino from 'pino';
import { keepEventLoopCore } from '../adapters/system/event-loop-core.js';
import { loadConfig } from './config/app-config.js';
import { createApp } from './create-app.js';
import { openDatabase } from './database.js';
import { Lifecycle } from './health/lifecycle.js';
import { gracefulStop } from './http/graceful-stop.js';

/** `npm start`: one process serving the API and the web client. */
async function main(): Promise<void> {
  // Asynchronous log writes (issue 20): a line no longer blocks its request; pino flushes what is
  // buffered when the process exits, and shutdown flushes first.
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' }, pino.destination({ sync: false }));
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
  let db;
  try {
    db = await openDatabase(config, logger);
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
  const app = await createApp({ config, orm: db.orm, logger });
  // main.ts owns the stop (drain, then close), not Nest's own signal hooks
  (app as unknown as { unsubscribeFromProcessSignals?: () => void }).unsubscribeFromProcessSignals?.();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceMs ?? 10_000;
    logger.info({ signal, graceMs }, 'draining: no new connections, finishing the requests under way');
    try {
      await gracefulStop({
        server: app.getHttpServer(),
        drain: () => app.get(Lifecycle).startDraining(),
        graceMs,
        log: (message, details) => logger.warn(details ?? {}, message),
        closeRest: async () => {
          await app.close();
          await db.close();
        },
      });
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    logger.info('stopped');
    logger.flush(); // the asynchronous log destination writes its last lines before the exit
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen(config.port, process.env.HOST ?? '0.0.0.0');
  } catch (error) {
    const code = (error as { code?: string }).code;
    logger.fatal(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use. Stop the other program or set PORT to a free port.`
        : `Could not start the server: ${(error as Error).message}`,
    );
    await db.close();
    process.exit(1);
  }
  // the event loop keeps a core of its own: the cover reading and the database run on the others
  const placement = await keepEventLoopCore();
  if (placement) logger.info({ eventLoopCpus: placement.eventLoop, otherThreadsCpus: placement.others }, 'one core kept for the event loop');
  logger.info({ url: config.publicUrl, database: db.kind }, `ShelfCheck is ready at http://localhost:${config.port}`);
}

void main();
