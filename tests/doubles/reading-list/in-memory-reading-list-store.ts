import { isSameReadingListBook } from '../../../domain/index.js';
import type {
  ImportedReadingListItem,
  NewReadingListItem,
  ReadingListItem,
  ReadingListStore,
  ReadingProgressChange,
} from '../../../application/reading-list/reading-list-store.port.js';

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
  /** Set to make addMany fail after writing this many books (it then rolls back, like a transaction). */
  failAddManyAfter: number | null = null;

  async addMany(userId: string, items: readonly ImportedReadingListItem[], now: Date) {
    for (const raced of this.racing.splice(0)) await this.insert(userId, raced, now);
    const before = this.rows.length;
    const added: ReadingListItem[] = [];
    const duplicates: number[] = [];
    for (const [i, item] of items.entries()) {
      if (this.failAddManyAfter !== null && added.length === this.failAddManyAfter) {
        this.rows.splice(before);
        throw new Error('store failed half way');
      }
      if (this.rows.some((r) => r.user_id === userId && isSameReadingListBook(r, item))) duplicates.push(i);
      else added.push(await this.insert(userId, item, now));
    }
    return { added, duplicates };
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

  private async insert(userId: string, item: NewReadingListItem | ImportedReadingListItem, now: Date): Promise<ReadingListItem> {
    this.seq += 1;
    const row: ReadingListItem = {
      reading_status: 'to_read',
      started_reading_at: null,
      completed_reading_at: null,
      ...item,
      id: `10000000-0000-4000-8000-${String(this.seq).padStart(12, '0')}`,
      user_id: userId,
      created_at: now.toISOString(),
    };
    this.rows.push(row);
    return row;
  }
}
