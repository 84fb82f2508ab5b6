import type { MikroORM } from '@mikro-orm/postgresql';
import { isDuplicateKeyError, type ReadingStatus } from '../../domain/index.js';
import type { NewReadingListItem, ReadingListItem, ReadingListStore, ReadingProgressChange } from '../../application/reading-list/reading-list-store.port.js';
import { iso, isoOrNull, sql } from '../persistence/sql.js';
import { fromJson, isUuid, toJsonParam, type Row } from './row-values.js';

const toItem = (r: Row): ReadingListItem => ({
  id: String(r.id),
  user_id: String(r.user_id),
  reader_id: String(r.reader_id),
  reader_name: String(r.reader_name),
  title: String(r.title),
  author: String(r.author),
  reading_status: r.reading_status as ReadingStatus,
  started_reading_at: isoOrNull(r.started_reading_at),
  completed_reading_at: isoOrNull(r.completed_reading_at),
  analysis: fromJson(r.analysis),
  created_at: iso(r.created_at),
});

/**
 * reading_list in PostgreSQL; every statement carries `user_id = ?`. The unique index on
 * (user_id, reader_id, lower(title), lower(author)) settles two simultaneous adds of one book.
 */
export class MikroOrmReadingListStore implements ReadingListStore {
  constructor(private readonly orm: MikroORM) {}

  async list(userId: string, readerId?: string): Promise<ReadingListItem[]> {
    const rows = readerId === undefined
      ? await sql(this.orm, `select * from reading_list where user_id = ? order by created_at desc, id desc`, [userId])
      : await sql(this.orm, `select * from reading_list where user_id = ? and reader_id = ? order by created_at desc, id desc`, [userId, readerId]);
    return rows.map(toItem);
  }

  async find(userId: string, id: string): Promise<ReadingListItem | null> {
    if (!isUuid(id)) return null;
    const [r] = await sql(this.orm, `select * from reading_list where id = ? and user_id = ?`, [id, userId]);
    return r ? toItem(r) : null;
  }

  async add(userId: string, item: NewReadingListItem, now: Date): Promise<ReadingListItem | 'duplicate'> {
    try {
      const [r] = await sql(
        this.orm,
        `insert into reading_list (user_id, reader_id, reader_name, title, author, analysis, reading_status, created_at)
         values (?, ?, ?, ?, ?, ?::jsonb, 'to_read', ?) returning *`,
        [userId, item.reader_id, item.reader_name, item.title, item.author, toJsonParam(item.analysis), now],
      );
      return toItem(r);
    } catch (error) {
      if (isDuplicateKeyError(duplicateFacts(error))) return 'duplicate';
      throw error;
    }
  }

  async saveProgress(userId: string, change: ReadingProgressChange): Promise<ReadingListItem | null> {
    if (!isUuid(change.id)) return null;
    const [r] = await sql(
      this.orm,
      `update reading_list set reading_status = ?, started_reading_at = ?, completed_reading_at = ? where id = ? and user_id = ? returning *`,
      [change.reading_status, change.started_reading_at, change.completed_reading_at, change.id, userId],
    );
    return r ? toItem(r) : null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await sql(this.orm, `delete from reading_list where id = ? and user_id = ? returning id`, [id, userId])).length === 1;
  }

  async countCompleted(userId: string, readerId: string, from: Date, to: Date): Promise<number> {
    const [r] = await sql(
      this.orm,
      `select count(*)::int as n from reading_list
        where user_id = ? and reader_id = ? and reading_status = 'completed' and completed_reading_at >= ? and completed_reading_at < ?`,
      [userId, readerId, from, to],
    );
    return Number(r.n);
  }
}

/** MikroORM wraps the driver's error (UniqueConstraintViolationException); the SQLSTATE may sit on it or on its cause. */
function duplicateFacts(error: unknown): { code?: string | null; message?: string | null } {
  const e = error as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: { code?: unknown } } | null;
  if (e?.constructor?.name === 'UniqueConstraintViolationException') return { code: '23505' };
  const code = [e?.code, e?.sqlState, e?.cause?.code].find((c) => typeof c === 'string') as string | undefined;
  return { code: code ?? null, message: typeof e?.message === 'string' ? e.message : null };
}
