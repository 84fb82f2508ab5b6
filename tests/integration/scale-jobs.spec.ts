import type { MikroORM } from '@mikro-orm/postgresql';
import type { PurgeDeletedAccountsUseCase } from '../../application/account-data/purge-deleted-accounts.use-case.js';
import { AccountPurgeTimer } from '../../api/account-data/account-purge.timer.js';
import { exclusiveJob, PURGE_LOCK_KEY } from '../../adapters/persistence/exclusive-job.js';
import { openOrm } from '../../adapters/persistence/orm.js';

/** Issue 21: the purge and cache expiry run on one instance at a time over a shared database. */
describe('scheduled work over one database, two instances', () => {
  const url = process.env.SHELFCHECK_TEST_DB_URL as string;
  const embedded = (process.env.SHELFCHECK_TEST_DB_KIND ?? '').startsWith('embedded');
  let a: MikroORM;
  let b: MikroORM;

  beforeAll(async () => {
    [a, b] = await Promise.all([openOrm(url, { poolMax: 1 }), openOrm(url, { poolMax: 1 })]);
  });
  afterAll(async () => {
    await Promise.all([a.close(true), b.close(true)]);
  });

  /** A purge whose pass stays open until released, counting passes and the most at once. */
  function heldPurge() {
    const seen = { passes: 0, atOnce: 0, max: 0 };
    let release: () => void = () => undefined;
    const purge = {
      execute: () => {
        seen.passes += 1;
        seen.atOnce += 1;
        seen.max = Math.max(seen.max, seen.atOnce);
        return new Promise((resolve) => {
          release = () => {
            seen.atOnce -= 1;
            resolve({ ok: true, value: { purged: 0, expiredAnalyses: 0 } });
          };
        });
      },
    } as unknown as PurgeDeletedAccountsUseCase;
    return { purge, seen, release: () => release() };
  }
  const quiet = {
    log: () => undefined,
    error: (m: unknown) => {
      throw new Error(String(m));
    },
  };
  const timing = { firstRunMs: 60_000, intervalMs: 3_600_000 };

  it('a pass started on one instance is skipped by the other while it runs, then either may run the next', async () => {
    const purge = heldPurge();
    // The embedded PGlite is one backend shared by every connection (its advisory locks are
    // re-entrant across them) and one process by design, so there the lock is modelled in memory.
    let held = false;
    const inMemory = async (work: () => Promise<void>) => {
      if (held) return false;
      held = true;
      try {
        await work();
        return true;
      } finally {
        held = false;
      }
    };
    const onA = new AccountPurgeTimer(purge.purge, quiet, timing, embedded ? inMemory : exclusiveJob(a, PURGE_LOCK_KEY));
    const onB = new AccountPurgeTimer(purge.purge, quiet, timing, embedded ? inMemory : exclusiveJob(b, PURGE_LOCK_KEY));
    const first = onA.runOnce();
    while (purge.seen.passes === 0) await new Promise((r) => setImmediate(r)); // A holds the lock and runs
    await onB.runOnce(); // B finds the lock taken: skips at once, without waiting for A
    expect(purge.seen).toEqual({ passes: 1, atOnce: 1, max: 1 });
    purge.release();
    await first;
    const second = onB.runOnce(); // A's lock went with its pass
    while (purge.seen.passes === 1) await new Promise((r) => setImmediate(r));
    purge.release();
    await second;
    expect(purge.seen).toEqual({ passes: 2, atOnce: 0, max: 1 });
  });
});
