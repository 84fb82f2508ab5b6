import type { CategoryRating, CorrectionStatus } from '../../../domain/index.js';
import type {
  Accepted,
  Acceptance,
  Correction,
  CorrectionStore,
  Decision,
  NewCorrection,
  QueuedCorrection,
} from '../../../application/corrections/ports/correction-store.port.js';

/** The correction store in memory, with the catalog writes an acceptance makes recorded. */
export class InMemoryCorrectionStore implements CorrectionStore {
  readonly rows: Correction[] = [];
  readonly catalogWrites: { bookId: string; flag: string; after: CategoryRating }[] = [];
  readonly audit: { action: string; target: string; actorId: string }[] = [];
  /** What the catalog held before, as the adapter would read it inside the transaction. */
  before: CategoryRating = { present: false, severity: 0, example: '' };
  private next = 0;

  async insert(row: NewCorrection, at: Date): Promise<Correction> {
    this.next += 1;
    const stored: Correction = {
      ...row,
      id: `00000000-0000-4000-9000-${String(this.next).padStart(12, '0')}`,
      status: 'open',
      decided_by: null,
      decided_at: null,
      decision_note: null,
      created_at: at.toISOString(),
    };
    this.rows.push(stored);
    return stored;
  }

  async find(id: string): Promise<QueuedCorrection | null> {
    const row = this.rows.find((r) => r.id === id);
    return row ? { ...row, reporter_email: null } : null;
  }

  async list(status: CorrectionStatus | null, limit: number): Promise<QueuedCorrection[]> {
    return this.rows
      .filter((r) => status === null || r.status === status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, limit)
      .map((r) => ({ ...r, reporter_email: null }));
  }

  async accept(a: Acceptance): Promise<Accepted | null> {
    const decided = this.decide(a, 'accepted');
    if (!decided) return null;
    this.catalogWrites.push({ bookId: a.bookId, flag: a.flag, after: a.after });
    return { correction: decided, before: this.before };
  }

  async reject(d: Decision): Promise<Correction | null> {
    return this.decide(d, 'rejected');
  }

  private decide(d: Decision, to: CorrectionStatus): Correction | null {
    const i = this.rows.findIndex((r) => r.id === d.id && r.status === 'open');
    if (i < 0) return null;
    const decided: Correction = { ...this.rows[i], status: to, decided_by: d.decidedBy, decided_at: d.at.toISOString(), decision_note: d.decisionNote };
    this.rows[i] = decided;
    this.audit.push({ action: `corrections.${to}`, target: d.id, actorId: d.decidedBy });
    return decided;
  }
}
