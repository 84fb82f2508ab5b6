import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #19 (item 11): an admin unlock belongs to the session that unlocked, not to the account, so
 * a second session of the same admin (another device, a stolen token) stays locked. One running
 * unlock per admin (user_id stays the key): unlocking from another session moves it there. A row
 * with no session (written by hand, e.g. an operator's SQL or a test fixture; the app never writes
 * one) opens every session, as rows did before this migration.
 */
export class Migration20261125140000AdminUnlockSession extends Migration {
  override name = 'Migration20261125140000_admin_unlock_session';

  override up(): void {
    this.addSql(`delete from admin_unlocks;`); // running unlocks (an hour at most) end: their session is unknown
    this.addSql(`alter table admin_unlocks add column if not exists session_id uuid null references auth_sessions(id) on delete cascade;`);
  }

  override down(): void {
    this.addSql(`alter table admin_unlocks drop column if exists session_id;`);
  }
}
