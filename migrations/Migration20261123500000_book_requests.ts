import { Migration } from '@mikro-orm/migrations';

/**
 * Ask and approve (issue 12): a family member's own sign-in code (stored as a keyed hash only, one
 * per member), the reader sessions it opens, and the books a reader asks for. Every table
 * references the account and the member with `on delete cascade`, so removing a member or purging
 * an account removes its code, sessions and requests.
 */
export class Migration20261123500000BookRequests extends Migration {
  override name = 'Migration20261123500000_book_requests';

  override up(): void {
    this.addSql(`create table if not exists reader_codes (
      member_id uuid primary key references family_members(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      code_hash text not null unique,
      created_at timestamptz not null default now(),
      last_used_at timestamptz null
    );`);
    this.addSql(`create index if not exists reader_codes_user_idx on reader_codes (user_id);`);
    this.addSql(`create table if not exists reader_sessions (
      id uuid primary key default gen_random_uuid(),
      member_id uuid not null references family_members(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );`);
    this.addSql(`create index if not exists reader_sessions_member_idx on reader_sessions (member_id);`);
    this.addSql(`create index if not exists reader_sessions_user_idx on reader_sessions (user_id);`);
    this.addSql(`create table if not exists book_requests (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      member_id uuid not null references family_members(id) on delete cascade,
      title text not null,
      author text not null,
      isbn text null,
      reader_note text null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
      parent_note text null,
      created_at timestamptz not null default now(),
      decided_at timestamptz null
    );`);
    // the parent's list (by status, newest first) and the reader's own list
    this.addSql(`create index if not exists book_requests_user_status_created_idx on book_requests (user_id, status, created_at desc);`);
    this.addSql(`create index if not exists book_requests_member_created_idx on book_requests (member_id, created_at desc);`);
    // one pending ask per reader and book (any case): settles two asks that race past the check
    this.addSql(
      `create unique index if not exists book_requests_one_pending_idx on book_requests (member_id, lower(title), lower(author)) where status = 'pending';`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists book_requests;`);
    this.addSql(`drop table if exists reader_sessions;`);
    this.addSql(`drop table if exists reader_codes;`);
  }
}
