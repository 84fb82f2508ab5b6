import { Migration } from '@mikro-orm/migrations';

/**
 * Cached analyses name the reader and are kept at most 30 days (the purge job deletes older ones
 * every hour): an index on created_at keeps that delete from scanning the whole cache.
 */
export class Migration20261123450000AnalysisCacheRetention extends Migration {
  override name = 'Migration20261123450000_analysis_cache_retention';

  override up(): void {
    this.addSql(`create index if not exists analysis_cache_created_at_idx on analysis_cache (created_at);`);
  }

  override down(): void {
    this.addSql(`drop index if exists analysis_cache_created_at_idx;`);
  }
}
