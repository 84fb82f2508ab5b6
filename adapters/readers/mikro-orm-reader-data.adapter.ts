import type { MikroORM } from '@mikro-orm/postgresql';
import type {
  FamilyMemberFields, FamilyMemberRow, Json, ReaderDataStore, ReadingListRow, ReadingProfileFields, ReadingProfileRow, ScanHistoryRow,
} from '../../application/readers/reader-data.port.js';
import { iso, isoOrNull, sql } from '../persistence/sql.js';

type Row = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const jsonParam = (v: unknown) => (v === undefined ? undefined : v === null ? null : JSON.stringify(v));

const MEMBER_JSON = new Set(['quiz_data', 'book_filters', 'content_tolerance']);
const PROFILE_JSON = new Set(['quiz_data', 'content_tolerance']);

const member = (r: Row): FamilyMemberRow => ({
  id: String(r.id), user_id: String(r.user_id), name: String(r.name), age: Number(r.age), reading_level: String(r.reading_level),
  has_completed_quiz: r.has_completed_quiz === true, quiz_data: json(r.quiz_data), ai_summary: (r.ai_summary as string | null) ?? null,
  book_filters: json(r.book_filters), content_tolerance: json(r.content_tolerance), created_at: iso(r.created_at), updated_at: iso(r.updated_at),
});
const profile = (r: Row): ReadingProfileRow => ({
  user_id: String(r.user_id), quiz_data: json(r.quiz_data), quiz_completed: r.quiz_completed === true, reading_filter: (r.reading_filter as string | null) ?? null,
  content_tolerance: json(r.content_tolerance), first_name: (r.first_name as string | null) ?? null, display_name: (r.display_name as string | null) ?? null,
  full_name: (r.full_name as string | null) ?? null, created_at: iso(r.created_at), updated_at: iso(r.updated_at),
});
const listItem = (r: Row): ReadingListRow => ({
  id: String(r.id), user_id: String(r.user_id), reader_id: String(r.reader_id), reader_name: String(r.reader_name), title: String(r.title), author: String(r.author),
  reading_status: r.reading_status as ReadingListRow['reading_status'], started_reading_at: isoOrNull(r.started_reading_at),
  completed_reading_at: isoOrNull(r.completed_reading_at), analysis: json(r.analysis), created_at: iso(r.created_at),
});
const scan = (r: Row): ScanHistoryRow => ({
  id: String(r.id), reader_id: (r.reader_id as string | null) ?? null, reader_name: (r.reader_name as string | null) ?? null, book_title: String(r.book_title),
  book_author: (r.book_author as string | null) ?? null, scan_type: String(r.scan_type), books_found: Number(r.books_found), created_at: iso(r.created_at),
});

/** SET clauses for the fields given (undefined = unchanged), JSON columns cast. */
function setClause(fields: Record<string, unknown>, jsonColumns: Set<string>): { sets: string[]; params: unknown[] } {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  return {
    sets: entries.map(([k]) => (jsonColumns.has(k) ? `${k} = ?::jsonb` : `${k} = ?`)),
    params: entries.map(([k, v]) => (jsonColumns.has(k) ? jsonParam(v) : v)),
  };
}

/** Reader data in PostgreSQL; every statement is scoped by the owner's id. */
export class MikroOrmReaderData implements ReaderDataStore {
  constructor(private readonly orm: MikroORM) {}

  async listMembers(userId: string) {
    return (await sql(this.orm, `select * from family_members where user_id = ? order by created_at asc, id asc`, [userId])).map(member);
  }
  async findMember(userId: string, id: string) {
    if (!UUID.test(id)) return null;
    const [r] = await sql(this.orm, `select * from family_members where id = ? and user_id = ?`, [id, userId]);
    return r ? member(r) : null;
  }
  async addMember(userId: string, f: FamilyMemberFields & { name: string; age: number; reading_level: string }, now: Date) {
    const [r] = await sql(
      this.orm,
      `insert into family_members (user_id, name, age, reading_level, has_completed_quiz, quiz_data, ai_summary, book_filters, content_tolerance, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?::jsonb, ?, ?) returning *`,
      [userId, f.name, f.age, f.reading_level, f.has_completed_quiz ?? false, jsonParam(f.quiz_data ?? null), f.ai_summary ?? null, jsonParam(f.book_filters ?? null), jsonParam(f.content_tolerance ?? null), now, now],
    );
    return member(r);
  }
  async updateMember(userId: string, id: string, fields: FamilyMemberFields, now: Date) {
    if (!UUID.test(id)) return null;
    const { sets, params } = setClause(fields as Record<string, unknown>, MEMBER_JSON);
    const [r] = await sql(this.orm, `update family_members set ${[...sets, 'updated_at = ?'].join(', ')} where id = ? and user_id = ? returning *`, [...params, now, id, userId]);
    return r ? member(r) : null;
  }
  async deleteMember(userId: string, id: string) {
    if (!UUID.test(id)) return false;
    return (await sql(this.orm, `delete from family_members where id = ? and user_id = ? returning id`, [id, userId])).length === 1;
  }

