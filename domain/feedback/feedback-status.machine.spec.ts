import {
  applyFeedbackAction,
  availableFeedbackActions,
  feedbackStatusMessage,
  feedbackStatusToast,
  FEEDBACK_ACTIONS,
  FEEDBACK_STATUSES,
  nextFeedbackStatus,
  type FeedbackAction,
  type FeedbackStatus,
} from './feedback-status.machine.js';

const ALLOWED: [string, FeedbackStatus, FeedbackAction, FeedbackStatus][] = [
  ['from new, Review gives in_review', 'new', 'review', 'in_review'],
  ['from new, Resolve gives resolved', 'new', 'resolve', 'resolved'],
  ['from in_review, Resolve gives resolved', 'in_review', 'resolve', 'resolved'],
  ['from in_review, Dismiss gives dismissed', 'in_review', 'dismiss', 'dismissed'],
  ['from resolved, Reopen gives new', 'resolved', 'reopen', 'new'],
  ['from dismissed, Reopen gives new', 'dismissed', 'reopen', 'new'],
];

const isAllowed = (s: FeedbackStatus, a: FeedbackAction) => ALLOWED.some(([, from, action]) => from === s && action === a);
const FORBIDDEN = FEEDBACK_STATUSES.flatMap((s) => FEEDBACK_ACTIONS.filter((a) => !isAllowed(s, a)).map((a) => [s, a] as const));

describe('feedback status machine', () => {
  it.each(ALLOWED)('%s', (_rule, status, action, expected) => {
    expect(nextFeedbackStatus(status, action)).toBe(expected);
    expect(applyFeedbackAction(status, action)).toEqual({ ok: true, value: expected });
  });

  it.each(FORBIDDEN)('from %s, %s is forbidden', (status, action) => {
    expect(nextFeedbackStatus(status, action)).toBeNull();
    expect(applyFeedbackAction(status, action)).toEqual({
      ok: false,
      error: { code: 'illegal_feedback_transition', message: `Cannot ${action} feedback that is ${status}` },
    });
  });

  it('forbids exactly the ten moves the table does not list', () => {
    expect(FORBIDDEN).toHaveLength(10);
  });

  it.each([
    ['new', ['review', 'resolve']],
    ['in_review', ['resolve', 'dismiss']],
    ['resolved', ['reopen']],
    ['dismissed', ['reopen']],
  ] as const)('an admin sees the actions of %s', (status, actions) => {
    expect(availableFeedbackActions(status)).toEqual(actions);
  });

  it.each([
    ['new', 'Feedback marked as new'],
    ['in_review', 'Feedback marked as in review'],
    ['resolved', 'Feedback marked as resolved'],
    ['dismissed', 'Feedback marked as dismissed'],
  ] as const)('each change shows "Feedback marked as {status}" with the status in words on screen: %s', (status, message) => {
    expect(feedbackStatusToast(status)).toBe(message);
  });

  it.each(FEEDBACK_STATUSES.map((s) => [s, `Feedback marked as ${s}`]))(
    'the API answers "Feedback marked as {status}" with the stored status: %s',
    (status, message) => {
      expect(feedbackStatusMessage(status)).toBe(message);
    },
  );
});
