import type { MikroORM } from '@mikro-orm/postgresql';
import type { AnalysisCache, AnalysisCacheRetention } from '../../application/ports/analysis-cache.port.js';
import { sql } from '../persistence/sql.js';

/** Finished analyses in PostgreSQL, keyed by book and reader fingerprint. */
export class MikroOrmAnalysisCache implements AnalysisCache, AnalysisCacheRetention {
  constructor(private readonly orm: MikroORM) {}

  async get(key: string) {
    const [r] = await sql(this.orm, `select result from analysis_cache where cache_key = ?`, [key]);
    if (!r) return null;
    return (typeof r.result === 'string' ? JSON.parse(r.result) : r.result) as Record<string, unknown>;
  }

  async put(key: string, result: Record<string, unknown>) {
    // The cache can always be rebuilt, so its write does not wait for the WAL flush (on a busy disk
    // that wait was most of a fresh analysis on PostgreSQL). set_config(..., true) lasts only for
    // this statement's own transaction, so nothing leaks to other requests on PGlite's one backend.
    await sql(
      this.orm,
      `insert into analysis_cache (cache_key, result)
       select ?, ?::jsonb from (select set_config('synchronous_commit', 'off', true)) as async_commit
       on conflict (cache_key) do update set result = excluded.result, created_at = now()`,
      [
        key,
        JSON.stringify(result),
      ],
    );
  }

  /** By the database's clock, which dated the rows (created_at = now()); uses analysis_cache_created_at_idx. */
  async expireOlderThan(maxAgeMs: number) {
    const rows = await sql(this.orm, `delete from analysis_cache where created_at < now() - make_interval(secs => ?) returning 1`, [maxAgeMs / 1000]);
    return rows.length;
  }
}
