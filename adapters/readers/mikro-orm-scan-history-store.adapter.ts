import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import type { NewScanHistoryEntry, ScanHistoryEntry, ScanHistoryStore } from '../../application/scan-history/scan-history-store.port.js';
import { db } from '../persistence/database.js';
import { ScanHistoryEntity } from '../persistence/entities/index.js';
import { isUuid } from './is-uuid.js';

const toEntry = (r: InferEntity<typeof ScanHistoryEntity>): ScanHistoryEntry => ({
  id: r.id,
  user_id: r.user_id,
  reader_id: r.reader_id ?? null,
  reader_name: r.reader_name ?? null,
  book_title: r.book_title,
  book_author: r.book_author ?? null,
  scan_image_url: null,
  scan_type: r.scan_type,
  books_found: r.books_found,
  created_at: r.created_at.toISOString(),
});

/** scan_history through MikroORM; every statement carries the owner's `user_id`; scan_image_url is never written. */
export class MikroOrmScanHistoryStore implements ScanHistoryStore {
  constructor(private readonly orm: MikroORM) {}

  async latest(userId: string, limit: number): Promise<ScanHistoryEntry[]> {
    const rows = await this.orm.em
      .fork()
      .find(ScanHistoryEntity, { user_id: userId }, { orderBy: { created_at: 'desc', id: 'desc' }, limit, disableIdentityMap: true });
    return rows.map(toEntry);
  }

  async add(userId: string, e: NewScanHistoryEntry, now: Date): Promise<ScanHistoryEntry> {
    const r = await db(this.orm)
      .insertInto('scan_history')
      .values({
        user_id: userId,
        reader_id: e.reader_id,
        reader_name: e.reader_name,
        book_title: e.book_title,
        book_author: e.book_author,
        scan_image_url: null,
        scan_type: e.scan_type,
        books_found: e.books_found,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEntry(r);
  }

  async forgetBeyond(userId: string, keep: number): Promise<void> {
    const k = db(this.orm);
    await k
      .deleteFrom('scan_history')
      .where('user_id', '=', userId)
      .where(
        'id',
        'in',
        k.selectFrom('scan_history').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(keep),
      )
      .execute();
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.orm.em.fork().nativeDelete(ScanHistoryEntity, { id, user_id: userId })) === 1;
  }
}
