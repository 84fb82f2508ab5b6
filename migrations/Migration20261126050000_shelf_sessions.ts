import { Migration } from '@mikro-orm/migrations';

/**
 * Shelf mode (issue 25 part 4): a parent scans book after book at a shelf; each book joins one
 * session with its verdict for each reader the session is for, as it was shown then. Sessions go
 * with the account (`on delete cascade`), books with their session. One book once per session.
 */
export class Migration20261126050000ShelfSessions extends Migration {
  override name = 'Migration20261126050000_shelf_sessions';

  override up(): void {
    this.addSql(`create table if not exists shelf_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      reader_ids text[] not null,
      started_at timestamptz not null default now(),
      ended_at timestamptz null
    );`);
    this.addSql(`create index if not exists shelf_sessions_user_started_idx on shelf_sessions (user_id, started_at desc);`);
    this.addSql(`create table if not exists shelf_session_books (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references shelf_sessions(id) on delete cascade,
      isbn text not null,
      title text null,
      author text null,
      in_catalog boolean not null,
      verdicts jsonb not null default '[]'::jsonb,
      added_at timestamptz not null default now()
    );`);
    // one book once per session: settles two scans of the same barcode that race past the check
    this.addSql(`create unique index if not exists shelf_session_books_isbn_idx on shelf_session_books (session_id, isbn);`);
  }

  override down(): void {
    this.addSql(`drop table if exists shelf_session_books;`);
    this.addSql(`drop table if exists shelf_sessions;`);
  }
}
