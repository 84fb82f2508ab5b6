import type { MikroORM } from '@mikro-orm/postgresql';
import type { BookRequestStatus, CleanBookRequest } from '../../domain/index.js';
import type { BookRequestDecision, BookRequestRecord, BookRequestStore } from '../../application/book-requests/book-request-store.port.js';
import { inTransaction, iso, isoOrNull, sql } from '../persistence/sql.js';
import { isUuid, textOrNull, type Row } from '../readers/row-values.js';

const toRecord = (r: Row): BookRequestRecord => ({
  id: String(r.id),
  user_id: String(r.user_id),
  reader_id: String(r.member_id),
  reader_name: String(r.reader_name),
  reader_age: Number(r.reader_age),
  title: String(r.title),
  author: String(r.author),
  isbn: textOrNull(r.isbn),
  reader_note: textOrNull(r.reader_note),
  status: r.status as BookRequestStatus,
  parent_note: textOrNull(r.parent_note),
  created_at: iso(r.created_at),
  decided_at: isoOrNull(r.decided_at),
});

const SELECT = `select r.*, m.name as reader_name, m.age as reader_age from book_requests r join family_members m on m.id = r.member_id`;
const NEWEST_FIRST = 'order by r.created_at desc, r.id desc';

/**
 * book_requests in PostgreSQL; every statement carries `user_id = ?`. The partial unique index
 * (member, lower(title), lower(author)) where pending settles two racing asks; an answer updates
 * only a pending row, so two racing answers cannot both win.
 */
export class MikroOrmBookRequestStore implements BookRequestStore {
  constructor(private readonly orm: MikroORM) {}

  async add(userId: string, readerId: string, request: CleanBookRequest, now: Date): Promise<BookRequestRecord | 'duplicate'> {
    const [inserted] = await sql(
      this.orm,
      `insert into book_requests (user_id, member_id, title, author, isbn, reader_note, status, created_at)
       select ?, m.id, ?, ?, ?, ?, 'pending', ? from family_members m where m.id = ? and m.user_id = ?
       on conflict do nothing returning id`,
      [userId, request.title, request.author, request.isbn, request.readerNote, now, readerId, userId],
    );
    if (!inserted) return 'duplicate';
    return (await this.find(userId, String(inserted.id)))!;
  }

  async listForReader(userId: string, readerId: string): Promise<BookRequestRecord[]> {
    if (!isUuid(readerId)) return [];
    return (await sql(this.orm, `${SELECT} where r.user_id = ? and r.member_id = ? ${NEWEST_FIRST}`, [userId, readerId])).map(toRecord);
  }

  async listForAccount(userId: string, status: BookRequestStatus | 'all'): Promise<BookRequestRecord[]> {
    const rows = status === 'all'
      ? await sql(this.orm, `${SELECT} where r.user_id = ? ${NEWEST_FIRST}`, [userId])
      : await sql(this.orm, `${SELECT} where r.user_id = ? and r.status = ? ${NEWEST_FIRST}`, [userId, status]);
    return rows.map(toRecord);
  }

  async find(userId: string, id: string): Promise<BookRequestRecord | null> {
    if (!isUuid(id)) return null;
    const [r] = await sql(this.orm, `${SELECT} where r.id = ? and r.user_id = ?`, [id, userId]);
    return r ? toRecord(r) : null;
  }

  async decide(userId: string, id: string, decision: BookRequestDecision): Promise<BookRequestRecord | 'not_pending'> {
    if (!isUuid(id)) return 'not_pending';
    return inTransaction(this.orm, async (run) => {
      const updated = await run(
        `update book_requests set status = ?, parent_note = ?, decided_at = ? where id = ? and user_id = ? and status = 'pending' returning id`,
        [decision.status, decision.parentNote, decision.decidedAt, id, userId],
      );
      if (updated.length === 0) return 'not_pending' as const;
      const item = decision.listItem;
      if (item) {
        // the reading list's unique index (reader, lower(title), lower(author)) leaves a book already there alone
        await run(
          `insert into reading_list (user_id, reader_id, reader_name, title, author, analysis, reading_status, created_at)
           values (?, ?, ?, ?, ?, null, 'to_read', ?) on conflict do nothing`,
          [userId, item.reader_id, item.reader_name, item.title, item.author, decision.decidedAt],
        );
      }
      const [r] = await run(`${SELECT} where r.id = ? and r.user_id = ?`, [id, userId]);
      return toRecord(r);
    });
  }
}
