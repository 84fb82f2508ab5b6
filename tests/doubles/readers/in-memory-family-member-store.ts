import type { FamilyMemberFields, FamilyMemberRow, FamilyMemberStore, NewFamilyMember } from '../../../application/readers/family-member-store.port.js';

/** A FamilyMemberStore in memory, for use-case tests. */
export class InMemoryFamilyMemberStore implements FamilyMemberStore {
  readonly rows: FamilyMemberRow[] = [];
  private seq = 0;

  async list(userId: string) {
    return this.rows.filter((r) => r.user_id === userId);
  }
  async find(userId: string, id: string) {
    return this.rows.find((r) => r.user_id === userId && r.id === id) ?? null;
  }
  async add(userId: string, m: NewFamilyMember, now: Date) {
    this.seq += 1;
    const at = now.toISOString();
    const row: FamilyMemberRow = {
      id: `00000000-0000-4000-8000-${String(this.seq).padStart(12, '0')}`,
      user_id: userId,
      name: m.name,
      age: m.age,
      reading_level: m.reading_level,
      has_completed_quiz: m.has_completed_quiz ?? false,
      quiz_data: m.quiz_data ?? null,
      ai_summary: m.ai_summary ?? null,
      book_filters: m.book_filters ?? null,
      content_tolerance: m.content_tolerance ?? null,
      created_at: at,
      updated_at: at,
    };
    this.rows.push(row);
    return row;
  }
  async update(userId: string, id: string, fields: FamilyMemberFields, now: Date) {
    const i = this.rows.findIndex((r) => r.user_id === userId && r.id === id);
    if (i < 0) return null;
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    this.rows[i] = { ...this.rows[i], ...given, updated_at: now.toISOString() };
    return this.rows[i];
  }
  async remove(userId: string, id: string) {
    const i = this.rows.findIndex((r) => r.user_id === userId && r.id === id);
    if (i >= 0) this.rows.splice(i, 1);
    return i >= 0;
  }
}
