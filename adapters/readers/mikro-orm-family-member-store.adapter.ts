import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import type { FamilyMemberFields, FamilyMemberRow, FamilyMemberStore, NewFamilyMember } from '../../application/readers/family-member-store.port.js';
import { db } from '../persistence/database.js';
import { FamilyMemberEntity } from '../persistence/entities/index.js';
import { isUuid } from './is-uuid.js';

const toMember = (r: InferEntity<typeof FamilyMemberEntity>): FamilyMemberRow => ({
  id: r.id,
  user_id: r.user_id,
  name: r.name,
  age: r.age,
  reading_level: r.reading_level,
  has_completed_quiz: r.has_completed_quiz,
  quiz_data: r.quiz_data ?? null,
  ai_summary: r.ai_summary ?? null,
  book_filters: r.book_filters ?? null,
  content_tolerance: r.content_tolerance ?? null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** A jsonb value that may be a JSON array, as JSON text (the driver would send an array as a PostgreSQL array). */
const jsonText = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/** family_members through MikroORM; every statement carries the owner's `user_id`. */
export class MikroOrmFamilyMemberStore implements FamilyMemberStore {
  constructor(private readonly orm: MikroORM) {}

  async list(userId: string): Promise<FamilyMemberRow[]> {
    const rows = await this.orm.em
      .fork()
      .find(FamilyMemberEntity, { user_id: userId }, { orderBy: { created_at: 'asc', id: 'asc' }, disableIdentityMap: true });
    return rows.map(toMember);
  }

  async find(userId: string, id: string): Promise<FamilyMemberRow | null> {
    if (!isUuid(id)) return null;
    const r = await this.orm.em.fork().findOne(FamilyMemberEntity, { id, user_id: userId }, { disableIdentityMap: true });
    return r ? toMember(r) : null;
  }

  async add(userId: string, m: NewFamilyMember, now: Date): Promise<FamilyMemberRow> {
    const r = await db(this.orm)
      .insertInto('family_members')
      .values({
        user_id: userId,
        name: m.name,
        age: m.age,
        reading_level: m.reading_level,
        has_completed_quiz: m.has_completed_quiz ?? false,
        quiz_data: m.quiz_data ?? null,
        ai_summary: m.ai_summary ?? null,
        book_filters: jsonText(m.book_filters),
        content_tolerance: m.content_tolerance ?? null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMember(r);
  }

  async update(userId: string, id: string, fields: FamilyMemberFields, now: Date): Promise<FamilyMemberRow | null> {
    if (!isUuid(id)) return null;
    const { name, age, reading_level, has_completed_quiz, quiz_data, ai_summary, book_filters, content_tolerance } = fields;
    const set = Object.fromEntries(
      Object.entries({ name, age, reading_level, has_completed_quiz, quiz_data, ai_summary, book_filters, content_tolerance }).filter(
        ([, v]) => v !== undefined,
      ),
    ) as FamilyMemberFields;
    const r = await db(this.orm)
      .updateTable('family_members')
      .set({ ...set, ...(book_filters !== undefined ? { book_filters: jsonText(book_filters) } : {}), updated_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return r ? toMember(r) : null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.orm.em.fork().nativeDelete(FamilyMemberEntity, { id, user_id: userId })) === 1;
  }
}
