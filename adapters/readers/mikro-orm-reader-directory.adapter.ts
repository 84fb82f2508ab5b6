import type { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_OWN_AGE, ownReaderAge, readerProfileFromStored, type OwnAgeSource } from '../../domain/index.js';
import type { Clock } from '../../application/ports/clock.port.js';
import type { ReaderDirectory, ReaderSnapshot } from '../../application/ports/reader-directory.port.js';
import { sql } from 'kysely';
import { db } from '../persistence/database.js';
import { FamilyMemberEntity } from '../persistence/entities/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads a reader of the signed-in account: a family member, or 'self' (the own reading profile). */
export class MikroOrmReaderDirectory implements ReaderDirectory {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async find(userId: string, readerId: string): Promise<ReaderSnapshot | null> {
    if (readerId === 'self') {
      const r = await db(this.orm)
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.id')
        .leftJoin('user_reading_profiles as rp', 'rp.user_id', 'p.id')
        .select(['p.first_name', 'rp.quiz_data', 'rp.content_tolerance', 'rp.reading_filter', 'rp.display_name'])
        .select(sql<string | null>`u.user_metadata->>'birth_date'`.as('birth_date'))
        .where('p.id', '=', userId)
        .executeTakeFirst();
      const quiz = r?.quiz_data ?? {};
      // the sign-up birth date first: the parent is judged at their real age, the same everywhere
      const own = ownReaderAge({ birthDate: r?.birth_date, quizAge: quiz.age, today: this.clock.now(), fallback: DEFAULT_OWN_AGE });
      const name = r?.display_name ?? r?.first_name ?? 'You';
      return this.snapshot('self', name, own.age, null, r?.quiz_data, r?.content_tolerance, r?.reading_filter ?? null, own.source);
    }
    if (!UUID.test(readerId)) return null;
    const m = await this.orm.em
      .fork()
      .findOne(
        FamilyMemberEntity,
        { id: readerId, user_id: userId },
        { fields: ['id', 'name', 'age', 'reading_level', 'quiz_data', 'content_tolerance', 'ai_summary'], disableIdentityMap: true },
      );
    if (!m) return null;
    return this.snapshot(m.id, m.name, m.age, m.reading_level, m.quiz_data, m.content_tolerance, m.ai_summary ?? null);
  }

  private snapshot(
    id: string,
    name: string,
    age: number,
    readingLevel: string | null,
    quiz: unknown,
    tolerance: unknown,
    summary: string | null,
    ageSource?: OwnAgeSource,
  ): ReaderSnapshot {
    const profile = readerProfileFromStored({ name, age, quiz_data: quiz, content_tolerance: tolerance });
    return {
      ...(ageSource ? { ageSource } : {}),
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
