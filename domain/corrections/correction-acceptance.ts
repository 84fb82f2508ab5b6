import { err, ok, type DomainError, type Result } from '../shared/result.js';
import { sanitizeText } from '../text/sanitize-text.js';
import type { CorrectionKind } from './correction-kinds.js';

/** What the catalog holds for one category of one book: its flag, severity (0 when not present, else 1..5) and example text. */
export interface CategoryRating {
  readonly present: boolean;
  readonly severity: number;
  readonly example: string;
}

/** The edits an admin may make at acceptance; what is left out keeps the proposal's value. */
export interface AcceptanceEdits {
  readonly present?: boolean;
  readonly severity?: number;
  readonly example?: string;
}

export const SEVERITY_MIN = 0;
export const SEVERITY_MAX = 5;
/** The longest example text the catalog keeps per category. */
export const CORRECTION_EXAMPLE_MAX = 2000;

export const ACCEPTANCE_MESSAGES = {
  severity: `Severity must be a whole number from ${SEVERITY_MIN} to ${SEVERITY_MAX}`,
  presentNeedsSeverity: 'Content that is present needs a severity from 1 to 5',
  absentHasNoSeverity: 'Content that is not present has severity 0',
} as const;

export type AcceptanceError = DomainError<'invalid_acceptance'>;

const clamp = (n: number) => Math.min(SEVERITY_MAX, Math.max(SEVERITY_MIN, Math.round(n)));

/**
 * The severity a report proposes: one step up for "too lenient", one down for "too strict" (0
 * means not present), at least 1 for "missing content", unchanged for the others (the editor decides).
 * @example proposedSeverity('too_lenient', 2) // 3
 */
export function proposedSeverity(kind: CorrectionKind, current: number): number {
  const now = clamp(current);
  switch (kind) {
    case 'too_lenient':
      return Math.min(SEVERITY_MAX, now + 1);
    case 'too_strict':
      return Math.max(SEVERITY_MIN, now - 1);
    case 'missing_content':
      return Math.max(1, now);
    case 'factual_error':
    case 'other':
      return now;
  }
}

/** The rating a report proposes for the category: the proposed severity, present when above 0, the example kept. */
export const proposedRating = (kind: CorrectionKind, current: CategoryRating): CategoryRating => {
  const severity = proposedSeverity(kind, current.severity);
  return { present: severity > 0, severity, example: current.example };
};

/**
 * The rating an acceptance writes: the admin's edits over the proposal. Present takes severity 1..5,
 * not present takes 0 (a severity alone decides presence when present is not given); the example
 * is cleaned by sanitizeText (at most 2000 characters).
 */
export function acceptedRating(proposal: CategoryRating, edits: AcceptanceEdits): Result<CategoryRating, AcceptanceError> {
  const severity = edits.severity ?? (edits.present === false ? 0 : edits.present === true && proposal.severity === 0 ? 1 : proposal.severity);
  if (!Number.isInteger(severity) || severity < SEVERITY_MIN || severity > SEVERITY_MAX) return err('invalid_acceptance', ACCEPTANCE_MESSAGES.severity);
  const present = edits.present ?? severity > 0;
  if (present && severity === 0) return err('invalid_acceptance', ACCEPTANCE_MESSAGES.presentNeedsSeverity);
  if (!present && severity > 0) return err('invalid_acceptance', ACCEPTANCE_MESSAGES.absentHasNoSeverity);
  const example = sanitizeText(edits.example ?? proposal.example, { maxLength: CORRECTION_EXAMPLE_MAX });
  if (!example.ok) return err('invalid_acceptance', example.errors[0]);
  return ok({ present, severity, example: example.value });
}
