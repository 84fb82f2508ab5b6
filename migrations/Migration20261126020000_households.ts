import { Migration } from '@mikro-orm/migrations';

/**
 * Households (issue 25): every account owns one household (`households.owner_id`), backfilled here
 * for every existing account and created on first use for new ones. `household_members` holds the
 * other adults, one row per account (an account is in one household besides its own at most; with
 * no row it is in its own, as the owner). Invitations keep only a SHA-256 of their token, expire
 * after 7 days, and are single-use (`accepted_at`) or revoked (`revoked_at`). Rows go with the
 * household, the household with its owner's account (`on delete cascade`).
 */
export class Migration20261126020000Households extends Migration {
  override name = 'Migration20261126020000_households';

  override up(): void {
    this.addSql(`create table if not exists households (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null unique references users(id) on delete cascade,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table if not exists household_members (
      user_id uuid primary key references users(id) on delete cascade,
      household_id uuid not null references households(id) on delete cascade,
      role text not null check (role in ('co_parent', 'viewer')),
      joined_at timestamptz not null default now()
    );`);
    this.addSql(`create index if not exists household_members_household_idx on household_members (household_id);`);
    this.addSql(`create table if not exists household_invitations (
      id uuid primary key default gen_random_uuid(),
      household_id uuid not null references households(id) on delete cascade,
      email text not null,
      role text not null check (role in ('co_parent', 'viewer')),
      token_hash text not null unique,
      invited_by uuid null references users(id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz null,
      accepted_by uuid null references users(id) on delete set null,
      revoked_at timestamptz null
    );`);
    this.addSql(`create index if not exists household_invitations_household_idx on household_invitations (household_id, created_at);`);
    // every existing account becomes the owner of its own household
    this.addSql(`insert into households (owner_id, created_at) select id, created_at from users on conflict (owner_id) do nothing;`);
  }

  override down(): void {
    this.addSql(`drop table if exists household_invitations;`);
    this.addSql(`drop table if exists household_members;`);
    this.addSql(`drop table if exists households;`);
  }
}
