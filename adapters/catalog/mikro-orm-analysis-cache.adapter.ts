import { sql } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AnalysisCache, AnalysisCacheRetention } from '../../application/ports/analysis-cache.port.js';
import { db } from '../persistence/database.js';
import { AnalysisCacheEntity } from '../persistence/entities/index.js';

/** Finished analyses through MikroORM, keyed by book and reader fingerprint. */
export class MikroOrmAnalysisCache implements AnalysisCache, AnalysisCacheRetention {
  constructor(private readonly orm: MikroORM) {}

  async get(key: string) {
    const r = await this.orm.em.fork().findOne(AnalysisCacheEntity, { cache_key: key }, { fields: ['result'], disableIdentityMap: true });
    return r ? r.result : null;
  }

  async put(key: string, result: Record<string, unknown>) {
    // The cache can always be rebuilt, so its write does not wait for the WAL flush (on a busy disk
    // that wait was most of a fresh analysis on PostgreSQL). set_config(..., true) lasts only for
    // this statement's own transaction, so nothing leaks to other requests on PGlite's one backend.
    // one Kysely `sql` statement: an INSERT … SELECT from the set_config subquery, the JSON bound as text
    await sql`insert into analysis_cache (cache_key, result)
       select ${key}, ${JSON.stringify(result)}::jsonb from (select set_config('synchronous_commit', 'off', true)) as async_commit
       on conflict (cache_key) do update set result = excluded.result, created_at = now()`.execute(db(this.orm));
  }

  /** By the database's clock, which dated the rows (created_at = now()); uses analysis_cache_created_at_idx. */
  async expireOlderThan(maxAgeMs: number) {
    const r = await db(this.orm)
      .deleteFrom('analysis_cache')
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${maxAgeMs / 1000})`)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
