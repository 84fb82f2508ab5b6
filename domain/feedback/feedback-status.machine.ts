import { err, ok, type DomainError, type Result } from '../shared/result.js';

export const FEEDBACK_STATUSES = ['new', 'in_review', 'resolved', 'dismissed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_ACTIONS = ['review', 'resolve', 'dismiss', 'reopen'] as const;
export type FeedbackAction = (typeof FEEDBACK_ACTIONS)[number];

/** The whole machine: a status and an action give the next status; a missing entry is forbidden. */
const NEXT: Record<FeedbackStatus, Partial<Record<FeedbackAction, FeedbackStatus>>> = {
  new: { review: 'in_review', resolve: 'resolved' },
  in_review: { resolve: 'resolved', dismiss: 'dismissed' },
  resolved: { reopen: 'new' },
  dismissed: { reopen: 'new' },
};

/** The status after the action, or null when the machine forbids it: `nextFeedbackStatus('new', 'review')` → 'in_review'. */
export const nextFeedbackStatus = (status: FeedbackStatus, action: FeedbackAction): FeedbackStatus | null => NEXT[status][action] ?? null;

/** The actions an admin may take on feedback in this status (the buttons to show). */
export const availableFeedbackActions = (status: FeedbackStatus): FeedbackAction[] => FEEDBACK_ACTIONS.filter((action) => NEXT[status][action] !== undefined);

/** Each status in words (a badge, a toast): never the stored value such as 'in_review'. */
export const FEEDBACK_STATUS_LABELS: Readonly<Record<FeedbackStatus, string>> = {
  new: 'New',
  in_review: 'In review',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** The API's answer after a change, the specification's words: `feedbackStatusMessage('in_review')` → 'Feedback marked as in_review'. */
export const feedbackStatusMessage = (status: FeedbackStatus): string => `Feedback marked as ${status}`;

/**
 * The same toast on screen, with the status in words (never a stored value such as 'in_review'):
 * `feedbackStatusToast('in_review')` → 'Feedback marked as in review'.
 */
export const feedbackStatusToast = (status: FeedbackStatus): string => `Feedback marked as ${FEEDBACK_STATUS_LABELS[status].toLowerCase()}`;

export type FeedbackTransitionError = DomainError<'illegal_feedback_transition'>;

/** The next status, or an 'illegal_feedback_transition' error naming the forbidden move. */
export function applyFeedbackAction(status: FeedbackStatus, action: FeedbackAction): Result<FeedbackStatus, FeedbackTransitionError> {
  const next = nextFeedbackStatus(status, action);
  return next === null ? err('illegal_feedback_transition', `Cannot ${action} feedback that is ${status}`) : ok(next);
}
