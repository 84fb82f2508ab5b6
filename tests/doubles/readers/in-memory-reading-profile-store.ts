import type { ReadingProfileFields, ReadingProfileRow, ReadingProfileStore } from '../../../application/readers/reading-profile-store.port.js';

/** A ReadingProfileStore in memory, for use-case tests. */
export class InMemoryReadingProfileStore implements ReadingProfileStore {
  readonly rows = new Map<string, ReadingProfileRow>();

  async get(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async save(userId: string, fields: ReadingProfileFields, now: Date) {
    const at = now.toISOString();
    const current: ReadingProfileRow = this.rows.get(userId) ?? {
      user_id: userId,
      quiz_data: null,
      quiz_completed: false,
      reading_filter: null,
      content_tolerance: null,
      first_name: null,
      display_name: null,
      full_name: null,
      created_at: at,
      updated_at: at,
    };
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const next = { ...current, ...given, updated_at: at };
    this.rows.set(userId, next);
    return next;
  }
  async remove(userId: string) {
    return this.rows.delete(userId);
  }
}
