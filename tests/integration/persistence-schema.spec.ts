import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../adapters/persistence/orm.js';

/**
 * Issue #22: the `defineEntity` entities are the row types, one per table, and agree with the
 * migrations. The global setup has migrated the test database; MikroORM's schema diff from that
 * database to the entities must hold nothing but the documented exceptions below, each named:
 * constraints and indexes that the migrations own and the entity model does not carry.
 *
 * - Foreign keys: entities hold the referenced id as a plain column (`user_id: p.uuid()`), not a
 *   relation; adapters read and write rows, never object graphs, and the cascade rules
 *   (`on delete cascade` / `set null`) live in the migrations.
 * - Check constraints and unique constraints: the database's guard on values the domain already
 *   checks (statuses, kinds, ranges) and on races (one row per token hash).
 * - Indexes: partial (`where …`), expression (`lower(title)`), GIN trigram and GIN array indexes
 *   with storage parameters, which the schema generator cannot express faithfully.
 *
 * Anything else (a table or column missing on either side, a type, nullability or default that
 * differs) fails. A new migration that adds a constraint or index lists its name here; the failure
 * message says exactly which.
 */

/** Foreign keys, as `table.constraint`. */
const FOREIGN_KEYS = [
  'admin_unlocks.admin_unlocks_session_id_fkey',
  'admin_unlocks.admin_unlocks_user_id_fkey',
  'audit_log.audit_log_actor_id_fkey',
  'auth_sessions.auth_sessions_user_id_fkey',
  'billing_events.billing_events_user_id_fkey',
  'billing_test_links.billing_test_links_user_id_fkey',
  'book_requests.book_requests_member_id_fkey',
  'book_requests.book_requests_user_id_fkey',
  'catalog_requests.catalog_requests_user_id_fkey',
  'content_corrections.content_corrections_book_id_fkey',
  'content_corrections.content_corrections_decided_by_fkey',
  'content_corrections.content_corrections_user_id_fkey',
  'family_members.family_members_user_id_fkey',
  'family_values.family_values_user_id_fkey',
  'feedback.feedback_user_id_fkey',
  'one_time_tokens.one_time_tokens_user_id_fkey',
  'profiles.profiles_id_fkey',
  'reader_codes.reader_codes_member_id_fkey',
  'reader_codes.reader_codes_user_id_fkey',
  'reader_sessions.reader_sessions_member_id_fkey',
  'reader_sessions.reader_sessions_user_id_fkey',
  'reading_goals.reading_goals_user_id_fkey',
  'reading_list.reading_list_user_id_fkey',
  'refresh_tokens.refresh_tokens_session_id_fkey',
  'scan_history.scan_history_user_id_fkey',
  'scan_usage.scan_usage_user_id_fkey',
  'subscriptions.subscriptions_user_id_fkey',
  'user_reading_profiles.user_reading_profiles_user_id_fkey',
  // issue 25: households, share links, shelf sessions
  'household_invitations.household_invitations_accepted_by_fkey',
  'household_invitations.household_invitations_household_id_fkey',
  'household_invitations.household_invitations_invited_by_fkey',
  'household_members.household_members_household_id_fkey',
  'household_members.household_members_user_id_fkey',
  'households.households_owner_id_fkey',
  'share_links.share_links_member_id_fkey',
  'share_links.share_links_user_id_fkey',
  'shelf_session_books.shelf_session_books_session_id_fkey',
  'shelf_sessions.shelf_sessions_user_id_fkey',
];

/** Check constraints, as `table.constraint`. */
const CHECKS = [
  'billing_test_links.billing_test_links_plan_check',
  'billing_test_links.billing_test_links_purpose_check',
  'book_content_analysis.book_content_analysis_ratings_source_check',
  'book_requests.book_requests_status_check',
  'catalog_requests.catalog_requests_status_check',
  'content_corrections.content_corrections_kind_check',
  'content_corrections.content_corrections_proposed_severity_check',
  'content_corrections.content_corrections_status_check',
  'feedback.feedback_rating_check',
  'feedback.feedback_status_check',
  'import_jobs.import_jobs_mode_check',
  'import_jobs.import_jobs_phase_check',
  'import_jobs.import_jobs_state_check',
  'one_time_tokens.one_time_tokens_code_challenge_method_check',
  'one_time_tokens.one_time_tokens_kind_check',
  'reading_goals.reading_goals_target_check',
  'reading_goals.reading_goals_year_check',
  'reading_list.reading_list_reading_status_check',
  'scan_usage.scan_usage_scans_used_check',
  // issue 25: households, share links, shelf sessions
  'share_links.share_links_label_check',
  // issue 20: the catalog's version (one row)
  'catalog_version.catalog_version_id_check',
];

