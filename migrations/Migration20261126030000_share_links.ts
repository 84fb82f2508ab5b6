import { Migration } from '@mikro-orm/migrations';

/**
 * A reader's card to share (issue 25, part 2): read-only links to one family member's card. The
 * token is stored only as a keyed hash (`token_hash`, unique: a link is found by it alone); a link
 * is revoked by stamping `revoked_at` (kept, so the parent sees it as turned off) and expires at
 * `expires_at`. Links go with their reader and their account (`on delete cascade`).
 */
export class Migration20261126030000ShareLinks extends Migration {
  override name = 'Migration20261126030000_share_links';

  override up(): void {
    this.addSql(`create table if not exists share_links (
      id uuid primary key default gen_random_uuid(),
      member_id uuid not null references family_members(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      token_hash text not null unique,
      label text null check (label is null or char_length(label) <= 60),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz null,
      last_opened_at timestamptz null
    );`);
    this.addSql(`create index if not exists share_links_member_idx on share_links (member_id, created_at desc);`);
    this.addSql(`create index if not exists share_links_user_idx on share_links (user_id);`);
  }

  override down(): void {
    this.addSql(`drop table if exists share_links;`);
  }
}
