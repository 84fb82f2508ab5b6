import type { MikroORM } from '@mikro-orm/postgresql';
import type { FamilyMemberFields, FamilyMemberRow, FamilyMemberStore, NewFamilyMember } from '../../application/readers/family-member-store.port.js';
import { iso, sql } from '../persistence/sql.js';
import { fromJson, isUuid, setClause, textOrNull, toJsonParam, type Row } from './row-values.js';

const COLUMNS = new Set(['name', 'age', 'reading_level', 'has_completed_quiz', 'quiz_data', 'ai_summary', 'book_filters', 'content_tolerance']);
const JSON_COLUMNS = new Set(['quiz_data', 'book_filters', 'content_tolerance']);

const toMember = (r: Row): FamilyMemberRow => ({
  id: String(r.id),
  user_id: String(r.user_id),
  name: String(r.name),
  age: Number(r.age),
  reading_level: String(r.reading_level),
  has_completed_quiz: r.has_completed_quiz === true,
  quiz_data: fromJson(r.quiz_data),
  ai_summary: textOrNull(r.ai_summary),
  book_filters: fromJson(r.book_filters),
  content_tolerance: fromJson(r.content_tolerance),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** family_members in PostgreSQL; every statement carries `user_id = ?`. */
export class MikroOrmFamilyMemberStore implements FamilyMemberStore {
  constructor(private readonly orm: MikroORM) {}

  async list(userId: string): Promise<FamilyMemberRow[]> {
    return (await sql(this.orm, `select * from family_members where user_id = ? order by created_at asc, id asc`, [userId])).map(toMember);
  }

  async find(userId: string, id: string): Promise<FamilyMemberRow | null> {
    if (!isUuid(id)) return null;
    const [r] = await sql(this.orm, `select * from family_members where id = ? and user_id = ?`, [id, userId]);
    return r ? toMember(r) : null;
  }

  async add(userId: string, m: NewFamilyMember, now: Date): Promise<FamilyMemberRow> {
    const [r] = await sql(
      this.orm,
      `insert into family_members (user_id, name, age, reading_level, has_completed_quiz, quiz_data, ai_summary, book_filters, content_tolerance, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?::jsonb, ?, ?) returning *`,
      [userId, m.name, m.age, m.reading_level, m.has_completed_quiz ?? false, toJsonParam(m.quiz_data), m.ai_summary ?? null, toJsonParam(m.book_filters), toJsonParam(m.content_tolerance), now, now],
    );
    return toMember(r);
  }

  async update(userId: string, id: string, fields: FamilyMemberFields, now: Date): Promise<FamilyMemberRow | null> {
    if (!isUuid(id)) return null;
    const { sets, params } = setClause(fields as Record<string, unknown>, COLUMNS, JSON_COLUMNS);
    const [r] = await sql(this.orm, `update family_members set ${[...sets, 'updated_at = ?'].join(', ')} where id = ? and user_id = ? returning *`, [...params, now, id, userId]);
    return r ? toMember(r) : null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await sql(this.orm, `delete from family_members where id = ? and user_id = ? returning id`, [id, userId])).length === 1;
  }
}
