import type { MikroORM } from '@mikro-orm/postgresql';
import type { AccountDeletionStore, DeletionMark, SubscriptionAtDeletion } from '../../application/account-data/ports/account-deletion-store.port.js';
import { forgetLiveSessions } from '../accounts/session-liveness-cache.js';
import { inTransaction, iso, sql } from '../persistence/sql.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Never a valid argon2 hash: whatever reads it, no password matches. */
const NO_PASSWORD = '!account-deleted';

/**
 * Soft deletion and the purge in PostgreSQL. The deleted account's email becomes
 * `deleted-{id}@deleted.invalid` (a reserved domain) at once: every sign-in, link and ADMIN_EMAILS
 * lookup goes by email, so none finds it, and the unique email index lets the address sign up anew.
 * The purge deletes the users row; every table holding the account's rows references it with
 * `on delete cascade`, except feedback (`set null`, so it is deleted first), audit_log and
 * billing_events (`set null`: the admin trail and the replay guard of provider events stay, with no
 * account attached).
 */
export class MikroOrmAccountDeletionStore implements AccountDeletionStore {
  constructor(private readonly orm: MikroORM) {}

  async passwordHash(userId: string): Promise<string | null> {
    if (!UUID.test(userId)) return null;
    const [r] = await sql(this.orm, 'select password_hash from users where id = ? and deleted_at is null', [userId]);
    return r ? String(r.password_hash) : null;
  }

  async subscriptionOf(userId: string): Promise<SubscriptionAtDeletion | null> {
    const [r] = await sql(
      this.orm,
      'select status, tier, current_period_end, customer_id, provider_subscription_id from subscriptions where user_id = ?',
      [userId],
    );
    if (!r) return null;
    return {
      status: String(r.status),
      tier: (r.tier as string | null) ?? null,
      currentPeriodEnd: r.current_period_end ? new Date(iso(r.current_period_end)) : null,
      customerId: (r.customer_id as string | null) ?? null,
      subscriptionId: (r.provider_subscription_id as string | null) ?? null,
    };
  }

  async markDeleted(userId: string, mark: DeletionMark): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const subscription = mark.subscription && { ...mark.subscription, currentPeriodEnd: mark.subscription.currentPeriodEnd?.toISOString() ?? null };
    // the sessions end here, outside the account store: the cached "live" answers go too, before and after
    forgetLiveSessions();
    const ended = await inTransaction(this.orm, async (run) => {
      const marked = await run(
        `update users set deleted_at = ?, purge_after = ?, deletion_subscription = ?::jsonb,
                email = 'deleted-' || id::text || '@deleted.invalid', phone = null, password_hash = ?, updated_at = ?
          where id = ? and deleted_at is null returning id`,
        [mark.deletedAt, mark.purgeAfter, subscription ? JSON.stringify(subscription) : null, NO_PASSWORD, mark.deletedAt, userId],
      );
      if (marked.length === 0) return false;
      await run('update auth_sessions set revoked_at = ? where user_id = ? and revoked_at is null', [mark.deletedAt, userId]);
      await run('delete from refresh_tokens where session_id in (select id from auth_sessions where user_id = ?)', [userId]);
      await run('delete from one_time_tokens where user_id = ?', [userId]);
      await run('delete from billing_test_links where user_id = ?', [userId]);
      await run('delete from admin_unlocks where user_id = ?', [userId]);
      // the readers' own sign-ins end with the account, and their codes stop working
      await run('delete from reader_sessions where user_id = ?', [userId]);
      await run('delete from reader_codes where user_id = ?', [userId]);
      return true;
    });
    forgetLiveSessions();
    return ended;
  }

  async duePurges(now: Date, limit: number): Promise<string[]> {
    const rows = await sql(
      this.orm,
      'select id from users where purge_after is not null and purge_after <= ? order by purge_after, id limit ?',
      [now, limit],
    );
    return rows.map((r) => String(r.id));
  }

  async purge(userId: string, now: Date): Promise<boolean> {
    return inTransaction(this.orm, async (run) => {
      // whichever process locks the row first purges it; the others skip it
      const due = await run('select id from users where id = ? and purge_after is not null and purge_after <= ? for update skip locked', [userId, now]);
      if (due.length === 0) return false;
      await run('delete from feedback where user_id = ?', [userId]);
      // a report's note is the reader's own words: it goes with the account (set null would keep it)
      await run('delete from content_corrections where user_id = ?', [userId]);
      await run('delete from users where id = ?', [userId]);
      return true;
    });
  }
}
