import { Migration } from '@mikro-orm/migrations';

/** The 16 content flags of the catalog, in the order of the 36-column import format. */
const FLAG_KEYS = [
  'violence',
  'sexual_content',
  'profanity_crude_language',
  'lgbtq_content',
  'drug_alcohol_use',
  'death_grief',
  'divorce_separation',
  'religious_content',
  'supernatural_occult',
  'scary_horror',
  'mental_health',
  'bullying_cruelty',
  'political_themes',
  'discrimination_prejudice',
  'body_image_eating',
  'suicide_self_harm',
] as const;

/** The whole first schema: accounts, readers, books, billing, admin. Later changes get new migrations. */
export class Migration20261122000000Initial extends Migration {
  override name = 'Migration20261122000000_initial';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      phone text null,
      password_hash text not null,
      user_metadata jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_sign_in_at timestamptz null
    );`);
    this.addSql(`create unique index users_email_key on users (lower(email));`);
    this.addSql(`create unique index users_phone_key on users (phone) where phone is not null;`);

    this.addSql(`create table profiles (
      id uuid primary key references users(id) on delete cascade,
      first_name text null,
      last_name text null,
      is_admin boolean not null default false,
      created_at timestamptz not null default now()
    );`);

    this.addSql(`create table auth_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      revoked_at timestamptz null,
      user_agent text null
    );`);
    this.addSql(`create index auth_sessions_user_idx on auth_sessions (user_id);`);

    this.addSql(`create table refresh_tokens (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references auth_sessions(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      spent_at timestamptz null
    );`);
    this.addSql(`create index refresh_tokens_session_idx on refresh_tokens (session_id);`);

    this.addSql(`create table one_time_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      kind text not null check (kind in ('recovery', 'magiclink')),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz null
    );`);

    this.addSql(`create table feedback (
      id uuid primary key default gen_random_uuid(),
      user_id uuid null references users(id) on delete set null,
      feedback_text text not null,
      rating int null check (rating between 1 and 5),
      category text null,
      email text null,
      page_url text null,
      user_agent text null,
      status text not null default 'new' check (status in ('new', 'in_review', 'resolved', 'dismissed')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index feedback_created_idx on feedback (created_at desc);`);

    this.addSql(`create table family_members (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      name text not null,
      age int not null,
      reading_level text not null,
      has_completed_quiz boolean not null default false,
      quiz_data jsonb null,
      ai_summary text null,
      book_filters jsonb null,
      content_tolerance jsonb null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index family_members_user_idx on family_members (user_id, created_at);`);

    this.addSql(`create table family_values (
      user_id uuid primary key references users(id) on delete cascade,
      data jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);

    this.addSql(`create table user_reading_profiles (
      user_id uuid primary key references users(id) on delete cascade,
      quiz_data jsonb null,
      quiz_completed boolean not null default false,
      reading_filter text null,
      content_tolerance jsonb null,
      first_name text null,
      display_name text null,
      full_name text null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);

    this.addSql(`create table reading_list (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      reader_id text not null,
      reader_name text not null,
      title text not null,
      author text not null,
      reading_status text not null default 'to_read' check (reading_status in ('to_read', 'currently_reading', 'completed')),
      started_reading_at timestamptz null,
      completed_reading_at timestamptz null,
      analysis jsonb null,
      created_at timestamptz not null default now()
    );`);
    // Two simultaneous adds of the same book for the same reader still give one row.
    this.addSql(`create unique index reading_list_book_key on reading_list (user_id, reader_id, lower(title), lower(author));`);

    this.addSql(`create table scan_history (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      reader_id text null,
      reader_name text null,
      book_title text not null,
      book_author text null,
      scan_image_url text null,
      scan_type text not null default 'single-scan',
      books_found int not null default 1,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index scan_history_user_idx on scan_history (user_id, created_at desc);`);

    const flagColumns = FLAG_KEYS.map((k) => `${k}_flag boolean not null default false,\n      ${k}_example text not null default ''`).join(',\n      ');
    this.addSql(`create table book_content_analysis (
      id uuid primary key default gen_random_uuid(),
      isbn text null,
      title text not null,
      author text not null,
      summary text not null default '',
      ${flagColumns},
      tags text[] not null default '{}',
      series text null,
      series_volume int null,
      source text not null default 'import',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index book_content_analysis_isbn_key on book_content_analysis (isbn) where isbn is not null;`);
    this.addSql(`create unique index book_content_analysis_title_author_key on book_content_analysis (lower(title), lower(author)) where isbn is null;`);
    this.addSql(`create index book_content_analysis_title_trgm on book_content_analysis using gin (lower(title) gin_trgm_ops);`);
    this.addSql(`create index book_content_analysis_author_trgm on book_content_analysis using gin (lower(author) gin_trgm_ops);`);
    this.addSql(`create index book_content_analysis_title_idx on book_content_analysis (title);`);

    this.addSql(`create table analysis_cache (
      cache_key text primary key,
      result jsonb not null,
      created_at timestamptz not null default now()
    );`);

    this.addSql(`create table subscriptions (
      user_id uuid primary key references users(id) on delete cascade,
      status text not null default 'inactive',
      tier text null,
      current_period_end timestamptz null,
      customer_id text null,
      provider_subscription_id text null,
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create table scan_usage (
      user_id uuid primary key references users(id) on delete cascade,
      scans_used int not null default 0 check (scans_used >= 0)
    );`);
    this.addSql(`create table billing_events (
      event_id text primary key,
      type text not null,
      created_at timestamptz not null,
      received_at timestamptz not null default now()
    );`);

    this.addSql(`create table audit_log (
      id uuid primary key default gen_random_uuid(),
      actor_id uuid null references users(id) on delete set null,
      action text not null,
      target text null,
      details jsonb not null default '{}',
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index audit_log_created_idx on audit_log (created_at desc);`);

    this.addSql(`create table admin_unlocks (
      user_id uuid primary key references users(id) on delete cascade,
      unlocked_until timestamptz not null
    );`);
  }
}
