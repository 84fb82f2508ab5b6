import type { MikroORM } from '@mikro-orm/postgresql';
import type { ScanType } from '../../domain/index.js';
import type { NewScanHistoryEntry, ScanHistoryEntry, ScanHistoryStore } from '../../application/scan-history/scan-history-store.port.js';
import { iso, sql } from '../persistence/sql.js';
import { isUuid, textOrNull, type Row } from './row-values.js';

const toEntry = (r: Row): ScanHistoryEntry => ({
  id: String(r.id),
  user_id: String(r.user_id),
  reader_id: textOrNull(r.reader_id),
  reader_name: textOrNull(r.reader_name),
  book_title: String(r.book_title),
  book_author: textOrNull(r.book_author),
  scan_image_url: null,
  scan_type: r.scan_type as ScanType,
  books_found: Number(r.books_found),
  created_at: iso(r.created_at),
});

/** scan_history in PostgreSQL; every statement carries `user_id = ?`; scan_image_url is never written. */
export class MikroOrmScanHistoryStore implements ScanHistoryStore {
  constructor(private readonly orm: MikroORM) {}

  async latest(userId: string, limit: number): Promise<ScanHistoryEntry[]> {
    return (await sql(this.orm, `select * from scan_history where user_id = ? order by created_at desc, id desc limit ?`, [userId, limit])).map(toEntry);
  }

  async add(userId: string, e: NewScanHistoryEntry, now: Date): Promise<ScanHistoryEntry> {
    const [r] = await sql(
      this.orm,
      `insert into scan_history (user_id, reader_id, reader_name, book_title, book_author, scan_image_url, scan_type, books_found, created_at)
       values (?, ?, ?, ?, ?, null, ?, ?, ?) returning *`,
      [userId, e.reader_id, e.reader_name, e.book_title, e.book_author, e.scan_type, e.books_found, now],
    );
    return toEntry(r);
  }

  async forgetBeyond(userId: string, keep: number): Promise<void> {
    await sql(
      this.orm,
      `delete from scan_history where user_id = ? and id in (
         select id from scan_history where user_id = ? order by created_at desc, id desc offset ?)`,
      [userId, userId, keep],
    );
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await sql(this.orm, `delete from scan_history where id = ? and user_id = ? returning id`, [id, userId])).length === 1;
  }
}
