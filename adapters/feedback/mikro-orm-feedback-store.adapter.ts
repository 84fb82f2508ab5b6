import type { MikroORM } from '@mikro-orm/postgresql';
import type { FeedbackStore, LimitDecision, NewFeedback, StoredFeedback } from '../../application/feedback/feedback-store.port.js';
import { db, transaction, type Db } from '../persistence/database.js';
import { FeedbackEntity } from '../persistence/entities/index.js';

/** One feedback row written; answers what the caller shows of it. */
async function insert(k: Db, row: NewFeedback, now: Date): Promise<StoredFeedback> {
  const r = await k
    .insertInto('feedback')
    .values({
      user_id: row.user_id,
      feedback_text: row.feedback_text,
      rating: row.rating,
      category: row.category,
      email: row.email,
      page_url: row.page_url,
      user_agent: row.user_agent,
      status: 'new',
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'status', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: r.id, status: r.status, created_at: r.created_at.toISOString() };
}

/** Feedback rows through MikroORM. */
export class MikroOrmFeedbackStore implements FeedbackStore {
  constructor(private readonly orm: MikroORM) {}

  async countOf(userId: string): Promise<number> {
    return this.orm.em.fork().count(FeedbackEntity, { user_id: userId });
  }

  async insert(row: NewFeedback, now: Date): Promise<StoredFeedback> {
    return insert(db(this.orm), row, now);
  }

  async insertWithinLimit<D extends LimitDecision>(
    row: NewFeedback & { user_id: string },
    now: Date,
    since: Date,
    decide: (attempts: readonly Date[]) => D,
  ): Promise<{ decision: D; stored: StoredFeedback | null }> {
    return transaction(this.orm, async (_em, tx) => {
      // the user's row is the lock: a second submission of the same user waits for this one
      await tx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().execute();
      const rows = await tx
        .selectFrom('feedback')
        .select('created_at')
        .where('user_id', '=', row.user_id)
        .where('created_at', '>', since)
        .orderBy('created_at')
        .execute();
      const decision = decide(rows.map((r) => r.created_at));
      if (!decision.allowed) return { decision, stored: null };
      return { decision, stored: await insert(tx, row, now) };
    });
  }
}
