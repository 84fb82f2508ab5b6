import type { MikroORM } from '@mikro-orm/postgresql';
import type { FeedbackStatus } from '../../domain/index.js';
import type { FeedbackInbox, FeedbackItem, Page } from '../../application/admin/ports/feedback-inbox.port.js';
import { isoTime, pgPoolOf } from './pg-pool.js';

const COLUMNS = 'id, user_id, category, status, feedback_text, rating, email, page_url, user_agent, created_at, updated_at';

/** Feedback of a deleted account is hidden at once (and removed by the purge). */
const LIVE = 'not exists (select 1 from users u where u.id = feedback.user_id and u.deleted_at is not null)';

type Row = Omit<FeedbackItem, 'created_at' | 'updated_at'> & { created_at: unknown; updated_at: unknown };
const toItem = (row: Row): FeedbackItem => ({ ...row, created_at: isoTime(row.created_at), updated_at: isoTime(row.updated_at) });

/** The feedback table, for admins. */
export class PgFeedbackInbox implements FeedbackInbox {
  private readonly pool: ReturnType<typeof pgPoolOf>;

  constructor(orm: MikroORM) {
    this.pool = pgPoolOf(orm);
  }

  async list(page: Page): Promise<FeedbackItem[]> {
    const { rows } = await (await this.pool()).query<Row>(
      `select ${COLUMNS} from feedback where ${LIVE} order by created_at desc, id desc limit $1 offset $2`,
      [page.limit, page.offset],
    );
    return rows.map(toItem);
  }

  async find(id: string): Promise<FeedbackItem | null> {
    const { rows } = await (await this.pool()).query<Row>(`select ${COLUMNS} from feedback where id = $1 and ${LIVE}`, [id]);
    return rows[0] ? toItem(rows[0]) : null;
  }

  async changeStatus(id: string, from: FeedbackStatus, to: FeedbackStatus, at: Date): Promise<FeedbackItem | null> {
    const { rows } = await (await this.pool()).query<Row>(
      `update feedback set status = $3, updated_at = $4 where id = $1 and status = $2 and ${LIVE} returning ${COLUMNS}`,
      [id, from, to, at.toISOString()],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }
}
