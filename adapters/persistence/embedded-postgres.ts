import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** A running embedded PostgreSQL (PGlite) reachable through a normal PostgreSQL connection string. */
export interface EmbeddedPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding the database files; `undefined` keeps the database in memory. */
  dataDir?: string;
  /** Must be at least the ORM pool size: PGlite's socket server refuses clients past it. */
  maxConnections: number;
  port?: number;
}

/**
 * The worker thread's script (CommonJS, evaluated: the same text runs from the TypeScript sources
 * and the compiled server). It opens PGlite and serves it on 127.0.0.1, answers `ready` with the
 * address (or `error`), and on `stop` closes the socket server and the database, then answers.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const { pg_trgm } = require(workerData.trgm);
const { PGLiteSocketServer } = require(workerData.socket);
(async () => {
  let db;
  let server;
  try {
    db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm } });
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: workerData.port, maxConnections: workerData.maxConnections });
    await server.start();
    parentPort.postMessage({ ready: server.getServerConn() });
  } catch (error) {
    try { if (db) await db.close(); } catch {}
    parentPort.postMessage({ error: String((error && error.message) || error) });
    return;
  }
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    try {
      await server.stop();
      await db.close();
      parentPort.postMessage({ stopped: true });
    } catch (error) {
      parentPort.postMessage({ stopped: true, error: String((error && error.message) || error) });
    }
  });
})();
`;

/**
 * Starts PGlite behind its socket server on 127.0.0.1 so that MikroORM's own PostgreSQL driver
 * talks to it exactly as it would to a real server. PGlite runs in a worker thread of its own
 * (issue 20): a query, however long, never holds the event loop that answers every request. A lock
 * file keeps a second process from opening the same folder (that corrupts it).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const release = options.dataDir ? takeLock(options.dataDir) : () => undefined;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      pglite: require.resolve('@electric-sql/pglite'),
      trgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
      socket: require.resolve('@electric-sql/pglite-socket'),
      dataDir: options.dataDir ? join(options.dataDir, 'pgdata') : undefined,
      port: options.port ?? 0,
      maxConnections: options.maxConnections,
    },
  });
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  const next = () =>
    new Promise<{ ready?: string; stopped?: boolean; error?: string }>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the embedded database thread ended (exit ${code})`));
      worker.once('exit', onExit);
      worker.once('error', reject);
      worker.once('message', (m: { ready?: string; stopped?: boolean; error?: string }) => {
        worker.off('exit', onExit);
        worker.off('error', reject);
        resolve(m);
      });
    });
  let started: { ready?: string; error?: string };
  try {
    started = await next();
  } catch (error) {
    release();
    throw error;
  }
  if (!started.ready) {
    await worker.terminate();
    release();
    throw new Error(started.error ?? 'the embedded database did not start');
  }
  let stopping: Promise<void> | null = null;
  return {
    url: `postgresql://postgres:postgres@${started.ready}/postgres?sslmode=disable`,
    stop() {
      stopping ??= (async () => {
        try {
          const answer = next();
          worker.postMessage('stop');
          await answer.catch(() => undefined); // a thread that already ended has nothing to close
        } finally {
          await worker.terminate();
          await exited;
          release();
        }
      })();
      return stopping;
    },
  };
}

function takeLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'pglite.lock');
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    if (pid && isAlive(pid)) {
      throw new Error(`The embedded database in ${dataDir} is in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`);
    }
    unlinkSync(lockPath); // a stale lock from a process that died
  }
  const fd = openSync(lockPath, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    try {
      unlinkSync(lockPath);
    } catch {
      // already gone: nothing to release
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return pid !== process.pid;
  } catch {
    return false;
  }
}
