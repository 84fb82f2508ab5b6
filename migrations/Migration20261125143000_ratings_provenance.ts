import { Migration } from '@mikro-orm/migrations';

/**
 * Where a book's content ratings come from (issue #18, part 5): `ratings_source` ('starter' seed,
 * admin 'import', 'ai' analysis kept in the catalog, editors' 'correction'), when they were last
 * set, and the AI model for 'ai'. `ratings_unrated` lists the catalog flags with no rating at all
 * (an AI answer that left a category out), so absence is never read as "no".
 *
 * Backfill: the row's source and updated_at; a book with an accepted correction is 'correction' as
 * of its latest decision. The model of older AI rows is unknown (null).
 */
export class Migration20261125143000RatingsProvenance extends Migration {
  override name = 'Migration20261125143000_ratings_provenance';

  override up(): void {
    this.addSql(`alter table book_content_analysis
      add column if not exists ratings_source text not null default 'import' check (ratings_source in ('starter', 'import', 'ai', 'correction')),
      add column if not exists ratings_updated_at timestamptz not null default now(),
      add column if not exists ratings_model text null,
      add column if not exists ratings_unrated text[] not null default '{}';`);
    this.addSql(`update book_content_analysis
      set ratings_source = case when source in ('starter', 'ai') then source else 'import' end,
          ratings_updated_at = updated_at;`);
    this.addSql(`update book_content_analysis b
      set ratings_source = 'correction', ratings_updated_at = c.decided
      from (select book_id, max(decided_at) as decided from content_corrections
             where status = 'accepted' and book_id is not null and decided_at is not null group by book_id) c
      where c.book_id = b.id;`);
  }

  override down(): void {
    this.addSql(`alter table book_content_analysis
      drop column if exists ratings_source, drop column if exists ratings_updated_at,
      drop column if exists ratings_model, drop column if exists ratings_unrated;`);
  }
}
