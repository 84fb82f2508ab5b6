import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import { isDuplicateKeyError } from '../../domain/index.js';
import type {
  ImportedReadingListItem,
  NewReadingListItem,
  ReadingListImportWrite,
  ReadingListItem,
  ReadingListStore,
  ReadingProgressChange,
} from '../../application/reading-list/reading-list-store.port.js';
import { db, transaction } from '../persistence/database.js';
import { ReadingListEntity } from '../persistence/entities/index.js';
import { isUuid } from './is-uuid.js';

const toItem = (r: InferEntity<typeof ReadingListEntity>): ReadingListItem => ({
  id: r.id,
  user_id: r.user_id,
  reader_id: r.reader_id,
  reader_name: r.reader_name,
  title: r.title,
  author: r.author,
  reading_status: r.reading_status,
  started_reading_at: r.started_reading_at?.toISOString() ?? null,
  completed_reading_at: r.completed_reading_at?.toISOString() ?? null,
  analysis: r.analysis ?? null,
  created_at: r.created_at.toISOString(),
});

/** An ISO instant of the port as the Date a timestamptz column takes. */
const dateOrNull = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

/**
 * reading_list through MikroORM; every statement carries the owner's `user_id`. The unique index on
 * (user_id, reader_id, lower(title), lower(author)) settles two simultaneous adds of one book.
 */
export class MikroOrmReadingListStore implements ReadingListStore {
  constructor(private readonly orm: MikroORM) {}

  // the two reads of every reading-list screen go through typed Kysely: the entity manager's find
  // hydrates each row into an entity first, several times the cost of the query here
  async list(userId: string, readerId?: string): Promise<ReadingListItem[]> {
    let q = db(this.orm).selectFrom('reading_list').selectAll().where('user_id', '=', userId);
    if (readerId !== undefined) q = q.where('reader_id', '=', readerId);
    return (await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map(toItem);
  }

  async find(userId: string, id: string): Promise<ReadingListItem | null> {
    if (!isUuid(id)) return null;
    const r = await db(this.orm).selectFrom('reading_list').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return r ? toItem(r) : null;
  }

  async add(userId: string, item: NewReadingListItem, now: Date): Promise<ReadingListItem | 'duplicate'> {
    try {
      const r = await db(this.orm)
        .insertInto('reading_list')
        .values({
          user_id: userId,
          reader_id: item.reader_id,
          reader_name: item.reader_name,
          title: item.title,
          author: item.author,
          analysis: item.analysis,
          reading_status: 'to_read',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
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
    return transaction(this.orm, async (_em, tx) => {
      const added: ReadingListItem[] = [];
      const duplicates: number[] = [];
      for (let start = 0; start < items.length; start += IMPORT_CHUNK) {
        const chunk = items.slice(start, start + IMPORT_CHUNK);
        const rows = await tx
          .insertInto('reading_list')
          .values(
            chunk.map((item) => ({
              user_id: userId,
              reader_id: item.reader_id,
              reader_name: item.reader_name,
              title: item.title,
              author: item.author,
              analysis: item.analysis,
              reading_status: item.reading_status,
              started_reading_at: dateOrNull(item.started_reading_at),
              completed_reading_at: dateOrNull(item.completed_reading_at),
              created_at: now,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .execute();
        // the rows come back with the exact title and author sent; a book of the chunk missing from them was refused by the index
        const written = new Map(rows.map((r) => [bookKey(r.reader_id, r.title, r.author), toItem(r)]));
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
    const r = await db(this.orm)
      .updateTable('reading_list')
      .set({
        reading_status: change.reading_status,
        started_reading_at: dateOrNull(change.started_reading_at),
        completed_reading_at: dateOrNull(change.completed_reading_at),
      })
      .where('id', '=', change.id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return r ? toItem(r) : null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.orm.em.fork().nativeDelete(ReadingListEntity, { id, user_id: userId })) === 1;
  }

  async countCompleted(userId: string, readerId: string, from: Date, to: Date): Promise<number> {
    return this.orm.em
      .fork()
      .count(ReadingListEntity, { user_id: userId, reader_id: readerId, reading_status: 'completed', completed_reading_at: { $gte: from, $lt: to } });
  }
}

/** Books a single insert statement carries (10 parameters each, well under PostgreSQL's 65,535). */
const IMPORT_CHUNK = 500;
const bookKey = (readerId: string, title: string, author: string) => JSON.stringify([readerId, title, author]);

/** MikroORM wraps the driver's error (UniqueConstraintViolationException); the SQLSTATE may sit on it or on its cause. */
function duplicateFacts(error: unknown): { code?: string | null; message?: string | null } {
  const e = error as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: { code?: unknown } } | null;
  if (e?.constructor?.name === 'UniqueConstraintViolationException') return { code: '23505' };
  const code = [e?.code, e?.sqlState, e?.cause?.code].find((c): c is string => typeof c === 'string');
  return { code: code ?? null, message: typeof e?.message === 'string' ? e.message : null };
}
