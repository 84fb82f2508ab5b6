import { err, ok, type DomainError, type Result } from '../shared/result.js';

export const CORRECTION_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_ACTIONS = ['accept', 'reject'] as const;
export type CorrectionAction = (typeof CORRECTION_ACTIONS)[number];

/**
 * The whole machine. Both decisions are final: an accepted correction has already changed the
 * catalog (undoing it is a new correction, so the audit log reads forwards), and a rejected one
 * that deserves another look is best filed again with the new reason.
 */
const NEXT: Record<CorrectionStatus, Partial<Record<CorrectionAction, CorrectionStatus>>> = {
  open: { accept: 'accepted', reject: 'rejected' },
  accepted: {},
  rejected: {},
};

/** The status after the action, or null when forbidden: `nextCorrectionStatus('open', 'accept')` → 'accepted'. */
export const nextCorrectionStatus = (status: CorrectionStatus, action: CorrectionAction): CorrectionStatus | null => NEXT[status][action] ?? null;

export type CorrectionTransitionError = DomainError<'illegal_correction_transition'>;

/** The next status, or an error naming the forbidden move: 'Cannot accept a correction that is rejected'. */
export function applyCorrectionAction(status: CorrectionStatus, action: CorrectionAction): Result<CorrectionStatus, CorrectionTransitionError> {
  const next = nextCorrectionStatus(status, action);
  return next === null ? err('illegal_correction_transition', `Cannot ${action} a correction that is ${status}`) : ok(next);
}

/** The toast after a decision: `correctionStatusMessage('accepted')` → 'Correction accepted'. */
export const correctionStatusMessage = (status: CorrectionStatus): string => `Correction ${status}`;
