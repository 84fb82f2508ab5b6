import { Migration } from '@mikro-orm/migrations';

/** Finer catalog facts: severity per flag (1..5), recommended reader ages. */
export class Migration20261122030000Books extends Migration {
  override name = 'Migration20261122030000_books';

  override up(): void {
    this.addSql(`alter table book_content_analysis add column if not exists severity jsonb not null default '{}';`);
    this.addSql(`alter table book_content_analysis add column if not exists age_min int null;`);
    this.addSql(`alter table book_content_analysis add column if not exists age_max int null;`);
  }
}