  async getValues(userId: string) {
    const [r] = await sql(this.orm, `select data from family_values where user_id = ?`, [userId]);
    return r ? json<Json>(r.data) : null;
  }
  async putValues(userId: string, data: Json, now: Date) {
    const [r] = await sql(
      this.orm,
      `insert into family_values (user_id, data, created_at, updated_at) values (?, ?::jsonb, ?, ?)
       on conflict (user_id) do update set data = excluded.data, updated_at = excluded.updated_at returning data`,
      [userId, JSON.stringify(data), now, now],
    );
    return json<Json>(r.data);
  }

  async getProfile(userId: string) {
    const [r] = await sql(this.orm, `select * from user_reading_profiles where user_id = ?`, [userId]);
    return r ? profile(r) : null;
  }
  async putProfile(userId: string, fields: ReadingProfileFields, now: Date) {
    await sql(this.orm, `insert into user_reading_profiles (user_id, created_at, updated_at) values (?, ?, ?) on conflict (user_id) do nothing`, [userId, now, now]);
    const { sets, params } = setClause(fields as Record<string, unknown>, PROFILE_JSON);
    const [r] = await sql(this.orm, `update user_reading_profiles set ${[...sets, 'updated_at = ?'].join(', ')} where user_id = ? returning *`, [...params, now, userId]);
    return profile(r);
  }
  async deleteProfile(userId: string) {
    return (await sql(this.orm, `delete from user_reading_profiles where user_id = ? returning user_id`, [userId])).length === 1;
  }

  async listReadingList(userId: string, readerId?: string) {
    const rows = readerId
      ? await sql(this.orm, `select * from reading_list where user_id = ? and reader_id = ? order by created_at desc, id`, [userId, readerId])
      : await sql(this.orm, `select * from reading_list where user_id = ? order by created_at desc, id`, [userId]);
    return rows.map(listItem);
  }
  async findReadingListItem(userId: string, id: string) {
    if (!UUID.test(id)) return null;
    const [r] = await sql(this.orm, `select * from reading_list where id = ? and user_id = ?`, [id, userId]);
    return r ? listItem(r) : null;
  }
  async addReadingListItem(userId: string, item: Pick<ReadingListRow, 'reader_id' | 'reader_name' | 'title' | 'author' | 'analysis'>, now: Date) {
    try {
      const [r] = await sql(
        this.orm,
        `insert into reading_list (user_id, reader_id, reader_name, title, author, analysis, reading_status, created_at) values (?, ?, ?, ?, ?, ?::jsonb, 'to_read', ?) returning *`,
        [userId, item.reader_id, item.reader_name, item.title, item.author, jsonParam(item.analysis ?? null), now],
      );
      return listItem(r);
    } catch (e) {
      if ((e as { code?: string }).code === '23505' || /duplicate key/i.test(String((e as Error).message))) return 'duplicate' as const;
      throw e;
    }
  }
  async saveReadingStatus(userId: string, item: Pick<ReadingListRow, 'id' | 'reading_status' | 'started_reading_at' | 'completed_reading_at'>) {
    const [r] = await sql(
      this.orm,
      `update reading_list set reading_status = ?, started_reading_at = ?, completed_reading_at = ? where id = ? and user_id = ? returning *`,
      [item.reading_status, item.started_reading_at, item.completed_reading_at, item.id, userId],
    );
    return r ? listItem(r) : null;
  }
  async deleteReadingListItem(userId: string, id: string) {
    if (!UUID.test(id)) return false;
    return (await sql(this.orm, `delete from reading_list where id = ? and user_id = ? returning id`, [id, userId])).length === 1;
  }

  async listScanHistory(userId: string, limit: number) {
    return (await sql(this.orm, `select * from scan_history where user_id = ? order by created_at desc, id desc limit ?`, [userId, limit])).map(scan);
  }
  async addScanHistory(userId: string, row: Omit<ScanHistoryRow, 'id' | 'created_at'>, now: Date) {
    const [r] = await sql(
      this.orm,
      `insert into scan_history (user_id, reader_id, reader_name, book_title, book_author, scan_type, books_found, created_at) values (?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [userId, row.reader_id, row.reader_name, row.book_title, row.book_author, row.scan_type, row.books_found, now],
    );
    return scan(r);
  }
  async deleteScanHistory(userId: string, id: string) {
    if (!UUID.test(id)) return false;
    return (await sql(this.orm, `delete from scan_history where id = ? and user_id = ? returning id`, [id, userId])).length === 1;
  }
}
