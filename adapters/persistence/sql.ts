import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Runs one parameterised SQL statement on a fresh entity-manager fork (no shared identity map
 * between requests). Placeholders are `?`, as MikroORM's connection expects.
 */
export async function sql<T = Record<string, unknown>>(orm: MikroORM, query: string, params: unknown[] = []): Promise<T[]> {
  return (await orm.em.fork().getConnection().execute(query, params)) as T[];
}

/** Runs `work` in one transaction; everything it does through the given runner commits or rolls back together. */
export async function inTransaction<T>(orm: MikroORM, work: (run: <R = Record<string, unknown>>(q: string, p?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T> {
  const em = orm.em.fork();
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    return work(async <R,>(q: string, p: unknown[] = []) => (await conn.execute(q, p, 'all', ctx)) as R[]);
  });
}

/** ISO string of a timestamp column value (drivers may give Date or string). */
export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
