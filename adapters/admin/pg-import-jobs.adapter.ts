import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ImportJobView } from '../../application/admin/import-jobs.js';
import type { ImportJobPatch, ImportJobStore } from '../../application/admin/ports/import-job-store.port.js';
import type { ImportWriterLock } from '../../application/admin/ports/import-writer-lock.port.js';
import { takeAdvisoryLock } from '../persistence/advisory-lock.js';
import { isoTime, pgPoolOf } from './pg-pool.js';

/** The advisory lock key of a real import's write (distinct from the migrate and purge keys). */
export const IMPORT_WRITER_LOCK_KEY = 7_402_114_510_266_003n;

/** The writer lock of one deployment (`scope`, its REDIS_PREFIX): the base key with the scope's hash mixed in. */
export function importWriterLockKey(scope: string): bigint {
  if (scope === '') return IMPORT_WRITER_LOCK_KEY;
  const hash = BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(scope).digest('hex').slice(0, 15)}`));
  return BigInt.asIntN(64, IMPORT_WRITER_LOCK_KEY ^ hash);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, state, phase, processed, total, dry_run, mode, started_at, finished_at, result, error';

/**
 * Import jobs in the import_jobs table: any instance answers for any job. The partial unique index
 * import_jobs_one_writer admits one running real import at a time per deployment (`scope`),
 * whichever instance starts it.
 */
export class PgImportJobStore implements ImportJobStore {
  private readonly pool: ReturnType<typeof pgPoolOf>;

  constructor(
    orm: MikroORM,
    private readonly scope = '',
  ) {
    this.pool = pgPoolOf(orm);
  }

  async create(job: ImportJobView, at: Date): Promise<boolean> {
    const { rowCount } = await (await this.pool()).query(
      `insert into import_jobs (id, scope, state, phase, processed, total, dry_run, mode, started_at, updated_at)
       values ($1, $10, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict do nothing`,
      [job.id, job.state, job.phase, job.processed, job.total, job.dryRun, job.mode, job.started_at, at.toISOString(), this.scope],
    );
    return rowCount === 1;
  }

  async update(id: string, patch: ImportJobPatch, at: Date): Promise<void> {
    const sets = ['updated_at = $2'];
    const params: unknown[] = [id, at.toISOString()];
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      params.push(key === 'result' || key === 'error' ? JSON.stringify(value) : value);
      sets.push(`${key} = $${params.length}`); // keys come from ImportJobPatch, never from a request
    }
    await (await this.pool()).query(`update import_jobs set ${sets.join(', ')} where id = $1`, params);
  }

  async find(id: string): Promise<ImportJobView | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await (await this.pool()).query<Record<string, unknown>>(`select ${COLUMNS} from import_jobs where id = $1`, [id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async failSilent(heardBefore: Date, error: NonNullable<ImportJobView['error']>, at: Date): Promise<void> {
    await (await this.pool()).query(
      `update import_jobs set state = 'failed', error = $2, finished_at = $3, updated_at = $3
        where state = 'running' and updated_at < $1`,
      [heardBefore.toISOString(), JSON.stringify(error), at.toISOString()],
    );
  }

  async prune(finishedBefore: Date, keep: number): Promise<void> {
    await (await this.pool()).query(
      `delete from import_jobs where finished_at is not null
          and (finished_at < $1 or id not in (select id from import_jobs where finished_at is not null order by finished_at desc limit $2))`,
      [finishedBefore.toISOString(), keep],
    );
  }
}

function toView(r: Record<string, unknown>): ImportJobView {
  return {
    id: String(r.id),
    state: r.state as ImportJobView['state'],
    phase: r.phase as ImportJobView['phase'],
    processed: Number(r.processed),
    total: Number(r.total),
    dryRun: Boolean(r.dry_run),
    mode: r.mode as ImportJobView['mode'],
    started_at: isoTime(r.started_at),
    finished_at: r.finished_at === null ? null : isoTime(r.finished_at),
    ...(r.result ? { result: r.result as ImportJobView['result'] } : {}),
    ...(r.error ? { error: r.error as ImportJobView['error'] } : {}),
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
