import type { FeedbackStore, LimitDecision, NewFeedback, StoredFeedback } from '../../../application/feedback/feedback-store.port.js';

/** A FeedbackStore in memory, for use-case tests. */
export class InMemoryFeedbackStore implements FeedbackStore {
  readonly rows: (NewFeedback & StoredFeedback)[] = [];

  async countOf(userId: string): Promise<number> {
    return this.rows.filter((r) => r.user_id === userId).length;
  }

  async insert(row: NewFeedback, now: Date): Promise<StoredFeedback> {
    const stored = { ...row, id: `fb-${this.rows.length + 1}`, status: 'new', created_at: now.toISOString() };
    this.rows.push(stored);
    return { id: stored.id, status: stored.status, created_at: stored.created_at };
  }

  async insertWithinLimit<D extends LimitDecision>(row: NewFeedback & { user_id: string }, now: Date, since: Date, decide: (attempts: readonly Date[]) => D) {
    const attempts = this.rows.filter((r) => r.user_id === row.user_id && new Date(r.created_at) > since).map((r) => new Date(r.created_at));
    const decision = decide(attempts);
    return { decision, stored: decision.allowed ? await this.insert(row, now) : null };
  }
}
