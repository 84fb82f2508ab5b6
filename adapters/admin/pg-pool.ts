import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The `pg` pool under MikroORM, seen through the few members the CSV import uses. Only the import
 * talks to it directly: an import session holds one connection across many calls (begin, a batch
 * per call, commit or a staged merge at the end), which neither `em.transactional` (one callback)
 * nor Kysely's transactions (one callback) can span, and its bulk upsert binds one array per
 * column (`unnest($1::text[], …)`). Everything else goes through the entity manager or typed Kysely.
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
    pool ??= orm.em.fork().getConnection().getNativeClient();
    return pool;
  };
}
