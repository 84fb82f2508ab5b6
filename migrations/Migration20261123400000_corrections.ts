import { Migration } from '@mikro-orm/migrations';

/**
 * Rating corrections (issue 12): a reader's "Report a problem" on one content category of a catalog
 * book, and an admin's decision. The book's title, author and ISBN are copied in so that the queue
 * still reads when the catalog row is gone (book_id is then null); a deleted account's reports stay,
 * anonymous, as they are about the catalog, not the account.
 */
export class Migration20261123400000Corrections extends Migration {
  override name = 'Migration20261123400000_corrections';

  override up(): void {
    this.addSql(`create table if not exists content_corrections (
      id uuid primary key default gen_random_uuid(),
      user_id uuid null references users(id) on delete set null,
      book_id uuid null references book_content_analysis(id) on delete set null,
      isbn text null,
      title text not null,
      author text not null,
      category text not null,
      kind text not null check (kind in ('too_lenient', 'too_strict', 'factual_error', 'missing_content', 'other')),
      note text not null default '',
      status text not null default 'open' check (status in ('open', 'accepted', 'rejected')),
      proposed_severity int not null check (proposed_severity between 0 and 5),
      decided_by uuid null references users(id) on delete set null,
      decided_at timestamptz null,
      decision_note text null,
      created_at timestamptz not null default now()
    );`);
    // the admin queue: by status, newest first; the rate limit counts a user's recent reports
    this.addSql(`create index if not exists content_corrections_status_created_idx on content_corrections (status, created_at desc);`);
    this.addSql(`create index if not exists content_corrections_user_created_idx on content_corrections (user_id, created_at desc);`);
  }

  override down(): void {
    this.addSql(`drop table if exists content_corrections;`);
  }
}
