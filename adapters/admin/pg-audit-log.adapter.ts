import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuditAction, AuditEntry, AuditLog, AuditRecord } from '../../application/admin/ports/audit-log.port.js';
import { isoTime, pgPoolOf } from './pg-pool.js';

/** The audit_log table (append-only). */
export class PgAuditLog implements AuditLog {
  private readonly pool: ReturnType<typeof pgPoolOf>;

  constructor(orm: MikroORM) {
    this.pool = pgPoolOf(orm);
  }

  async record(entry: AuditEntry): Promise<void> {
    await (await this.pool()).query(
      'insert into audit_log (actor_id, action, target, details, created_at) values ($1, $2, $3, $4, $5)',
      [entry.actorId, entry.action, entry.target, JSON.stringify(entry.details), entry.at.toISOString()],
    );
  }

  async recent(limit: number): Promise<AuditRecord[]> {
    const { rows } = await (await this.pool()).query<AuditRecord & { created_at: unknown }>(
      `select a.id, a.actor_id, u.email as actor_email, a.action, a.target, a.details, a.created_at
         from audit_log a left join users u on u.id = a.actor_id
        order by a.created_at desc, a.id desc
        limit $1`,
      [limit],
    );
    return rows.map((row) => ({ ...row, created_at: isoTime(row.created_at) }));
  }

  async timesOf(actorId: string, action: AuditAction, since: Date): Promise<Date[]> {
    const { rows } = await (await this.pool()).query<{ created_at: string }>(
      'select created_at from audit_log where actor_id = $1 and action = $2 and created_at > $3 order by created_at',
      [actorId, action, since.toISOString()],
    );
    return rows.map((row) => new Date(row.created_at));
  }
}
