import type { EntityManager, InferKyselyDB, MikroORM } from '@mikro-orm/postgresql';
import type { Kysely, Selectable } from 'kysely';
import type { ALL_ENTITIES } from './entities/index.js';

/**
 * The database as Kysely sees it, derived from the `defineEntity` entities (one table each, the
 * columns as the migrations make them; tests/integration/persistence-schema.spec.ts proves they
 * agree). Complex statements (catalog search, imports, reports) are written against it, so every
 * table, column and result is typed by the entities.
 */
export type Database = InferKyselyDB<(typeof ALL_ENTITIES)[number]>;

/** One table's row as a select returns it. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;

export type Db = Kysely<Database>;

/**
 * Kysely bound to `em` (its transaction, when it is in one). `convertValues` makes MikroORM read
 * each entity column as the entity types it (a timestamptz as a Date; the driver alone gives a
 * string) and write Dates as timestamps.
 */
export const kyselyOf = (em: EntityManager): Db => em.getKysely<Database, { convertValues: true }>({ convertValues: true });

/** Typed Kysely on a fresh fork of the entity manager (no identity map shared between requests). */
export const db = (orm: MikroORM): Db => kyselyOf(orm.em.fork());

/**
 * One unit of work in one transaction: the entity manager and the Kysely given to `work` share it,
 * so everything both write commits or rolls back together.
 */
export function transaction<T>(orm: MikroORM, work: (em: EntityManager, db: Db) => Promise<T>): Promise<T> {
  return orm.em.fork().transactional((em) => work(em, kyselyOf(em)));
}
