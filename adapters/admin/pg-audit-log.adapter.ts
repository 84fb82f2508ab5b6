import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuditAction, AuditEntry, AuditLog, AuditRecord } from '../../application/admin/ports/audit-log.port.js';
import { db } from '../persistence/database.js';
import { AuditLogEntity } from '../persistence/entities/index.js';

/** The audit_log table (append-only), through MikroORM. */
export class PgAuditLog implements AuditLog {
  constructor(private readonly orm: MikroORM) {}

  async record(entry: AuditEntry): Promise<void> {
    await db(this.orm)
      .insertInto('audit_log')
      .values({ actor_id: entry.actorId, action: entry.action, target: entry.target, details: entry.details, created_at: entry.at })
      .execute();
  }

  async recent(limit: number): Promise<AuditRecord[]> {
    const rows = await db(this.orm)
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.actor_id', 'u.email as actor_email', 'a.action', 'a.target', 'a.details', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  }

  async timesOf(actorId: string, action: AuditAction, since: Date): Promise<Date[]> {
    const rows = await this.orm.em
      .fork()
      .find(
        AuditLogEntity,
        { actor_id: actorId, action, created_at: { $gt: since } },
        { fields: ['created_at'], orderBy: { created_at: 'asc' }, disableIdentityMap: true },
      );
    return rows.map((row) => row.created_at);
  }
}
