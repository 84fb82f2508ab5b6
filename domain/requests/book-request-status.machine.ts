import { err, ok, type DomainError, type Result } from '../shared/result.js';
import { BOOK_REQUEST_MESSAGES } from './request-messages.js';

export const BOOK_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type BookRequestStatus = (typeof BOOK_REQUEST_STATUSES)[number];

export const BOOK_REQUEST_ACTIONS = ['approve', 'decline'] as const;
export type BookRequestAction = (typeof BOOK_REQUEST_ACTIONS)[number];

/** A request is answered once: approved and declined are final (the reader may ask again). */
const NEXT: Record<BookRequestStatus, Partial<Record<BookRequestAction, BookRequestStatus>>> = {
  pending: { approve: 'approved', decline: 'declined' },
  approved: {},
  declined: {},
};

/** The status after the action, or null when forbidden: `nextBookRequestStatus('pending', 'approve')` → 'approved'. */
export const nextBookRequestStatus = (status: BookRequestStatus, action: BookRequestAction): BookRequestStatus | null => NEXT[status][action] ?? null;

export type BookRequestTransitionError = DomainError<'already_answered'>;

/** The next status, or 'This request has already been answered.' for a request that is not pending. */
export function answerBookRequest(status: BookRequestStatus, action: BookRequestAction): Result<BookRequestStatus, BookRequestTransitionError> {
  const next = nextBookRequestStatus(status, action);
  return next === null ? err('already_answered', BOOK_REQUEST_MESSAGES.alreadyAnswered) : ok(next);
}
