import type { MikroORM } from '@mikro-orm/postgresql';
import type { FeedbackStore, NewFeedback, StoredFeedback } from '../../application/feedback/feedback-store.port.js';
import { iso, sql } from '../persistence/sql.js';

/** Feedback rows in PostgreSQL. */
export class MikroOrmFeedbackStore implements FeedbackStore {
  constructor(private readonly orm: MikroORM) {}

  async attemptsSince(userId: string, since: Date): Promise<Date[]> {
    const rows = await sql(this.orm, `select created_at from feedback where user_id = ? and created_at > ? order by created_at`, [userId, since]);
    return rows.map((r) => new Date(iso(r.created_at)));
  }

  async insert(row: NewFeedback, now: Date): Promise<StoredFeedback> {
    const [r] = await sql(
      this.orm,
      `insert into feedback (user_id, feedback_text, rating, category, email, page_url, user_agent, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, 'new', ?, ?) returning id, status, created_at`,
      [row.user_id, row.feedback_text, row.rating, row.category, row.email, row.page_url, row.user_agent, now, now],
    );
    return { id: String(r.id), status: String(r.status), created_at: iso(r.created_at) };
  }
}
