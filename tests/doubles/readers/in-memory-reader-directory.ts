import { DEFAULT_OWN_AGE, SELF_READER_ID } from '../../../domain/index.js';
import type { ReaderDirectory, ReaderSnapshot } from '../../../application/ports/reader-directory.port.js';
import type { InMemoryFamilyMemberStore } from './in-memory-family-member-store.js';

/** A ReaderDirectory over an in-memory member store; 'self' is always there, named `selfName`. */
export class InMemoryReaderDirectory implements ReaderDirectory {
  constructor(
    private readonly members: InMemoryFamilyMemberStore,
    private readonly selfName = 'You',
  ) {}

  async find(userId: string, readerId: string): Promise<ReaderSnapshot | null> {
    const base = { readingLevel: null, tolerance: {}, preferences: [], screening: [], summary: null };
    if (readerId === SELF_READER_ID) return { ...base, id: SELF_READER_ID, name: this.selfName, age: DEFAULT_OWN_AGE };
    const m = await this.members.find(userId, readerId);
    return m ? { ...base, id: m.id, name: m.name, age: m.age, readingLevel: m.reading_level } : null;
  }
}
