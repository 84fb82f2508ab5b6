import type { MikroORM } from '@mikro-orm/postgresql';
import type { ShelfStore, StoredShelfBook, StoredShelfSession, StoredShelfVerdict } from '../../application/shelf/shelf-store.port.js';
import { ShelfSessionBookEntity, ShelfSessionEntity } from '../persistence/entities/index.js';

type SessionRow = { id: string; reader_ids: string[]; started_at: Date; ended_at?: Date | null };
type BookRow = { id: string; isbn: string; title?: string | null; author?: string | null; in_catalog: boolean; verdicts: unknown[]; added_at: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const session = (row: SessionRow): StoredShelfSession => ({
  id: row.id,
  reader_ids: row.reader_ids,
  started_at: row.started_at.toISOString(),
  ended_at: row.ended_at ? row.ended_at.toISOString() : null,
});
const book = (row: BookRow): StoredShelfBook => ({
  id: row.id,
  isbn: row.isbn,
  title: row.title ?? null,
  author: row.author ?? null,
  in_catalog: row.in_catalog,
  verdicts: row.verdicts as StoredShelfVerdict[],
  added_at: row.added_at.toISOString(),
});

/** Shelf sessions through MikroORM's EntityManager (a fork per call: no identity map outlives it). */
export class MikroOrmShelfStore implements ShelfStore {
  constructor(private readonly orm: MikroORM) {}

  async create(userId: string, readerIds: readonly string[], now: Date): Promise<StoredShelfSession> {
    const em = this.orm.em.fork();
    const row = em.create(ShelfSessionEntity, { user_id: userId, reader_ids: [...readerIds], started_at: now, ended_at: null });
    await em.flush();
    return session(row);
  }

  async find(userId: string, sessionId: string): Promise<StoredShelfSession | null> {
    if (!UUID.test(sessionId)) return null;
    const row = await this.orm.em.fork().findOne(ShelfSessionEntity, { id: sessionId, user_id: userId });
    return row ? session(row) : null;
  }

  async list(userId: string, limit: number): Promise<(StoredShelfSession & { book_count: number })[]> {
    const em = this.orm.em.fork();
    const rows = await em.find(ShelfSessionEntity, { user_id: userId }, { orderBy: { started_at: 'desc', id: 'desc' }, limit });
    const counts = new Map<string, number>();
    if (rows.length > 0) {
      const books = await em.find(ShelfSessionBookEntity, { session_id: { $in: rows.map((r) => r.id) } }, { fields: ['session_id'] });
      for (const b of books) counts.set(b.session_id, (counts.get(b.session_id) ?? 0) + 1);
    }
    return rows.map((row) => ({ ...session(row), book_count: counts.get(row.id) ?? 0 }));
  }

  async books(sessionId: string): Promise<StoredShelfBook[]> {
    const rows = await this.orm.em.fork().find(ShelfSessionBookEntity, { session_id: sessionId }, { orderBy: { added_at: 'asc', id: 'asc' } });
    return rows.map(book);
  }

  async addBook(sessionId: string, entry: Omit<StoredShelfBook, 'id' | 'added_at'>, now: Date): Promise<{ book: StoredShelfBook; created: boolean }> {
    const em = this.orm.em.fork();
    // one book once per session: a second scan racing in finds the first row (the unique index decides)
    const inserted = await em
      .createQueryBuilder(ShelfSessionBookEntity)
      .insert({
        session_id: sessionId,
        isbn: entry.isbn,
        title: entry.title,
        author: entry.author,
        in_catalog: entry.in_catalog,
        verdicts: [...entry.verdicts],
        added_at: now,
      })
      .onConflict(['session_id', 'isbn'])
      .ignore()
      .execute<{ affectedRows: number }>('run');
    const row = await em.findOneOrFail(ShelfSessionBookEntity, { session_id: sessionId, isbn: entry.isbn });
    return { book: book(row), created: inserted.affectedRows > 0 };
  }

  async end(sessionId: string, now: Date): Promise<void> {
    await this.orm.em.fork().nativeUpdate(ShelfSessionEntity, { id: sessionId, ended_at: null }, { ended_at: now });
  }
}
