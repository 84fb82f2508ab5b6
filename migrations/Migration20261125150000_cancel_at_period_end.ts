import { Migration } from '@mikro-orm/migrations';

/**
 * Cancelling keeps the paid period (issue 23, as the terms promise): the subscription stays active
 * until its period ends and can be resumed until then. `cancel_at_period_end` is our copy of the
 * provider's flag of the same name (Stripe's portal sets it; the local test-mode portal too).
 */
export class Migration20261125150000CancelAtPeriodEnd extends Migration {
  override name = 'Migration20261125150000_cancel_at_period_end';

  override up(): void {
    this.addSql(`alter table subscriptions add column if not exists cancel_at_period_end boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table subscriptions drop column if exists cancel_at_period_end;`);
  }
}
