import { Migration } from '@mikro-orm/migrations';

/**
 * "Ask us to add this book" (issue 18): a parent's request for a book the catalog lacks. One row
 * per account and normalised title (the domain's normaliseCatalogTitle), so asking twice returns
 * the first row; `seen_at` records that the requester was shown "now in ShelfCheck" once. Rows go
 * with the account (`on delete cascade`).
 */
export class Migration20261125133000CatalogRequests extends Migration {
  override name = 'Migration20261125133000_catalog_requests';

  override up(): void {
    this.addSql(`create table if not exists catalog_requests (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      title text not null,
      author text null,
      title_key text not null,
      status text not null default 'open' check (status in ('open', 'added', 'declined')),
      created_at timestamptz not null default now(),
      decided_at timestamptz null,
      seen_at timestamptz null
    );`);
    // one request per account and book: settles two asks that race past the check
    this.addSql(`create unique index if not exists catalog_requests_user_title_idx on catalog_requests (user_id, title_key);`);
    this.addSql(`create index if not exists catalog_requests_open_title_idx on catalog_requests (title_key) where status = 'open';`);
  }

  override down(): void {
    this.addSql(`drop table if exists catalog_requests;`);
  }
}
