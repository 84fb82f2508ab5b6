import type { CategoryId, CorrectionAction, CorrectionKind, CorrectionStatus } from '../../../../../domain/index.js';

/** One category's rating in the catalog. */
export interface CategoryRatingView {
  present: boolean;
  severity: number;
  example: string;
}

/** A correction in the admin queue (GET /api/admin/corrections). */
export interface AdminCorrection {
  id: string;
  user_id: string | null;
  book_id: string | null;
  isbn: string | null;
  title: string;
  author: string;
  category: CategoryId;
  kind: CorrectionKind;
  note: string;
  status: CorrectionStatus;
  proposed_severity: number;
  decided_by: string | null;
  decided_at: string | null;
  decision_note: string | null;
  created_at: string;
  reporter_email: string | null;
  current: CategoryRatingView | null;
  proposed: CategoryRatingView | null;
}

export interface CorrectionDecision {
  id: string;
  action: CorrectionAction;
  severity?: number;
  present?: boolean;
  example?: string;
  note?: string;
}
