import type { MikroORM } from '@mikro-orm/postgresql';
import type { FeedbackStore, LimitDecision, NewFeedback, StoredFeedback } from '../../application/feedback/feedback-store.port.js';
import { inTransaction, iso, sql } from '../persistence/sql.js';

const INSERT = `insert into feedback (user_id, feedback_text, rating, category, email, page_url, user_agent, status, created_at, updated_at)
  values (?, ?, ?, ?, ?, ?, ?, 'new', ?, ?) returning id, status, created_at`;

const params = (row: NewFeedback, now: Date) => [row.user_id, row.feedback_text, row.rating, row.category, row.email, row.page_url, row.user_agent, now, now];
const toStored = (r: Record<string, unknown>): StoredFeedback => ({ id: String(r.id), status: String(r.status), created_at: iso(r.created_at) });

/** Feedback rows in PostgreSQL. */
export class MikroOrmFeedbackStore implements FeedbackStore {
  async countOf(userId: string): Promise<number> {
    const [row] = await sql<{ n: string | number }>(this.orm, 'select count(*) as n from feedback where user_id = ?', [userId]);
    return Number(row?.n ?? 0);
  }

  constructor(private readonly orm: MikroORM) {}

  async insert(row: NewFeedback, now: Date): Promise<StoredFeedback> {
    const [r] = await sql(this.orm, INSERT, params(row, now));
    return toStored(r);
  }

  async insertWithinLimit<D extends LimitDecision>(
    row: NewFeedback & { user_id: string },
    now: Date,
    since: Date,
    decide: (attempts: readonly Date[]) => D,
  ): Promise<{ decision: D; stored: StoredFeedback | null }> {
    return inTransaction(this.orm, async (run) => {
      // the user's row is the lock: a second submission of the same user waits for this one
      await run(`select id from users where id = ? for update`, [row.user_id]);
      const rows = await run(`select created_at from feedback where user_id = ? and created_at > ? order by created_at`, [row.user_id, since]);
      const decision = decide(rows.map((r) => new Date(iso(r.created_at))));
      if (!decision.allowed) return { decision, stored: null };
      const [r] = await run(INSERT, params(row, now));
      return { decision, stored: toStored(r) };
    });
  }
}
