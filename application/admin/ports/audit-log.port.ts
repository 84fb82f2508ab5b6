/** What the audit log records: who did what, when, to what, with which counts. */
export type AuditAction = 'admin.unlocked' | 'admin.unlock_failed' | 'feedback.status_changed' | 'books.imported' | 'books.exported' | 'books.fixed';

export interface AuditEntry {
  readonly actorId: string;
  readonly action: AuditAction;
  /** The row or object acted on (a feedback id, an ISBN, 'book_content_analysis'). */
  readonly target: string | null;
  readonly details: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

export interface AuditRecord {
  readonly id: string;
  readonly actor_id: string | null;
  readonly actor_email: string | null;
  readonly action: string;
  readonly target: string | null;
  readonly details: Record<string, unknown>;
  readonly created_at: string;
}

/** The append-only audit log. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  recent(limit: number): Promise<AuditRecord[]>;
  /** When `actorId` did `action` after `since` (oldest first). */
  timesOf(actorId: string, action: AuditAction, since: Date): Promise<Date[]>;
}
export const AUDIT_LOG = Symbol('AUDIT_LOG');
