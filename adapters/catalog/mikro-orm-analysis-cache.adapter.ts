import type { MikroORM } from '@mikro-orm/postgresql';
import type { AnalysisCache } from '../../application/ports/analysis-cache.port.js';
import { sql } from '../persistence/sql.js';

/** Finished analyses in PostgreSQL, keyed by book and reader fingerprint. */
export class MikroOrmAnalysisCache implements AnalysisCache {
  constructor(private readonly orm: MikroORM) {}

  async get(key: string) {
    const [r] = await sql(this.orm, `select result from analysis_cache where cache_key = ?`, [key]);
    if (!r) return null;
    return (typeof r.result === 'string' ? JSON.parse(r.result) : r.result) as Record<string, unknown>;
  }

  async put(key: string, result: Record<string, unknown>) {
    await sql(this.orm, `insert into analysis_cache (cache_key, result) values (?, ?::jsonb) on conflict (cache_key) do update set result = excluded.result, created_at = now()`, [
      key,
      JSON.stringify(result),
    ]);
  }
}
