import { createHash } from 'node:crypto';
import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import type { ImportJobView } from '../../application/admin/import-jobs.js';
import type { ImportJobPatch, ImportJobStore } from '../../application/admin/ports/import-job-store.port.js';
import type { ImportWriterLock } from '../../application/admin/ports/import-writer-lock.port.js';
import { takeAdvisoryLock } from '../persistence/advisory-lock.js';
import { db } from '../persistence/database.js';
import { ImportJobEntity } from '../persistence/entities/index.js';

/** The advisory lock key of a real import's write (distinct from the migrate and purge keys). */
export const IMPORT_WRITER_LOCK_KEY = 7_402_114_510_266_003n;

/** The writer lock of one deployment (`scope`, its REDIS_PREFIX): the base key with the scope's hash mixed in. */
export function importWriterLockKey(scope: string): bigint {
  if (scope === '') return IMPORT_WRITER_LOCK_KEY;
  const hash = BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(scope).digest('hex').slice(0, 15)}`));
  return BigInt.asIntN(64, IMPORT_WRITER_LOCK_KEY ^ hash);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Import jobs in the import_jobs table: any instance answers for any job. The partial unique index
 * import_jobs_one_writer admits one running real import at a time per deployment (`scope`),
 * whichever instance starts it.
 */
export class PgImportJobStore implements ImportJobStore {
  constructor(
    private readonly orm: MikroORM,
    private readonly scope = '',
  ) {}

  async create(job: ImportJobView, at: Date): Promise<boolean> {
    const r = await db(this.orm)
      .insertInto('import_jobs')
      .values({
        id: job.id,
        scope: this.scope,
        state: job.state,
        phase: job.phase,
        processed: job.processed,
        total: job.total,
        dry_run: job.dryRun,
        mode: job.mode,
        started_at: new Date(job.started_at),
        updated_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return r.numInsertedOrUpdatedRows === 1n;
  }

  async update(id: string, patch: ImportJobPatch, at: Date): Promise<void> {
    const { state, phase, processed, total, finished_at, result, error } = patch;
    const given = Object.fromEntries(Object.entries({ state, phase, processed, total, result, error }).filter(([, v]) => v !== undefined));
    await db(this.orm)
      .updateTable('import_jobs')
      .set({ ...given, ...(finished_at !== undefined ? { finished_at: finished_at === null ? null : new Date(finished_at) } : {}), updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async find(id: string): Promise<ImportJobView | null> {
    if (!UUID.test(id)) return null;
    const r = await this.orm.em.fork().findOne(ImportJobEntity, { id }, { disableIdentityMap: true });
    return r ? toView(r) : null;
  }

  async failSilent(heardBefore: Date, error: NonNullable<ImportJobView['error']>, at: Date): Promise<void> {
    await db(this.orm)
      .updateTable('import_jobs')
      .set({ state: 'failed', error, finished_at: at, updated_at: at })
      .where('state', '=', 'running')
      .where('updated_at', '<', heardBefore)
      .execute();
  }

  async prune(finishedBefore: Date, keep: number): Promise<void> {
    const k = db(this.orm);
    await k
      .deleteFrom('import_jobs')
      .where('finished_at', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('finished_at', '<', finishedBefore),
          eb('id', 'not in', k.selectFrom('import_jobs').select('id').where('finished_at', 'is not', null).orderBy('finished_at', 'desc').limit(keep)),
        ]),
      )
      .execute();
  }
}

function toView(r: InferEntity<typeof ImportJobEntity>): ImportJobView {
  return {
    id: r.id,
    state: r.state,
    phase: r.phase,
    processed: r.processed,
    total: r.total,
    dryRun: r.dry_run,
    mode: r.mode,
    started_at: r.started_at.toISOString(),
    finished_at: r.finished_at ? r.finished_at.toISOString() : null,
    ...(r.result ? { result: r.result } : {}),
    ...(r.error ? { error: r.error } : {}),
  };
}

/** A real import's write right as a PostgreSQL advisory lock: shared by every instance. */
export class PgImportWriterLock implements ImportWriterLock {
  constructor(
    private readonly orm: MikroORM,
    private readonly scope = '',
  ) {}

  tryAcquire(): Promise<(() => Promise<void>) | null> {
    return takeAdvisoryLock(this.orm, importWriterLockKey(this.scope), 'try');
  }
}
