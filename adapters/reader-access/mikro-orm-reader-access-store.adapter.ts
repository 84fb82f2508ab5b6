import type { MikroORM } from '@mikro-orm/postgresql';
import type { ReaderAccessStore, ReaderCodeRecord, ReaderIdentity } from '../../application/reader-access/reader-access-store.port.js';
import { inTransaction, iso, isoOrNull, sql } from '../persistence/sql.js';
import { isUuid, type Row } from '../readers/row-values.js';

const toCode = (r: Row): ReaderCodeRecord => ({ member_id: String(r.member_id), created_at: iso(r.created_at), last_used_at: isoOrNull(r.last_used_at) });
const toIdentity = (r: Row): ReaderIdentity => ({
  id: String(r.id),
  user_id: String(r.user_id),
  name: String(r.name),
  age: Number(r.age),
  parent_first_name: (r.parent_first_name as string | null) ?? null,
});

/** The member, its account and the parent's first name (from the profile) in one read. */
const READER_SELECT = `select m.id, m.user_id, m.name, m.age, p.first_name as parent_first_name
                         from family_members m join users u on u.id = m.user_id and u.deleted_at is null
                         left join profiles p on p.id = m.user_id`;

/**
 * reader_codes and reader_sessions in PostgreSQL. A code change and the end of the member's
 * sessions share one transaction; a session is live only while its row exists and has not
 * expired, so deleting the rows (revoke, replace, member removed by cascade) ends it at once.
 */
export class MikroOrmReaderAccessStore implements ReaderAccessStore {
  constructor(private readonly orm: MikroORM) {}

  async replaceCode(userId: string, memberId: string, codeHash: string, now: Date): Promise<ReaderCodeRecord | 'hash_taken'> {
    return inTransaction(this.orm, async (run) => {
      const taken = await run('select 1 from reader_codes where code_hash = ? and member_id <> ?', [codeHash, memberId]);
      if (taken.length > 0) return 'hash_taken';
      await run('delete from reader_sessions where member_id = ? and user_id = ?', [memberId, userId]);
      const [r] = await run(
        `insert into reader_codes (member_id, user_id, code_hash, created_at, last_used_at) values (?, ?, ?, ?, null)
         on conflict (member_id) do update set code_hash = excluded.code_hash, created_at = excluded.created_at, last_used_at = null
         returning member_id, created_at, last_used_at`,
        [memberId, userId, codeHash, now],
      );
      return toCode(r);
    });
  }

  async codeOf(userId: string, memberId: string): Promise<ReaderCodeRecord | null> {
    if (!isUuid(memberId)) return null;
    const [r] = await sql(this.orm, 'select member_id, created_at, last_used_at from reader_codes where member_id = ? and user_id = ?', [memberId, userId]);
    return r ? toCode(r) : null;
  }

  async revokeCode(userId: string, memberId: string): Promise<void> {
    if (!isUuid(memberId)) return;
    await inTransaction(this.orm, async (run) => {
      await run('delete from reader_sessions where member_id = ? and user_id = ?', [memberId, userId]);
      await run('delete from reader_codes where member_id = ? and user_id = ?', [memberId, userId]);
    });
  }

  async findByCodeHash(codeHash: string): Promise<ReaderIdentity | null> {
    const [r] = await sql(this.orm, `${READER_SELECT} join reader_codes c on c.member_id = m.id and c.user_id = m.user_id where c.code_hash = ?`, [codeHash]);
    return r ? toIdentity(r) : null;
  }

  async openSession(reader: ReaderIdentity, now: Date, expiresAt: Date): Promise<string> {
    return inTransaction(this.orm, async (run) => {
      await run('update reader_codes set last_used_at = ? where member_id = ? and user_id = ?', [now, reader.id, reader.user_id]);
      const [r] = await run('insert into reader_sessions (member_id, user_id, created_at, expires_at) values (?, ?, ?, ?) returning id', [reader.id, reader.user_id, now, expiresAt]);
      return String(r.id);
    });
  }

  async isSessionActive(sessionId: string, readerId: string, now: Date): Promise<boolean> {
    if (!isUuid(sessionId) || !isUuid(readerId)) return false;
    return (await sql(this.orm, 'select 1 from reader_sessions where id = ? and member_id = ? and expires_at > ?', [sessionId, readerId, now])).length === 1;
  }

  async endSession(sessionId: string): Promise<void> {
    if (!isUuid(sessionId)) return;
    await sql(this.orm, 'delete from reader_sessions where id = ?', [sessionId]);
  }

  async findReader(userId: string, memberId: string): Promise<ReaderIdentity | null> {
    if (!isUuid(userId) || !isUuid(memberId)) return null;
    const [r] = await sql(this.orm, `${READER_SELECT} where m.id = ? and m.user_id = ?`, [memberId, userId]);
    return r ? toIdentity(r) : null;
  }
}
