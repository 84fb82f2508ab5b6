import type { MikroORM } from '@mikro-orm/postgresql';
import { toAuthUser } from '../../application/accounts/auth-user.js';
import type { AccountDataReader, AccountDataSnapshot, ExportRow } from '../../application/account-data/ports/account-data-reader.port.js';
import { db, type Db } from '../persistence/database.js';
import { jsonRow } from './json-row.js';

/**
 * What each section reads. Reader tables are read whole (`selectAll`), so a column added later is
 * exported without a change here; tables that hold secrets name their columns, so a hash never
 * slips in. Left out on purpose: refresh_tokens, one_time_tokens and billing_test_links (token
 * hashes only) and admin_unlocks (a lock that expires within the hour).
 */
const lists = (k: Db, userId: string) => ({
  sessions: () => k.selectFrom('auth_sessions').select(['created_at', 'revoked_at', 'user_agent']).where('user_id', '=', userId).orderBy('created_at'),
  family_members: () => k.selectFrom('family_members').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
  reading_list: () => k.selectFrom('reading_list').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
  reading_goals: () => k.selectFrom('reading_goals').selectAll().where('user_id', '=', userId).orderBy('reader_id').orderBy('year'),
  scan_history: () => k.selectFrom('scan_history').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
  feedback: () =>
    k
      .selectFrom('feedback')
      .select(['id', 'category', 'status', 'feedback_text', 'rating', 'email', 'page_url', 'user_agent', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id'),
  billing_events: () =>
    k.selectFrom('billing_events').select(['event_id', 'type', 'outcome', 'created_at', 'received_at']).where('user_id', '=', userId).orderBy('created_at'),
  admin_activity: () =>
    k.selectFrom('audit_log').select(['action', 'target', 'details', 'created_at']).where('actor_id', '=', userId).orderBy('created_at').orderBy('id'),
  content_corrections: () => k.selectFrom('content_corrections').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
  reader_codes: () =>
    k.selectFrom('reader_codes').select(['member_id', 'created_at', 'last_used_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('member_id'),
  reader_sessions: () =>
    k.selectFrom('reader_sessions').select(['member_id', 'created_at', 'expires_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
  book_requests: () => k.selectFrom('book_requests').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
  catalog_requests: () => k.selectFrom('catalog_requests').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
  shelf_sessions: () => k.selectFrom('shelf_sessions').selectAll().where('user_id', '=', userId).orderBy('started_at').orderBy('id'),
  shelf_session_books: () =>
    k
      .selectFrom('shelf_session_books as b')
      .innerJoin('shelf_sessions as s', 's.id', 'b.session_id')
      .selectAll('b')
      .where('s.user_id', '=', userId)
      .orderBy('b.added_at')
      .orderBy('b.id'),
  // the links made to share a reader's card: never the token's hash
  share_links: () =>
    k
      .selectFrom('share_links')
      .select(['id', 'member_id', 'label', 'expires_at', 'revoked_at', 'last_opened_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id'),
  households: () => k.selectFrom('households').select(['id', 'created_at']).where('owner_id', '=', userId),
  household_memberships: () =>
    k
      .selectFrom('household_members as m')
      .innerJoin('households as h', 'h.id', 'm.household_id')
      // the household by its id, never its owner's account id (another person's identifier)
      .select(['h.id as household_id', 'm.role', 'm.joined_at'])
      .where('m.user_id', '=', userId),
  household_invitations: () =>
    k
      .selectFrom('household_invitations')
      .select(['email', 'role', 'created_at', 'expires_at', 'accepted_at', 'revoked_at'])
      .where('invited_by', '=', userId)
      .orderBy('created_at')
      .orderBy('id'),
});

const singles = (k: Db, userId: string) => ({
  profile: () => k.selectFrom('profiles').select(['id', 'first_name', 'last_name', 'is_admin', 'created_at']).where('id', '=', userId),
  family_values: () => k.selectFrom('family_values').select(['data', 'created_at', 'updated_at']).where('user_id', '=', userId),
  reading_profile: () => k.selectFrom('user_reading_profiles').selectAll().where('user_id', '=', userId),
  subscription: () =>
    k
      .selectFrom('subscriptions')
      .select(['status', 'tier', 'current_period_end', 'customer_id', 'provider_subscription_id', 'updated_at'])
      .where('user_id', '=', userId),
  scan_usage: () => k.selectFrom('scan_usage').select(['scans_used']).where('user_id', '=', userId),
});

/** The export's reads through MikroORM's typed Kysely, every statement bound to the one account. */
export class MikroOrmAccountDataReader implements AccountDataReader {
  constructor(private readonly orm: MikroORM) {}

  async collect(userId: string): Promise<AccountDataSnapshot | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const k = db(this.orm);
    const user = await k
      .selectFrom('users')
      .select(['id', 'email', 'phone', 'user_metadata', 'created_at', 'updated_at', 'last_sign_in_at'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) return null;
    // one statement at a time: PGlite serialises them anyway, and a pool of 2 stays free for others
    const listed = {} as Record<keyof ReturnType<typeof lists>, ExportRow[]>;
    for (const [name, query] of Object.entries(lists(k, userId))) listed[name as keyof ReturnType<typeof lists>] = (await query().execute()).map(jsonRow);
    const single = {} as Record<keyof ReturnType<typeof singles>, ExportRow | null>;
    for (const [name, query] of Object.entries(singles(k, userId))) {
      const row = await query().executeTakeFirst();
      single[name as keyof ReturnType<typeof singles>] = row ? jsonRow(row) : null;
    }
    return {
      user: toAuthUser({
        id: user.id,
        email: user.email,
        phone: user.phone,
        user_metadata: user.user_metadata,
        created_at: user.created_at.toISOString(),
        updated_at: user.updated_at.toISOString(),
        last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
      }),
      ...single,
      ...listed,
    };
  }
}
