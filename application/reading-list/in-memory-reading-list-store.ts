import { isSameReadingListBook } from '../../domain/index.js';
import type { NewReadingListItem, ReadingListItem, ReadingListStore, ReadingProgressChange } from './reading-list-store.port.js';

/** A ReadingListStore in memory that refuses duplicates like the unique index does, for use-case tests. */
export class InMemoryReadingListStore implements ReadingListStore {
  readonly rows: ReadingListItem[] = [];
  /** Books another request slips in between the duplicate check and the insert (a race). */
  readonly racing: NewReadingListItem[] = [];
  private seq = 0;

  async list(userId: string, readerId?: string) {
    return this.rows.filter((r) => r.user_id === userId && (readerId === undefined || r.reader_id === readerId)).reverse();
  }
  async find(userId: string, id: string) {
    return this.rows.find((r) => r.user_id === userId && r.id === id) ?? null;
  }
  async add(userId: string, item: NewReadingListItem, now: Date) {
    for (const raced of this.racing.splice(0)) await this.insert(userId, raced, now);
    if (this.rows.some((r) => r.user_id === userId && isSameReadingListBook(r, item))) return 'duplicate' as const;
    return this.insert(userId, item, now);
  }
  async saveProgress(userId: string, change: ReadingProgressChange) {
    const i = this.rows.findIndex((r) => r.user_id === userId && r.id === change.id);
    if (i < 0) return null;
    this.rows[i] = { ...this.rows[i], ...change };
    return this.rows[i];
  }
  async remove(userId: string, id: string) {
    const i = this.rows.findIndex((r) => r.user_id === userId && r.id === id);
    if (i >= 0) this.rows.splice(i, 1);
    return i >= 0;
  }
  async countCompleted(userId: string, readerId: string, from: Date, to: Date) {
    return this.rows.filter((r) => {
      const at = r.completed_reading_at ? new Date(r.completed_reading_at).getTime() : NaN;
      return r.user_id === userId && r.reader_id === readerId && r.reading_status === 'completed' && at >= from.getTime() && at < to.getTime();
    }).length;
  }

  private async insert(userId: string, item: NewReadingListItem, now: Date): Promise<ReadingListItem> {
    this.seq += 1;
    const row: ReadingListItem = {
      ...item, id: `10000000-0000-4000-8000-${String(this.seq).padStart(12, '0')}`, user_id: userId, reading_status: 'to_read',
      started_reading_at: null, completed_reading_at: null, created_at: now.toISOString(),
    };
    this.rows.push(row);
    return row;
  }
}
