export interface NewFeedback {
  user_id: string | null;
  feedback_text: string;
  rating: number | null;
  category: string | null;
  email: string | null;
  page_url: string | null;
  user_agent: string | null;
}

export interface StoredFeedback {
  id: string;
  status: string;
  created_at: string;
}

/** What a limit decided over a user's earlier submissions. */
export interface LimitDecision {
  readonly allowed: boolean;
}

/** Feedback rows. */
export interface FeedbackStore {
  /** Stores a visitor's (or any unguarded) row with status 'new'. */
  insert(row: NewFeedback, now: Date): Promise<StoredFeedback>;
  /**
   * Stores a signed-in user's row only when `decide`, shown the times of that user's submissions
   * since `since`, allows it. One user's submissions are decided one after another (a row lock), so
   * parallel requests cannot all slip under the limit.
   */
  /** How many feedback rows a user has sent (the account bound, ACCOUNT_LIMITS.feedbackPerAccount). */
  countOf(userId: string): Promise<number>;
  insertWithinLimit<D extends LimitDecision>(
    row: NewFeedback & { user_id: string },
    now: Date,
    since: Date,
    decide: (attempts: readonly Date[]) => D,
  ): Promise<{ decision: D; stored: StoredFeedback | null }>;
}
export const FEEDBACK_STORE = Symbol('FEEDBACK_STORE');
