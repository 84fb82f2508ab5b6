import type { MikroORM } from '@mikro-orm/postgresql';
import { FREE_SCAN_LIMIT } from '../../domain/index.js';
import type { Clock } from '../../application/ports/clock.port.js';
import type { ScanQuota } from '../../application/ports/scan-quota.port.js';
import { sql } from '../persistence/sql.js';

/**
 * Subscribed, as billing's isSubscribed says: an active or trialing subscription whose paid period
 * ends after now (a row without a period end is not subscribed). Parameters: user id, now.
 */
const SUBSCRIBED = `exists (select 1 from subscriptions s where s.user_id = ? and s.status in ('active', 'trialing')
                     and s.current_period_end is not null and s.current_period_end > ?)`;

/**
 * The free-scan quota in one SQL statement: the upsert takes a scan only while the count is under
 * the limit or the account is subscribed. ON CONFLICT locks the user's row, and the racer that
 * waited re-checks the condition against the committed count, so two requests for the last scan
 * cannot both win (and a first-ever scan cannot be counted twice: the primary key serialises it).
 */
export class MikroOrmScanQuota implements ScanQuota {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly limit: number = FREE_SCAN_LIMIT,
  ) {}

  async tryConsume(userId: string) {
    const now = this.clock.now();
    const rows = await sql<{ scans_used: number; subscribed: boolean }>(
      this.orm,
      `with sub as (select ${SUBSCRIBED} as subscribed)
       insert into scan_usage as u (user_id, scans_used)
       select ?, 1 from sub where sub.subscribed or ? > 0
       on conflict (user_id) do update set scans_used = u.scans_used + 1
         where u.scans_used < ? or (select subscribed from sub)
       returning u.scans_used, (select subscribed from sub) as subscribed`,
      [userId, now, userId, this.limit, this.limit],
    );
    if (rows.length === 0) return { allowed: false, scansUsed: this.limit, limit: this.limit };
    const subscribed = rows[0].subscribed === true;
    return { allowed: true, scansUsed: Number(rows[0].scans_used), limit: subscribed ? null : this.limit };
  }

  async refund(userId: string) {
    await sql(this.orm, `update scan_usage set scans_used = greatest(scans_used - 1, 0) where user_id = ?`, [userId]);
  }

  async usage(userId: string) {
    const now = this.clock.now();
    const [r] = await sql(this.orm, `select coalesce((select scans_used from scan_usage where user_id = ?), 0) as used, ${SUBSCRIBED} as subscribed`, [userId, userId, now]);
    const subscribed = r.subscribed === true;
    return { scansUsed: Number(r.used), limit: subscribed ? null : this.limit, subscribed };
  }
}
