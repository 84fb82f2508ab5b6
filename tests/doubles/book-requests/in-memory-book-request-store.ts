import type { BookRequestStatus, CleanBookRequest } from '../../../domain/index.js';
import type { NewReadingListItem } from '../../../application/reading-list/reading-list-store.port.js';
import type { BookRequestDecision, BookRequestRecord, BookRequestStore } from '../../../application/book-requests/book-request-store.port.js';

/** A BookRequestStore in memory, for use-case tests; `readers` names and ages the members. */
export class InMemoryBookRequestStore implements BookRequestStore {
  readonly rows: BookRequestRecord[] = [];
  readonly listed: (NewReadingListItem & { user_id: string })[] = [];
  /** Set to make the next add or decide lose a race (the unique index, a parallel answer). */
  loseNextRace = false;
  private seq = 0;

  constructor(private readonly readers: Record<string, { name: string; age: number }>) {}

  async add(userId: string, readerId: string, r: CleanBookRequest, now: Date): Promise<BookRequestRecord | 'duplicate'> {
    if (this.takeRace()) return 'duplicate';
    this.seq += 1;
    const reader = this.readers[readerId];
    const row: BookRequestRecord = {
      id: `req-${this.seq}`,
      user_id: userId,
      reader_id: readerId,
      reader_name: reader.name,
      reader_age: reader.age,
      title: r.title,
      author: r.author,
      isbn: r.isbn,
      reader_note: r.readerNote,
      status: 'pending',
      parent_note: null,
      created_at: now.toISOString(),
      decided_at: null,
    };
    this.rows.unshift(row);
    return row;
  }
  async listForReader(userId: string, readerId: string) {
    return this.rows.filter((r) => r.user_id === userId && r.reader_id === readerId);
  }
  async listForAccount(userId: string, status: BookRequestStatus | 'all') {
    return this.rows.filter((r) => r.user_id === userId && (status === 'all' || r.status === status));
  }
  async find(userId: string, id: string) {
    return this.rows.find((r) => r.user_id === userId && r.id === id) ?? null;
  }
  async decide(userId: string, id: string, d: BookRequestDecision): Promise<BookRequestRecord | 'not_pending'> {
    const i = this.rows.findIndex((r) => r.user_id === userId && r.id === id && r.status === 'pending');
    if (i < 0 || this.takeRace()) return 'not_pending';
    const row = { ...this.rows[i], status: d.status, parent_note: d.parentNote, decided_at: d.decidedAt.toISOString() };
    this.rows[i] = row;
    if (d.listItem) this.listed.push({ ...d.listItem, user_id: userId });
    return row;
  }
  private takeRace(): boolean {
    const lose = this.loseNextRace;
    this.loseNextRace = false;
    return lose;
  }
}
