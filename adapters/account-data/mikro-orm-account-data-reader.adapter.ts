import type { MikroORM } from '@mikro-orm/postgresql';
import { toAuthUser } from '../../application/accounts/auth-user.js';
import type { AccountDataReader, AccountDataSnapshot, ExportRow } from '../../application/account-data/ports/account-data-reader.port.js';
import { iso, isoOrNull, sql } from '../persistence/sql.js';
import { jsonRow } from './json-row.js';

/**
 * What each section reads. Reader tables are read whole (`*`), so a column added later is exported
 * without a change here; tables that hold secrets name their columns, so a hash never slips in.
 * Left out on purpose: refresh_tokens, one_time_tokens and billing_test_links (token hashes only)
 * and admin_unlocks (a lock that expires within the hour).
 */
const LISTS = {
  sessions: 'select created_at, revoked_at, user_agent from auth_sessions where user_id = ? order by created_at',
  family_members: 'select * from family_members where user_id = ? order by created_at, id',
  reading_list: 'select * from reading_list where user_id = ? order by created_at, id',
  reading_goals: 'select * from reading_goals where user_id = ? order by reader_id, year',
  scan_history: 'select * from scan_history where user_id = ? order by created_at, id',
  feedback: `select id, category, status, feedback_text, rating, email, page_url, user_agent, created_at, updated_at
               from feedback where user_id = ? order by created_at, id`,
  billing_events: 'select event_id, type, outcome, created_at, received_at from billing_events where user_id = ? order by created_at',
  admin_activity: 'select action, target, details, created_at from audit_log where actor_id = ? order by created_at, id',
  content_corrections: 'select * from content_corrections where user_id = ? order by created_at, id',
  reader_codes: 'select member_id, created_at, last_used_at from reader_codes where user_id = ? order by created_at, member_id',
  reader_sessions: 'select member_id, created_at, expires_at from reader_sessions where user_id = ? order by created_at, id',
  book_requests: 'select * from book_requests where user_id = ? order by created_at, id',
  catalog_requests: 'select * from catalog_requests where user_id = ? order by created_at, id',
  shelf_sessions: 'select * from shelf_sessions where user_id = ? order by started_at, id',
  // the links made to share a reader's card: never the token's hash
  share_links: `select id, member_id, label, expires_at, revoked_at, last_opened_at, created_at from share_links where user_id = ? order by created_at, id`,
  shelf_session_books: `select b.* from shelf_session_books b join shelf_sessions s on s.id = b.session_id
                          where s.user_id = ? order by b.added_at, b.id`,
  households: 'select id, created_at from households where owner_id = ?',
  household_memberships: `select h.owner_id as household_owner_id, m.role, m.joined_at
                            from household_members m join households h on h.id = m.household_id where m.user_id = ?`,
  household_invitations: `select email, role, created_at, expires_at, accepted_at, revoked_at
                            from household_invitations where invited_by = ? order by created_at, id`,
} as const;

const SINGLE = {
  profile: 'select id, first_name, last_name, is_admin, created_at from profiles where id = ?',
  family_values: 'select data, created_at, updated_at from family_values where user_id = ?',
  reading_profile: 'select * from user_reading_profiles where user_id = ?',
  subscription: `select status, tier, current_period_end, customer_id, provider_subscription_id, updated_at
                   from subscriptions where user_id = ?`,
  scan_usage: 'select scans_used from scan_usage where user_id = ?',
} as const;

/** The export's reads in PostgreSQL, every statement bound to the one account. */
export class MikroOrmAccountDataReader implements AccountDataReader {
  constructor(private readonly orm: MikroORM) {}

  async collect(userId: string): Promise<AccountDataSnapshot | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const [user] = await sql(
      this.orm,
      'select id, email, phone, user_metadata, created_at, updated_at, last_sign_in_at from users where id = ? and deleted_at is null',
      [userId],
    );
    if (!user) return null;
    const list = async (q: string) => (await sql(this.orm, q, [userId])).map(jsonRow);
    const one = async (q: string): Promise<ExportRow | null> => (await list(q))[0] ?? null;
    // one statement at a time: PGlite serialises them anyway, and a pool of 2 stays free for others
    const lists = {} as Record<keyof typeof LISTS, ExportRow[]>;
    for (const [name, q] of Object.entries(LISTS)) lists[name as keyof typeof LISTS] = await list(q);
    const singles = {} as Record<keyof typeof SINGLE, ExportRow | null>;
    for (const [name, q] of Object.entries(SINGLE)) singles[name as keyof typeof SINGLE] = await one(q);
    const metadata = user.user_metadata;
    return {
      user: toAuthUser({
        id: String(user.id),
        email: String(user.email),
        phone: (user.phone as string | null) ?? null,
        user_metadata: (typeof metadata === 'string' ? JSON.parse(metadata) : (metadata ?? {})) as Record<string, unknown>,
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        last_sign_in_at: isoOrNull(user.last_sign_in_at),
      }),
      ...singles,
      ...lists,
    };
  }
}
