import type { MikroORM } from '@mikro-orm/postgresql';
import type { BookRequestStatus, CleanBookRequest } from '../../domain/index.js';
import type { BookRequestDecision, BookRequestRecord, BookRequestStore } from '../../application/book-requests/book-request-store.port.js';
import { db, transaction, type Db } from '../persistence/database.js';
import { aroundReadingListWrite } from '../readers/cached-reading-list-store.js';
import { isUuid } from '../readers/is-uuid.js';

/** A request with its reader's name and age (from the member). */
const selectRequests = (k: Db) =>
  k
    .selectFrom('book_requests as r')
    .innerJoin('family_members as m', 'm.id', 'r.member_id')
    .select([
      'r.id',
      'r.user_id',
      'r.member_id',
      'm.name as reader_name',
      'm.age as reader_age',
      'r.title',
      'r.author',
      'r.isbn',
      'r.reader_note',
      'r.status',
      'r.parent_note',
      'r.created_at',
      'r.decided_at',
    ]);

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

const toRecord = (r: RequestRow): BookRequestRecord => ({
  id: r.id,
  user_id: r.user_id,
  reader_id: r.member_id,
  reader_name: r.reader_name,
  reader_age: r.reader_age,
  title: r.title,
  author: r.author,
  isbn: r.isbn,
  reader_note: r.reader_note,
  status: r.status,
  parent_note: r.parent_note,
  created_at: r.created_at.toISOString(),
  decided_at: r.decided_at?.toISOString() ?? null,
});

/**
 * book_requests through MikroORM's typed Kysely; every statement carries the owner's `user_id`. The
 * partial unique index (member, lower(title), lower(author)) where pending settles two racing asks;
 * an answer updates only a pending row, so two racing answers cannot both win.
 */
export class MikroOrmBookRequestStore implements BookRequestStore {
  constructor(private readonly orm: MikroORM) {}

  async add(userId: string, readerId: string, request: CleanBookRequest, now: Date): Promise<BookRequestRecord | 'duplicate'> {
    const k = db(this.orm);
    const inserted = await k
      .insertInto('book_requests')
      .columns(['user_id', 'member_id', 'title', 'author', 'isbn', 'reader_note', 'status', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('family_members as m')
          .select((s) => [
            s.val(userId).as('user_id'),
            'm.id',
            s.val(request.title).as('title'),
            s.val(request.author).as('author'),
            s.val(request.isbn).as('isbn'),
            s.val(request.readerNote).as('reader_note'),
            s.val('pending').as('status'),
            s.val(now).as('created_at'),
          ])
          .where('m.id', '=', readerId)
          .where('m.user_id', '=', userId),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'duplicate';
    return (await this.find(userId, inserted.id))!;
  }

  async listForReader(userId: string, readerId: string): Promise<BookRequestRecord[]> {
    if (!isUuid(readerId)) return [];
    const rows = await selectRequests(db(this.orm))
      .where('r.user_id', '=', userId)
      .where('r.member_id', '=', readerId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  async listForAccount(userId: string, status: BookRequestStatus | 'all'): Promise<BookRequestRecord[]> {
    let q = selectRequests(db(this.orm)).where('r.user_id', '=', userId);
    if (status !== 'all') q = q.where('r.status', '=', status);
    return (await q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute()).map(toRecord);
  }

  async find(userId: string, id: string): Promise<BookRequestRecord | null> {
    if (!isUuid(id)) return null;
    const r = await selectRequests(db(this.orm)).where('r.id', '=', id).where('r.user_id', '=', userId).executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  async decide(userId: string, id: string, decision: BookRequestDecision): Promise<BookRequestRecord | 'not_pending'> {
    if (!isUuid(id)) return 'not_pending';
    if (!decision.listItem) return this.write(userId, id, decision);
    // an approval adds its book to the reading list outside the reading-list store: the cached lists go, before and after
    return aroundReadingListWrite(() => this.write(userId, id, decision));
  }

  private write(userId: string, id: string, decision: BookRequestDecision): Promise<BookRequestRecord | 'not_pending'> {
    return transaction(this.orm, async (_em, tx) => {
      const updated = await tx
        .updateTable('book_requests')
        .set({ status: decision.status, parent_note: decision.parentNote, decided_at: decision.decidedAt })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .returning('id')
        .execute();
      if (updated.length === 0) return 'not_pending' as const;
      const item = decision.listItem;
      if (item) {
        // the reading list's unique index (reader, lower(title), lower(author)) leaves a book already there alone
        await tx
          .insertInto('reading_list')
          .values({
            user_id: userId,
            reader_id: item.reader_id,
            reader_name: item.reader_name,
            title: item.title,
            author: item.author,
            analysis: null,
            reading_status: 'to_read',
            created_at: decision.decidedAt,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      return toRecord(await selectRequests(tx).where('r.id', '=', id).where('r.user_id', '=', userId).executeTakeFirstOrThrow());
    });
  }
}
