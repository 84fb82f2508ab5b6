import { Migration } from '@mikro-orm/migrations';

/**
 * Catalog speed at 100,000 books (issue 6): a btree on (lower(title), lower(author)) for the exact
 * title + author lookup that identifies a book named by title and author (every cached analysis
 * asks it). Without it the equality was answered by the title's trigram GIN index, whose scan and
 * estimate cost more than the rest of a cached analysis. The unique index on the same expressions
 * only covers rows without an ISBN, so it cannot serve this lookup.
 */
export class Migration20261123100000CatalogSpeed extends Migration {
  override name = 'Migration20261123100000_catalog_speed';

  override up(): void {
    this.addSql(`create index if not exists book_content_analysis_lower_title_author_idx on book_content_analysis (lower(title), lower(author));`);
  }

  override down(): void {
    this.addSql(`drop index if exists book_content_analysis_lower_title_author_idx;`);
  }
}
