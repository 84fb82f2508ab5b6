import type { MikroORM } from '@mikro-orm/postgresql';
import { isDuplicateKeyError, type ReadingStatus } from '../../domain/index.js';
import type { ImportedReadingListItem, NewReadingListItem, ReadingListImportWrite, ReadingListItem, ReadingListStore, ReadingProgressChange } from '../../application/reading-list/reading-list-store.port.js';
import { inTransaction, iso, isoOrNull, sql } from '../persistence/sql.js';
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

  /**
   * One transaction, multi-row inserts of IMPORT_CHUNK books. `on conflict do nothing` lets the
   * unique index settle a book added meanwhile by another request without raising 23505, which
   * would abort the whole transaction: the book is simply not returned, and counted a duplicate.
   * Any other failure rolls every chunk back.
   */
  async addMany(userId: string, items: readonly ImportedReadingListItem[], now: Date): Promise<ReadingListImportWrite> {
    if (items.length === 0) return { added: [], duplicates: [] };
    return inTransaction(this.orm, async (run) => {
      const added: ReadingListItem[] = [];
      const duplicates: number[] = [];
      for (let start = 0; start < items.length; start += IMPORT_CHUNK) {
        const chunk = items.slice(start, start + IMPORT_CHUNK);
        const rows = await run(
          `insert into reading_list (user_id, reader_id, reader_name, title, author, analysis, reading_status, started_reading_at, completed_reading_at, created_at)
           values ${chunk.map(() => '(?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)').join(', ')}
           on conflict do nothing returning *`,
          chunk.flatMap((item) => [
            userId, item.reader_id, item.reader_name, item.title, item.author, toJsonParam(item.analysis),
            item.reading_status, item.started_reading_at, item.completed_reading_at, now,
          ]),
        );
        // the rows come back with the exact title and author sent; a book of the chunk missing from them was refused by the index
        const written = new Map(rows.map((r) => [bookKey(String(r.reader_id), String(r.title), String(r.author)), toItem(r)]));
        chunk.forEach((item, i) => {
          const row = written.get(bookKey(item.reader_id, item.title, item.author));
          if (row) added.push(row);
          else duplicates.push(start + i);
        });
      }
      return { added, duplicates };
    });
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

/** Books a single insert statement carries (10 parameters each, well under PostgreSQL's 65,535). */
const IMPORT_CHUNK = 500;
const bookKey = (readerId: string, title: string, author: string) => JSON.stringify([readerId, title, author]);

/** MikroORM wraps the driver's error (UniqueConstraintViolationException); the SQLSTATE may sit on it or on its cause. */
function duplicateFacts(error: unknown): { code?: string | null; message?: string | null } {
  const e = error as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: { code?: unknown } } | null;
  if (e?.constructor?.name === 'UniqueConstraintViolationException') return { code: '23505' };
  const code = [e?.code, e?.sqlState, e?.cause?.code].find((c) => typeof c === 'string') as string | undefined;
  return { code: code ?? null, message: typeof e?.message === 'string' ? e.message : null };
}
