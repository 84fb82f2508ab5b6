import { Migration } from '@mikro-orm/migrations';

/**
 * The example type an analysis saw for the two coarse flags (supernatural_occult: whimsical_fantasy
 * or dark_occult; bullying_cruelty: constructive or malicious); a GIN index on tags for the
 * related-books pool; a trigram index on the series name (a parent types 'percy jackson'); and small GIN pending lists on the catalog's search indexes. Embedded
 * PostgreSQL runs no autovacuum, so after a bulk import up to 4 MB of unmerged entries would stay
 * in each pending list and every search would read them all (measured: 5 ms per index scan at
 * 100,000 books); 64 kB keeps bulk inserts batched and searches fast.
 */
export class Migration20261122031000BookTypes extends Migration {
  override name = 'Migration20261122031000_book_types';

  override up(): void {
    this.addSql(`alter table book_content_analysis add column if not exists example_types jsonb not null default '{}';`);
    this.addSql(`create index if not exists book_content_analysis_tags_gin on book_content_analysis using gin (tags) with (gin_pending_list_limit = 64);`);
    this.addSql(
      `create index if not exists book_content_analysis_series_trgm on book_content_analysis using gin (lower(coalesce(series, '')) gin_trgm_ops) with (gin_pending_list_limit = 64);`,
    );
    this.addSql(`alter index book_content_analysis_title_trgm set (gin_pending_list_limit = 64);`);
    this.addSql(`alter index book_content_analysis_author_trgm set (gin_pending_list_limit = 64);`);
    this.addSql(
      `select gin_clean_pending_list('book_content_analysis_title_trgm'::regclass), gin_clean_pending_list('book_content_analysis_author_trgm'::regclass);`,
    );
  }

  override down(): void {
    this.addSql(`alter index book_content_analysis_author_trgm reset (gin_pending_list_limit);`);
    this.addSql(`alter index book_content_analysis_title_trgm reset (gin_pending_list_limit);`);
    this.addSql(`drop index if exists book_content_analysis_series_trgm;`);
    this.addSql(`drop index if exists book_content_analysis_tags_gin;`);
    this.addSql(`alter table book_content_analysis drop column if exists example_types;`);
  }
}
