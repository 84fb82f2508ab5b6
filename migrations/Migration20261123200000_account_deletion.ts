import { Migration } from '@mikro-orm/migrations';

/**
 * Account deletion (issue 12): a deleted account keeps its rows, hidden, until `purge_after`
 * (30 days after `deleted_at`), when the purge job removes them. `deletion_subscription` records
 * the subscription that was live at deletion, so support can see what the provider still bills.
 */
export class Migration20261123200000AccountDeletion extends Migration {
  override name = 'Migration20261123200000_account_deletion';

  override up(): void {
    this.addSql(`alter table users add column if not exists deleted_at timestamptz null;`);
    this.addSql(`alter table users add column if not exists purge_after timestamptz null;`);
    this.addSql(`alter table users add column if not exists deletion_subscription jsonb null;`);
    // the purge job asks for accounts whose purge time has passed
    this.addSql(`create index if not exists users_purge_after_idx on users (purge_after) where purge_after is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists users_purge_after_idx;`);
    this.addSql(`alter table users drop column if exists deletion_subscription;`);
    this.addSql(`alter table users drop column if exists purge_after;`);
    this.addSql(`alter table users drop column if exists deleted_at;`);
  }
}
