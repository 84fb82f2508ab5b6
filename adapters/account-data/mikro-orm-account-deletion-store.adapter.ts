import type { MikroORM } from '@mikro-orm/postgresql';
import type { AccountDeletionStore, DeletionMark, SubscriptionAtDeletion } from '../../application/account-data/ports/account-deletion-store.port.js';
import { forgetLiveSessions } from '../accounts/session-liveness-cache.js';
import { forgetHouseholdPlaces } from '../household/household-place-cache.js';
import { sql } from 'kysely';
import { db, transaction } from '../persistence/database.js';
import { SubscriptionEntity } from '../persistence/entities/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Never a valid argon2 hash: whatever reads it, no password matches. */
const NO_PASSWORD = '!account-deleted';

/**
 * Soft deletion and the purge through MikroORM. The deleted account's email becomes
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
    const r = await db(this.orm).selectFrom('users').select('password_hash').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    return r ? r.password_hash : null;
  }

  async subscriptionOf(userId: string): Promise<SubscriptionAtDeletion | null> {
    const r = await this.orm.em
      .fork()
      .findOne(
        SubscriptionEntity,
        { user_id: userId },
        { fields: ['status', 'tier', 'current_period_end', 'customer_id', 'provider_subscription_id'], disableIdentityMap: true },
      );
    if (!r) return null;
    return {
      status: r.status,
      tier: r.tier ?? null,
      currentPeriodEnd: r.current_period_end ?? null,
      customerId: r.customer_id ?? null,
      subscriptionId: r.provider_subscription_id ?? null,
    };
  }

  async markDeleted(userId: string, mark: DeletionMark): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const subscription = mark.subscription && { ...mark.subscription, currentPeriodEnd: mark.subscription.currentPeriodEnd?.toISOString() ?? null };
    // the sessions end here, outside the account store: the cached "live" answers go too, before and after
    forgetLiveSessions();
    forgetHouseholdPlaces(); // an owner's deletion sends the members back to their own households
    const ended = await transaction(this.orm, async (_em, tx) => {
      const marked = await tx
        .updateTable('users')
        .set({
          deleted_at: mark.deletedAt,
          purge_after: mark.purgeAfter,
          deletion_subscription: subscription ?? null,
          email: sql<string>`'deleted-' || id::text || '@deleted.invalid'`,
          phone: null,
          password_hash: NO_PASSWORD,
          updated_at: mark.deletedAt,
        })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .execute();
      if (marked.length === 0) return false;
      await tx.updateTable('auth_sessions').set({ revoked_at: mark.deletedAt }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
      await tx
        .deleteFrom('refresh_tokens')
        .where('session_id', 'in', tx.selectFrom('auth_sessions').select('id').where('user_id', '=', userId))
        .execute();
      await tx.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
      await tx.deleteFrom('billing_test_links').where('user_id', '=', userId).execute();
      await tx.deleteFrom('admin_unlocks').where('user_id', '=', userId).execute();
      // the readers' own sign-ins end with the account, and their codes stop working
      await tx.deleteFrom('reader_sessions').where('user_id', '=', userId).execute();
      await tx.deleteFrom('reader_codes').where('user_id', '=', userId).execute();
      return true;
    });
    forgetLiveSessions();
    forgetHouseholdPlaces();
    return ended;
  }

  async duePurges(now: Date, limit: number): Promise<string[]> {
    const rows = await db(this.orm)
      .selectFrom('users')
      .select('id')
      .where('purge_after', 'is not', null)
      .where('purge_after', '<=', now)
      .orderBy('purge_after')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  async purge(userId: string, now: Date): Promise<boolean> {
    return transaction(this.orm, async (_em, tx) => {
      // whichever process locks the row first purges it; the others skip it
      const due = await tx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('purge_after', 'is not', null)
        .where('purge_after', '<=', now)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return false;
      await tx.deleteFrom('feedback').where('user_id', '=', userId).execute();
      // a report's note is the reader's own words: it goes with the account (set null would keep it)
      await tx.deleteFrom('content_corrections').where('user_id', '=', userId).execute();
      await tx.deleteFrom('users').where('id', '=', userId).execute();
      return true;
    });
  }
}
