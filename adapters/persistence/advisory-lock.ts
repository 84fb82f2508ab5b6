import type { MikroORM } from '@mikro-orm/postgresql';

/** The few members of a `pg` client that a session-level advisory lock needs. */
interface LockClient {
  connect(): Promise<unknown>;
  query(sql: string, params?: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}
/** A `pg` pool (pg-pool) exposes its client class and the options it opens connections with. */
interface NativePool {
  Client: new (options: unknown) => LockClient;
  options: Record<string, unknown>;
}

/** What `withSessionLock` answers when `try` found the lock taken: the work did not run. */
export const LOCK_TAKEN = Symbol('lock taken');

/**
 * Takes PostgreSQL advisory lock `key` on a connection of its own, opened next to the ORM's pool
 * rather than taken from it (a pool of one would otherwise deadlock, and a long job would hold one
 * of the few request connections). The lock is session level, so it spans the transactions run on
 * other connections, and the server drops it when this process dies. `wait` blocks until the lock
 * is free; `try` gives up at once and answers null. The release closes the connection (no explicit
 * unlock that could fail half-way).
 */
export async function takeAdvisoryLock(orm: MikroORM, key: bigint, mode: 'wait' | 'try'): Promise<(() => Promise<void>) | null> {
  // the lock needs a connection outside the pool: a new `pg` client with the pool's own options
  // `pg` ships no types (no @types/pg), so MikroORM's `Pool` resolves to nothing: NativePool names what is used
  const pool = (await orm.em.fork().getConnection().getNativeClient()) as NativePool;
  const client = new pool.Client({ ...pool.options, max: undefined });
  client.on('error', () => undefined); // a dropped connection surfaces as a failed query, or drops the lock as intended
  const release = () => client.end().catch(() => undefined);
  try {
    await client.connect();
    if (mode === 'wait') {
      await client.query('select pg_advisory_lock($1::bigint)', [key.toString()]);
      return release;
    }
    const { rows } = await client.query('select pg_try_advisory_lock($1::bigint) as got', [key.toString()]);
    if (rows[0]?.got === true) return release;
  } catch (error) {
    await release();
    throw error;
  }
  await release();
  return null;
}

/** Runs `work` while holding advisory lock `key` (see takeAdvisoryLock); LOCK_TAKEN when `try` found it held. */
export async function withSessionLock<T>(orm: MikroORM, key: bigint, mode: 'wait' | 'try', work: () => Promise<T>): Promise<T | typeof LOCK_TAKEN> {
  const release = await takeAdvisoryLock(orm, key, mode);
  if (!release) return LOCK_TAKEN;
  try {
    return await work();
  } finally {
    await release();
  }
}
