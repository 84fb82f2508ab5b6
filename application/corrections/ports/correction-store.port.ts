import type { CategoryId, CategoryRating, CorrectionKind, CorrectionStatus } from '../../../domain/index.js';

/** A stored correction (the specification's snake_case fields, as the API answers them). */
export interface Correction {
  readonly id: string;
  readonly user_id: string | null;
  readonly book_id: string | null;
  readonly isbn: string | null;
  readonly title: string;
  readonly author: string;
  readonly category: CategoryId;
  readonly kind: CorrectionKind;
  readonly note: string;
  readonly status: CorrectionStatus;
  readonly proposed_severity: number;
  readonly decided_by: string | null;
  readonly decided_at: string | null;
  readonly decision_note: string | null;
  readonly created_at: string;
}

export type NewCorrection = Pick<Correction, 'user_id' | 'book_id' | 'isbn' | 'title' | 'author' | 'category' | 'kind' | 'note' | 'proposed_severity'>;

/** A correction in the admin queue, with who filed it. */
export interface QueuedCorrection extends Correction {
  readonly reporter_email: string | null;
}

export interface Decision {
  readonly id: string;
  readonly decidedBy: string;
  readonly decisionNote: string | null;
  readonly at: Date;
}

/** An acceptance: the catalog column (flag) of the category and what it will hold. */
export interface Acceptance extends Decision {
  readonly bookId: string;
  readonly flag: string;
  readonly after: CategoryRating;
}

/** What an acceptance changed: the correction as decided and the category as it was. */
export interface Accepted {
  readonly correction: Correction;
  readonly before: CategoryRating;
}

/** The content_corrections table and the catalog writes a decision makes. */
export interface CorrectionStore {
  insert(row: NewCorrection, at: Date): Promise<Correction>;
  find(id: string): Promise<QueuedCorrection | null>;
  /** Newest first; every status when `status` is null. */
  list(status: CorrectionStatus | null, limit: number): Promise<QueuedCorrection[]>;
  /**
   * One transaction: moves the correction from open to accepted (only if it is still open), writes
   * the category's flag, severity and example on the catalog row, appends the audit entry
   * 'corrections.accepted' (before and after) and drops the book's cached analyses. Null when the
   * correction was no longer open or the book row is gone (nothing written then).
   */
  accept(acceptance: Acceptance): Promise<Accepted | null>;
  /** Open → rejected with the audit entry 'corrections.rejected', in one transaction; null when no longer open. */
  reject(decision: Decision): Promise<Correction | null>;
}
export const CORRECTION_STORE = Symbol('CORRECTION_STORE');
