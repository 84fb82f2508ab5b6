import type { MikroORM } from '@mikro-orm/postgresql';
import type { SubscriptionReader } from '../../application/billing/get-subscription.use-case.js';
import { isoOrNull, sql } from '../persistence/sql.js';

/** Our copy of the payment provider's subscription state. */
export class MikroOrmSubscriptionReader implements SubscriptionReader {
  constructor(private readonly orm: MikroORM) {}

  async find(userId: string) {
    const [r] = await sql(this.orm, `select status, tier, current_period_end from subscriptions where user_id = ?`, [userId]);
    return r ? { status: String(r.status), tier: (r.tier as string | null) ?? null, currentPeriodEnd: isoOrNull(r.current_period_end) } : null;
  }
}
