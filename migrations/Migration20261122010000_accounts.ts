import { Migration } from '@mikro-orm/migrations';

/** Indexes for the accounts queries that run on every request or every submission. */
export class Migration20261122010000Accounts extends Migration {
  override name = 'Migration20261122010000_accounts';

  override up(): void {
    // the feedback limit counts one user's rows of the last 30 minutes
    this.addSql(`create index if not exists feedback_user_created_idx on feedback (user_id, created_at) where user_id is not null;`);
    // a new mailed link supersedes the user's earlier unused ones of its kind
    this.addSql(`create index if not exists one_time_tokens_user_kind_idx on one_time_tokens (user_id, kind) where used_at is null;`);
    // sign-out everywhere and password changes revoke a user's live sessions
    this.addSql(`create index if not exists auth_sessions_user_live_idx on auth_sessions (user_id) where revoked_at is null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists auth_sessions_user_live_idx;`);
    this.addSql(`drop index if exists one_time_tokens_user_kind_idx;`);
    this.addSql(`drop index if exists feedback_user_created_idx;`);
  }
}
