import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
 * Starts PGlite behind its socket server on 127.0.0.1 so that MikroORM's own PostgreSQL driver
 * talks to it exactly as it would to a real server. A lock file keeps a second process from
 * opening the same folder (that corrupts it).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const release = options.dataDir ? takeLock(options.dataDir) : () => undefined;
  try {
    const db = await PGlite.create({
      dataDir: options.dataDir ? join(options.dataDir, 'pgdata') : undefined,
      extensions: { pg_trgm },
    });
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: options.port ?? 0,
      maxConnections: options.maxConnections,
    });
    await server.start();
    const conn = server.getServerConn();
    return {
      url: `postgresql://postgres:postgres@${conn}/postgres?sslmode=disable`,
      async stop() {
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function takeLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'pglite.lock');
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    if (pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`,
      );
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
