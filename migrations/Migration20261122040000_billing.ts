import { Migration } from '@mikro-orm/migrations';

/**
 * Subscription bookkeeping beyond the first schema: when the last applied provider event was
 * created (so an older event arriving late cannot overwrite newer state), what each recorded event
 * did, lookups by provider ids, and the single-use links of the local test-mode checkout and portal.
 */
export class Migration20261122040000Billing extends Migration {
  override name = 'Migration20261122040000_billing';

  override up(): void {
    this.addSql(`alter table subscriptions add column if not exists last_event_at timestamptz null;`);
    this.addSql(`alter table billing_events add column if not exists user_id uuid null references users(id) on delete set null;`);
    this.addSql(`alter table billing_events add column if not exists outcome text null;`);
    this.addSql(`create index if not exists subscriptions_customer_idx on subscriptions (customer_id) where customer_id is not null;`);
    this.addSql(
      `create index if not exists subscriptions_provider_subscription_idx on subscriptions (provider_subscription_id) where provider_subscription_id is not null;`,
    );
    this.addSql(`create table if not exists billing_test_links (
      token_hash text primary key,
      user_id uuid not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('checkout', 'portal')),
      plan text null check (plan is null or plan in ('monthly', 'annual')),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz null
    );`);
    this.addSql(`create index if not exists billing_test_links_user_idx on billing_test_links (user_id);`);
  }

  override down(): void {
    this.addSql(`drop table if exists billing_test_links;`);
    this.addSql(`drop index if exists subscriptions_provider_subscription_idx;`);
    this.addSql(`drop index if exists subscriptions_customer_idx;`);
    this.addSql(`alter table billing_events drop column if exists outcome;`);
    this.addSql(`alter table billing_events drop column if exists user_id;`);
    this.addSql(`alter table subscriptions drop column if exists last_event_at;`);
  }
}
