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

/** Feedback rows. */
export interface FeedbackStore {
  /** When this user sent feedback since `since`, oldest first. */
  attemptsSince(userId: string, since: Date): Promise<Date[]>;
  insert(row: NewFeedback, now: Date): Promise<StoredFeedback>;
}
export const FEEDBACK_STORE = Symbol('FEEDBACK_STORE');
