import { applyFeedbackAction, feedbackStatusMessage, type FeedbackAction } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { AuditLog } from './ports/audit-log.port.js';
import type { FeedbackInbox, FeedbackItem } from './ports/feedback-inbox.port.js';

export const FEEDBACK_ADMIN_MESSAGES = {
  notFound: 'Feedback not found',
  changedMeanwhile: 'This feedback was changed by someone else meanwhile. Reload and try again.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChangeFeedbackStatusCommand {
  readonly id: string;
  readonly action: FeedbackAction;
}

export interface FeedbackStatusChanged {
  readonly feedback: FeedbackItem;
  /** 'Feedback marked as {status}'. */
  readonly message: string;
}

/**
 * Moves one feedback item through the status machine. The machine decides; the store changes the
 * row only if it is still in the status the decision was made on, so two admins acting at once
 * cannot both win: the loser re-decides once on the fresh row (and gets 409 if the move is now
 * forbidden).
 */
export class ChangeFeedbackStatusUseCase {
  constructor(
    private readonly inbox: FeedbackInbox,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(command: ChangeFeedbackStatusCommand, actor: Actor): Promise<Outcome<FeedbackStatusChanged>> {
    if (!UUID.test(command.id)) return failure(new AppError('not_found', FEEDBACK_ADMIN_MESSAGES.notFound));
    for (let attempt = 0; attempt < 2; attempt++) {
      const item = await this.inbox.find(command.id);
      if (item === null) return failure(new AppError('not_found', FEEDBACK_ADMIN_MESSAGES.notFound));
      const next = applyFeedbackAction(item.status, command.action);
      if (!next.ok) return failure(new AppError('conflict', next.error.message));
      const now = this.clock.now();
      const changed = await this.inbox.changeStatus(item.id, item.status, next.value, now);
      if (changed === null) continue;
      await this.audit.record({
        actorId: actor.id,
        action: 'feedback.status_changed',
        target: item.id,
        details: { action: command.action, from: item.status, to: next.value },
        at: now,
      });
      return success({ feedback: changed, message: feedbackStatusMessage(next.value) });
    }
    return failure(new AppError('conflict', FEEDBACK_ADMIN_MESSAGES.changedMeanwhile));
  }
}
