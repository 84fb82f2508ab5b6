import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The `pg` pool under MikroORM, seen through the few members the admin adapters use. They talk to
 * it directly because they need real bind parameters (MikroORM's `execute` inlines parameters
 * into the SQL text and cannot pass arrays), one held connection for a staged import, and plain
 * SQL for the 36 flag/example columns that the catalog entity does not map.
 */
export interface PgResult<R> {
  readonly rows: R[];
  readonly rowCount: number | null;
}

export interface PgQueryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<PgResult<R>>;
}

export interface PgPoolClient extends PgQueryable {
  /** Gives the connection back; `true` (or an error) discards it instead. */
  release(discard?: boolean | Error): void;
}

export interface PgPool extends PgQueryable {
  connect(): Promise<PgPoolClient>;
}

/** The pool of the ORM's connection (opened on first use). */
export function pgPoolOf(orm: MikroORM): () => Promise<PgPool> {
  let pool: Promise<PgPool> | null = null;
  return () => {
    pool ??= (orm.em.fork().getConnection() as unknown as { getNativeClient(): Promise<PgPool> }).getNativeClient();
    return pool;
  };
}

/** An ISO-8601 UTC string from what the driver hands back for a timestamptz (text or Date). */
export const isoTime = (value: unknown): string => new Date(value as string | Date).toISOString();
