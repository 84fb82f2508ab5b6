import type { MikroORM } from '@mikro-orm/postgresql';
import { LOCK_TAKEN, withSessionLock } from './advisory-lock.js';

/** Advisory lock keys of the scheduled jobs: one per job, distinct from the migrate step's. */
export const PURGE_LOCK_KEY = 7_402_114_510_266_002n;
/** The starter catalog's first load (two instances starting on an empty catalog load it once). */
export const SEED_LOCK_KEY = 7_402_114_510_266_004n;

/**
 * A scheduled job's pass on one instance at a time: `pg_try_advisory_lock(key)` on a connection of
 * its own; an instance that finds it taken skips the pass (answers false) instead of waiting, since
 * the holder is doing the same work. A crashed holder's lock goes with its connection.
 */
export function exclusiveJob(orm: MikroORM, key: bigint): (work: () => Promise<void>) => Promise<boolean> {
  return async (work) => (await withSessionLock(orm, key, 'try', work)) !== LOCK_TAKEN;
}
