import { Migration } from '@mikro-orm/migrations';

/** Reader data beyond the first schema: yearly reading goals, and the index that counts completions. */
export class Migration20261122020000Readers extends Migration {
  override name = 'Migration20261122020000_readers';

  override up(): void {
    this.addSql(`create table if not exists reading_goals (
      user_id uuid not null references users(id) on delete cascade,
      reader_id text not null,
      year int not null check (year between 2000 and 2100),
      target int not null check (target between 1 and 1000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (user_id, reader_id, year)
    );`);
    // GET /api/reading-goals counts a reader's completions in a year
    this.addSql(
      `create index if not exists reading_list_completed_idx on reading_list (user_id, reader_id, completed_reading_at) where reading_status = 'completed';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists reading_list_completed_idx;`);
    this.addSql(`drop table if exists reading_goals;`);
  }
}
