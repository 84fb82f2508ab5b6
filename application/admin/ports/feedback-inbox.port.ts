import type { FeedbackStatus } from '../../../domain/index.js';

/** A feedback row as the admin dashboard shows it (the specification's snake_case fields). */
export interface FeedbackItem {
  readonly id: string;
  readonly user_id: string | null;
  readonly category: string | null;
  readonly status: FeedbackStatus;
  readonly feedback_text: string;
  readonly rating: number | null;
  readonly email: string | null;
  readonly page_url: string | null;
  readonly user_agent: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** All feedback, for admins. */
export interface FeedbackInbox {
  /** Newest first. */
  list(page: Page): Promise<FeedbackItem[]>;
  find(id: string): Promise<FeedbackItem | null>;
  /**
   * Moves the row from `from` to `to` only if it is still in `from` (another admin may have moved
   * it meanwhile); null when it was not.
   */
  changeStatus(id: string, from: FeedbackStatus, to: FeedbackStatus, at: Date): Promise<FeedbackItem | null>;
}
export const FEEDBACK_INBOX = Symbol('FEEDBACK_INBOX');
