import { Migration } from '@mikro-orm/migrations';

/**
 * The catalog's version (issue 20): one number that grows with every committed change to
 * `book_content_analysis`, so that a catalog search kept in memory is used only while the catalog
 * is as it was (adapters/catalog/versioned-search-cache.ts).
 *
 * The number is bumped by a deferred constraint trigger, that is at COMMIT of the writing
 * transaction, once per transaction (a transaction-local setting remembers it): the new number
 * commits together with the rows, so a reader that sees the new rows sees the new number too, and
 * a long import holds the version row's lock only for the moment of its commit. TRUNCATE has no row
 * triggers: a statement trigger bumps the number for it.
 */
export class Migration20261126060000CatalogVersion extends Migration {
  override name = 'Migration20261126060000_catalog_version';

  override up(): void {
    this.addSql(`create table if not exists catalog_version (
      id smallint primary key check (id = 1),
      version bigint not null default 0
    );`);
    this.addSql(`insert into catalog_version (id, version) values (1, 0) on conflict (id) do nothing;`);
    this.addSql(`create or replace function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      if tg_level = 'ROW' and current_setting('shelfcheck.catalog_version_bumped', true) = 'yes' then
        return null;
      end if;
      update catalog_version set version = version + 1 where id = 1;
      if tg_level = 'ROW' then
        perform set_config('shelfcheck.catalog_version_bumped', 'yes', true);
      end if;
      return null;
    end $$;`);
    this.addSql(`drop trigger if exists book_content_analysis_version on book_content_analysis;`);
    this.addSql(`create constraint trigger book_content_analysis_version
      after insert or update or delete on book_content_analysis
      deferrable initially deferred
      for each row execute function bump_catalog_version();`);
    this.addSql(`drop trigger if exists book_content_analysis_version_truncate on book_content_analysis;`);
    this.addSql(`create trigger book_content_analysis_version_truncate
      after truncate on book_content_analysis
      for each statement execute function bump_catalog_version();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists book_content_analysis_version_truncate on book_content_analysis;`);
    this.addSql(`drop trigger if exists book_content_analysis_version on book_content_analysis;`);
    this.addSql(`drop function if exists bump_catalog_version();`);
    this.addSql(`drop table if exists catalog_version;`);
  }
}
