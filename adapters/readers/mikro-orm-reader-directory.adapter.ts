import type { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_SCAN_AGE, readerProfileFromStored } from '../../domain/index.js';
import type { ReaderDirectory, ReaderSnapshot } from '../../application/ports/reader-directory.port.js';
import { sql } from '../persistence/sql.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads a reader of the signed-in account: a family member, or 'self' (the own reading profile). */
export class MikroOrmReaderDirectory implements ReaderDirectory {
  constructor(private readonly orm: MikroORM) {}

  async find(userId: string, readerId: string): Promise<ReaderSnapshot | null> {
    if (readerId === 'self') {
      const [r] = await sql(
        this.orm,
        `select p.first_name, rp.quiz_data, rp.content_tolerance, rp.reading_filter, rp.display_name
           from profiles p left join user_reading_profiles rp on rp.user_id = p.id where p.id = ?`,
        [userId],
      );
      const quiz = (r?.quiz_data ?? {}) as Record<string, unknown>;
      const age = typeof quiz.age === 'number' ? quiz.age : DEFAULT_SCAN_AGE;
      const name = String(r?.display_name ?? r?.first_name ?? 'You');
      return this.snapshot('self', name, age, null, r?.quiz_data, r?.content_tolerance, (r?.reading_filter as string | null) ?? null);
    }
    if (!UUID.test(readerId)) return null;
    const [m] = await sql(
      this.orm,
      `select id, name, age, reading_level, quiz_data, content_tolerance, ai_summary from family_members where id = ? and user_id = ?`,
      [readerId, userId],
    );
    if (!m) return null;
    return this.snapshot(String(m.id), String(m.name), Number(m.age), (m.reading_level as string) ?? null, m.quiz_data, m.content_tolerance, (m.ai_summary as string | null) ?? null);
  }

  private snapshot(id: string, name: string, age: number, readingLevel: string | null, quiz: unknown, tolerance: unknown, summary: string | null): ReaderSnapshot {
    const profile = readerProfileFromStored({ name, age, quiz_data: quiz, content_tolerance: tolerance });
    return {
      id,
      name,
      age: profile.age,
      readingLevel,
      tolerance: profile.tolerance ?? {},
      preferences: profile.preferences ?? [],
      screening: profile.screening ?? [],
      summary,
    };
  }
}
