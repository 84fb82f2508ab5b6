import type { MikroORM } from '@mikro-orm/postgresql';
import type { ReaderAccessStore, ReaderCodeRecord, ReaderIdentity } from '../../application/reader-access/reader-access-store.port.js';
import { db, transaction, type Db, type Row } from '../persistence/database.js';
import { ReaderSessionEntity } from '../persistence/entities/index.js';
import { isUuid } from '../readers/is-uuid.js';

const toCode = (r: Pick<Row<'reader_codes'>, 'member_id' | 'created_at' | 'last_used_at'>): ReaderCodeRecord => ({
  member_id: r.member_id,
  created_at: r.created_at.toISOString(),
  last_used_at: r.last_used_at?.toISOString() ?? null,
});

/** The member, its live account and the parent's first name (from the profile) in one read. */
const selectReaders = (k: Db) =>
  k
    .selectFrom('family_members as m')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'm.user_id').on('u.deleted_at', 'is', null))
    .leftJoin('profiles as p', 'p.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'm.name', 'm.age', 'p.first_name as parent_first_name']);

/**
 * reader_codes and reader_sessions through MikroORM. A code change and the end of the member's
 * sessions share one transaction; a session is live only while its row exists and has not
 * expired, so deleting the rows (revoke, replace, member removed by cascade) ends it at once.
 */
export class MikroOrmReaderAccessStore implements ReaderAccessStore {
  constructor(private readonly orm: MikroORM) {}

  async replaceCode(userId: string, memberId: string, codeHash: string, now: Date): Promise<ReaderCodeRecord | 'hash_taken'> {
    return transaction(this.orm, async (_em, tx) => {
      const taken = await tx.selectFrom('reader_codes').select('member_id').where('code_hash', '=', codeHash).where('member_id', '<>', memberId).execute();
      if (taken.length > 0) return 'hash_taken';
      await tx.deleteFrom('reader_sessions').where('member_id', '=', memberId).where('user_id', '=', userId).execute();
      const r = await tx
        .insertInto('reader_codes')
        .values({ member_id: memberId, user_id: userId, code_hash: codeHash, created_at: now, last_used_at: null })
        .onConflict((oc) =>
          oc
            .column('member_id')
            .doUpdateSet((eb) => ({ code_hash: eb.ref('excluded.code_hash'), created_at: eb.ref('excluded.created_at'), last_used_at: null })),
        )
        .returning(['member_id', 'created_at', 'last_used_at'])
        .executeTakeFirstOrThrow();
      return toCode(r);
    });
  }

  async codeOf(userId: string, memberId: string): Promise<ReaderCodeRecord | null> {
    if (!isUuid(memberId)) return null;
    const r = await db(this.orm)
      .selectFrom('reader_codes')
      .select(['member_id', 'created_at', 'last_used_at'])
      .where('member_id', '=', memberId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return r ? toCode(r) : null;
  }

  async revokeCode(userId: string, memberId: string): Promise<void> {
    if (!isUuid(memberId)) return;
    await transaction(this.orm, async (_em, tx) => {
      await tx.deleteFrom('reader_sessions').where('member_id', '=', memberId).where('user_id', '=', userId).execute();
      await tx.deleteFrom('reader_codes').where('member_id', '=', memberId).where('user_id', '=', userId).execute();
    });
  }

  async findByCodeHash(codeHash: string): Promise<ReaderIdentity | null> {
    const r = await selectReaders(db(this.orm))
      .innerJoin('reader_codes as c', (join) => join.onRef('c.member_id', '=', 'm.id').onRef('c.user_id', '=', 'm.user_id'))
      .where('c.code_hash', '=', codeHash)
      .executeTakeFirst();
    return r ?? null;
  }

  async openSession(reader: ReaderIdentity, now: Date, expiresAt: Date): Promise<string> {
    return transaction(this.orm, async (_em, tx) => {
      await tx.updateTable('reader_codes').set({ last_used_at: now }).where('member_id', '=', reader.id).where('user_id', '=', reader.user_id).execute();
      const r = await tx
        .insertInto('reader_sessions')
        .values({ member_id: reader.id, user_id: reader.user_id, created_at: now, expires_at: expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    });
  }

  async isSessionActive(sessionId: string, readerId: string, now: Date): Promise<boolean> {
    if (!isUuid(sessionId) || !isUuid(readerId)) return false;
    return (await this.orm.em.fork().count(ReaderSessionEntity, { id: sessionId, member_id: readerId, expires_at: { $gt: now } })) === 1;
  }

  async endSession(sessionId: string): Promise<void> {
    if (!isUuid(sessionId)) return;
    await this.orm.em.fork().nativeDelete(ReaderSessionEntity, { id: sessionId });
  }

  async findReader(userId: string, memberId: string): Promise<ReaderIdentity | null> {
    if (!isUuid(userId) || !isUuid(memberId)) return null;
    const r = await selectReaders(db(this.orm)).where('m.id', '=', memberId).where('m.user_id', '=', userId).executeTakeFirst();
    return r ?? null;
  }
}
