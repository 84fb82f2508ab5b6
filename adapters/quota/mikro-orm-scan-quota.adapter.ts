import { sql } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import { FREE_SCAN_LIMIT } from '../../domain/index.js';
import type { Clock } from '../../application/ports/clock.port.js';
import type { ScanQuota } from '../../application/ports/scan-quota.port.js';
import { db } from '../persistence/database.js';

/**
 * Subscribed, as billing's isSubscribed says: an active or trialing subscription whose paid period
 * ends after now (a row without a period end is not subscribed).
 */
const subscribed = (userId: string, now: Date) =>
  sql<boolean>`exists (select 1 from subscriptions s where s.user_id = ${userId} and s.status in ('active', 'trialing')
                     and s.current_period_end is not null and s.current_period_end > ${now})`;

/**
 * The free-scan quota in one SQL statement: the upsert takes a scan only while the count is under
 * the limit or the account is subscribed. ON CONFLICT locks the user's row, and the racer that
 * waited re-checks the condition against the committed count, so two requests for the last scan
 * cannot both win (and a first-ever scan cannot be counted twice: the primary key serialises it).
 * The statement is one Kysely `sql` template typed by what it returns: Kysely's builder cannot say
 * an INSERT … SELECT from a CTE with a conditional ON CONFLICT as one statement.
 */
export class MikroOrmScanQuota implements ScanQuota {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly limit: number = FREE_SCAN_LIMIT,
  ) {}

  async tryConsume(userId: string) {
    const now = this.clock.now();
    const { rows } = await sql<{ scans_used: number; subscribed: boolean }>`with sub as (select ${subscribed(userId, now)} as subscribed)
       insert into scan_usage as u (user_id, scans_used)
       select ${userId}, 1 from sub where sub.subscribed or ${this.limit}::int > 0
       on conflict (user_id) do update set scans_used = u.scans_used + 1
         where u.scans_used < ${this.limit}::int or (select subscribed from sub)
       returning u.scans_used, (select subscribed from sub) as subscribed`.execute(db(this.orm));
    const [row] = rows;
    if (!row) return { allowed: false, scansUsed: this.limit, limit: this.limit };
    return { allowed: true, scansUsed: row.scans_used, limit: row.subscribed ? null : this.limit };
  }

  async refund(userId: string) {
    await db(this.orm)
      .updateTable('scan_usage')
      .set({ scans_used: sql<number>`greatest(scans_used - 1, 0)` })
      .where('user_id', '=', userId)
      .execute();
  }

  async usage(userId: string) {
    const now = this.clock.now();
    const k = db(this.orm);
    const r = await k
      .selectNoFrom([
        sql<number>`coalesce((select scans_used from scan_usage where user_id = ${userId}), 0)`.as('used'),
        subscribed(userId, now).as('subscribed'),
      ])
      .executeTakeFirstOrThrow();
    return { scansUsed: r.used, limit: r.subscribed ? null : this.limit, subscribed: r.subscribed };
  }
}
