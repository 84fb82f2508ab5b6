import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../../migrations/index.js';
import { ALL_ENTITIES } from './entities/index.js';
import { withSessionLock } from './advisory-lock.js';

export const ORM_POOL_MAX = 4;

/**
 * The advisory lock key of the migrate step (any fixed bigint; 'shelfcheck:migrate' hashed by hand
 * once). Two instances started together on an empty database would otherwise both create pg_trgm
 * or mikro_orm_migrations and one would crash.
 */
export const MIGRATE_LOCK_KEY = 7_402_114_510_266_001n;

/** Per-connection bounds, in milliseconds (see api/config: DB_STATEMENT_TIMEOUT_MS…). */
export interface ConnectionTimeouts {
  readonly statementMs: number;
  readonly lockMs: number;
  readonly idleInTransactionMs: number;
}

/** The SET statements that bound one connection (whole milliseconds). */
export function timeoutStatements(t: ConnectionTimeouts): string {
  const ms = (v: number) => Math.max(0, Math.floor(v));
  return `set statement_timeout = ${ms(t.statementMs)}; set lock_timeout = ${ms(t.lockMs)}; set idle_in_transaction_session_timeout = ${ms(t.idleInTransactionMs)}`;
}

interface PoolWithEvents {
  on(event: 'connect', listener: (client: { query(sql: string): Promise<unknown> }) => void): void;
  /** The pool's own type parsers (MikroORM gives each pool a `pg` TypeOverrides). */
  options: { types?: { setTypeParser(oid: number, parse: (text: string) => unknown): void } };
}

/** PostgreSQL's type id of timestamptz. */
const TIMESTAMPTZ_OID = 1184;

/**
 * Opens MikroORM on any PostgreSQL connection string (a real server or the embedded one). With
 * `timeouts`, every new connection of the pool (the ORM's and the raw `pg` ones the admin adapters
 * take) is bounded first: the SET is queued on the client before anything else runs on it, so no
 * query, lock wait or forgotten transaction can hold a connection past the bound. Without them
 * (migrations), statements run as long as they need.
 */
export async function openOrm(url: string, options: { poolMax?: number; timeouts?: ConnectionTimeouts | null } = {}): Promise<MikroORM> {
  const timeouts = options.timeouts ?? null;
  const driverOptions = {
    onPoolCreated: (pool: PoolWithEvents) => {
      // A timestamptz reads as a Date, as the entities type it (MikroORM keeps the driver's text for
      // its own hydration, which takes a Date as well); typed Kysely then needs no conversion
      // plugin, which costs more per query than the query itself. Only this pool's parsers change.
      pool.options.types?.setTypeParser(TIMESTAMPTZ_OID, (text) => new Date(text));
      if (timeouts) {
        pool.on('connect', (client) => {
          // a refusal (a server without one of these settings) fails that query, not the connection
          client.query(timeoutStatements(timeouts)).catch(() => undefined);
        });
      }
    },
  };
  return MikroORM.init({
    driverOptions,
    clientUrl: url,
    entities: ALL_ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, silent: true, snapshot: false }, // api/database.ts logs what it applied
    pool: { min: 0, max: options.poolMax ?? ORM_POOL_MAX },
    allowGlobalContext: false,
    debug: false,
    ensureDatabase: false,
    discovery: { warnWhenNoEntities: false },
  });
}

/** Migrate steps of this process, one after another (see migrate). */
let migrating: Promise<unknown> = Promise.resolve();

/**
 * Applies every pending migration; returns the names applied. The whole step (the migrations table,
 * extensions, every migration) runs under a PostgreSQL advisory lock held on a connection of its
 * own: a second instance waits, then finds nothing pending. Within one process the steps also queue
 * in memory: the embedded PGlite has one backend, where an advisory lock is re-entrant from every
 * connection and so cannot keep two ORMs of one process apart.
 */
export function migrate(orm: MikroORM): Promise<string[]> {
  const step = migrating.then(
    () =>
      withSessionLock(orm, MIGRATE_LOCK_KEY, 'wait', async () => {
        const applied = await orm.migrator.up();
        return applied.map((m) => m.name);
      }) as Promise<string[]>,
  );
  migrating = step.catch(() => undefined);
  return step;
}
