import { sql } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FeedbackStatus } from '../../domain/index.js';
import type { FeedbackInbox, FeedbackItem, Page } from '../../application/admin/ports/feedback-inbox.port.js';
import { db, type Row } from '../persistence/database.js';

const COLUMNS = ['id', 'user_id', 'category', 'status', 'feedback_text', 'rating', 'email', 'page_url', 'user_agent', 'created_at', 'updated_at'] as const;

const toItem = (row: Pick<Row<'feedback'>, (typeof COLUMNS)[number]>): FeedbackItem => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The feedback table, for admins, through MikroORM's typed Kysely. Feedback of a deleted account is hidden at once (and removed by the purge). */
export class PgFeedbackInbox implements FeedbackInbox {
  constructor(private readonly orm: MikroORM) {}

  /** Feedback of live accounts only (and anonymous feedback). */
  private live() {
    const k = db(this.orm);
    return {
      k,
      live: k
        .selectFrom('users as u')
        .select('u.id')
        .where(sql<boolean>`u.id = feedback.user_id`)
        .where('u.deleted_at', 'is not', null),
    };
  }

  async list(page: Page): Promise<FeedbackItem[]> {
    const { k, live } = this.live();
    const rows = await k
      .selectFrom('feedback')
      .select(COLUMNS)
      .where((eb) => eb.not(eb.exists(live)))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map(toItem);
  }

  async find(id: string): Promise<FeedbackItem | null> {
    const { k, live } = this.live();
    const r = await k
      .selectFrom('feedback')
      .select(COLUMNS)
      .where('id', '=', id)
      .where((eb) => eb.not(eb.exists(live)))
      .executeTakeFirst();
    return r ? toItem(r) : null;
  }

  async changeStatus(id: string, from: FeedbackStatus, to: FeedbackStatus, at: Date): Promise<FeedbackItem | null> {
    const { k, live } = this.live();
    const r = await k
      .updateTable('feedback')
      .set({ status: to, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', from)
      .where((eb) => eb.not(eb.exists(live)))
      .returning(COLUMNS)
      .executeTakeFirst();
    return r ? toItem(r) : null;
  }
}