/** Unique constraints declared inline (`token_hash text not null unique`), as `table.constraint`. */
const UNIQUE_CONSTRAINTS = [
  'one_time_tokens.one_time_tokens_token_hash_key',
  'reader_codes.reader_codes_code_hash_key',
  'refresh_tokens.refresh_tokens_token_hash_key',
  'households.households_owner_id_key',
  'household_invitations.household_invitations_token_hash_key',
  'share_links.share_links_token_hash_key',
];

/** Indexes (btree with expressions or `where`, GIN trigram, GIN on arrays), by name. */
const INDEXES = [
  'analysis_cache_created_at_idx',
  'audit_log_created_idx',
  'auth_sessions_user_idx',
  'auth_sessions_user_live_idx',
  'billing_test_links_user_idx',
  'book_content_analysis_author_trgm',
  'book_content_analysis_isbn_key',
  'book_content_analysis_lower_title_author_idx',
  'book_content_analysis_series_trgm',
  'book_content_analysis_tags_gin',
  'book_content_analysis_title_author_key',
  'book_content_analysis_title_idx',
  'book_content_analysis_title_trgm',
  'book_requests_member_created_idx',
  'book_requests_one_pending_idx',
  'book_requests_user_status_created_idx',
  'catalog_requests_open_title_idx',
  'catalog_requests_user_title_idx',
  'content_corrections_status_created_idx',
  'content_corrections_user_created_idx',
  'family_members_user_idx',
  'feedback_created_idx',
  'feedback_user_created_idx',
  'import_jobs_finished_idx',
  'import_jobs_one_writer',
  'import_jobs_running_idx',
  'one_time_tokens_user_kind_idx',
  'reader_codes_user_idx',
  'reader_sessions_member_idx',
  'reader_sessions_user_idx',
  'reading_list_book_key',
  'reading_list_completed_idx',
  'refresh_tokens_session_idx',
  'scan_history_user_idx',
  'subscriptions_customer_idx',
  'subscriptions_provider_subscription_idx',
  'users_email_key',
  'users_phone_key',
  'users_purge_after_idx',
  // issue 25: households, share links, shelf sessions
  'household_invitations_household_idx',
  'household_members_household_idx',
  'share_links_member_idx',
  'share_links_user_idx',
  'shelf_session_books_isbn_idx',
  'shelf_sessions_user_started_idx',
];

/**
 * Triggers the migrations own, as `table.trigger` (MikroORM would drop them, and the function it
 * supposes each to call: `<table>_<trigger>_fn`).
 */
const TRIGGERS = [
  // issue 20: the catalog's version, bumped at the commit of every change to the catalog
  'book_content_analysis.book_content_analysis_version',
];

const DROP_TRIGGER = /^drop trigger if exists "([a-z_]+)" on "([a-z_]+)";$/;
const DROP_TRIGGER_FN = /^drop function if exists "([a-z_]+)_fn"\(\);$/;
const DROP_CONSTRAINT = /^alter table "([a-z_]+)" drop constraint "([a-z_]+)";$/;
const DROP_INDEX = /^drop index "([a-z_]+)";$/;

describe('entities and migrations agree', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await openOrm(process.env.SHELFCHECK_TEST_DB_URL as string, { poolMax: 1 });
  });

  afterAll(async () => {
    await orm.close(true);
  });

  it('the schema diff from the migrated database to the entities holds only the named exceptions', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    const statements = diff
      .split('\n')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const constraints: string[] = [];
    const indexes: string[] = [];
    const triggers: string[] = [];
    const triggerFunctions: string[] = [];
    const other: string[] = [];
    for (const s of statements) {
      const c = DROP_CONSTRAINT.exec(s);
      const i = DROP_INDEX.exec(s);
      const t = DROP_TRIGGER.exec(s);
      const f = DROP_TRIGGER_FN.exec(s);
      if (c) constraints.push(`${c[1]}.${c[2]}`);
      else if (i) indexes.push(i[1]);
      else if (t) triggers.push(`${t[2]}.${t[1]}`);
      else if (f) triggerFunctions.push(f[1]);
      else other.push(s);
    }
    // a column, table, type, nullability or default the entities and the migrations disagree on
    expect(other).toEqual([]);
    expect(constraints.sort()).toEqual([...FOREIGN_KEYS, ...CHECKS, ...UNIQUE_CONSTRAINTS].sort());
    expect(indexes.sort()).toEqual([...INDEXES].sort());
    expect(triggers.sort()).toEqual([...TRIGGERS].sort());
    expect(triggerFunctions.sort()).toEqual(TRIGGERS.map((t) => t.replace('.', '_')).sort());
  });
});
