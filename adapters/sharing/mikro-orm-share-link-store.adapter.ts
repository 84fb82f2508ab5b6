import { LockMode } from '@mikro-orm/core';
import type { InferKyselyDB, MikroORM } from '@mikro-orm/postgresql';
import type { DomainError, Result } from '../../domain/index.js';
import type { NewShareLink, OpenedShareLink, ShareLinkRecord, ShareLinkStore } from '../../application/sharing/share-link-store.port.js';
import { FamilyMemberEntity } from '../persistence/entities/reader.entities.js';
import { ShareLinkEntity } from '../persistence/entities/sharing.entities.js';
import { isUuid } from '../readers/is-uuid.js';

type ShareLinkRow = InstanceType<typeof ShareLinkEntity.class>;

/**
 * The tables the token look-up reads: share_links as its entity types it, and the one column of
 * users it needs (`deleted_at`, added by the account-deletion migration; UserEntity does not list
 * it yet).
 */
type ShareLookupDb = InferKyselyDB<typeof ShareLinkEntity> & { users: { id: string; deleted_at: Date | null } };

// the EntityManager hands timestamps over as Date, Kysely (no value conversion) as the driver's text
type Instant = Date | string;
const iso = (d: Instant): string => new Date(d).toISOString();
const isoOrNull = (d: Instant | null | undefined): string | null => (d ? iso(d) : null);
type Timestamps<T> = { [K in keyof T]: T[K] extends Date ? Instant : T[K] extends Date | null | undefined ? Instant | null | undefined : T[K] };

const toRecord = (
  r: Timestamps<Pick<ShareLinkRow, 'id' | 'member_id' | 'label' | 'created_at' | 'expires_at' | 'revoked_at' | 'last_opened_at'>>,
): ShareLinkRecord => ({
  id: r.id,
  member_id: r.member_id,
  label: r.label ?? null,
  created_at: iso(r.created_at),
  expires_at: iso(r.expires_at),
  revoked_at: isoOrNull(r.revoked_at),
  last_opened_at: isoOrNull(r.last_opened_at),
});

/**
 * share_links through MikroORM's EntityManager (a fork per call, no shared identity map); the
 * token look-up joins the account through typed Kysely. Creation holds the reader's row for update
 * while it counts the working links, so two racing creations cannot pass the limit together.
 */
export class MikroOrmShareLinkStore implements ShareLinkStore {
  constructor(private readonly orm: MikroORM) {}

  async create<E extends DomainError>(
    userId: string,
    link: NewShareLink,
    now: Date,
    admit: (active: number) => Result<true, E>,
  ): Promise<ShareLinkRecord | 'hash_taken' | E> {
    return this.orm.em.fork().transactional(async (em) => {
      // the use case found the member; holding its row orders racing creations (and a removal)
      await em.findOneOrFail(FamilyMemberEntity, { id: link.memberId, user_id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
      const active = await em.count(ShareLinkEntity, { member_id: link.memberId, user_id: userId, revoked_at: null, expires_at: { $gt: now } });
      const admitted = admit(active);
      if (!admitted.ok) return admitted.error;
      if ((await em.count(ShareLinkEntity, { token_hash: link.tokenHash })) > 0) return 'hash_taken' as const;
      const row = em.create(ShareLinkEntity, {
        member_id: link.memberId,
        user_id: userId,
        token_hash: link.tokenHash,
        label: link.label,
        created_at: now,
        expires_at: link.expiresAt,
        revoked_at: null,
        last_opened_at: null,
      });
      await em.flush();
      return toRecord(row);
    });
  }

  async list(userId: string, memberId: string, limit: number): Promise<ShareLinkRecord[]> {
    if (!isUuid(memberId)) return [];
    const rows = await this.orm.em
      .fork()
      .find(ShareLinkEntity, { member_id: memberId, user_id: userId }, { orderBy: { created_at: 'desc', id: 'desc' }, limit });
    return rows.map(toRecord);
  }

  async revoke(userId: string, memberId: string, linkId: string, now: Date): Promise<ShareLinkRecord | null> {
    if (!isUuid(memberId) || !isUuid(linkId)) return null;
    const em = this.orm.em.fork();
    const row = await em.findOne(ShareLinkEntity, { id: linkId, member_id: memberId, user_id: userId });
    if (!row) return null;
    if (row.revoked_at === null || row.revoked_at === undefined) {
      row.revoked_at = now;
      await em.flush();
    }
    return toRecord(row);
  }

  async findByTokenHash(tokenHash: string): Promise<OpenedShareLink | null> {
    const row = await this.orm.em
      .fork()
      .getKysely<ShareLookupDb>()
      .selectFrom('share_links as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .where('s.token_hash', '=', tokenHash)
      .where('u.deleted_at', 'is', null)
      .select(['s.id', 's.member_id', 's.user_id', 's.label', 's.created_at', 's.expires_at', 's.revoked_at', 's.last_opened_at'])
      .executeTakeFirst();
    return row ? { link: toRecord(row), user_id: row.user_id } : null;
  }

  async markOpened(linkId: string, now: Date): Promise<void> {
    await this.orm.em.fork().nativeUpdate(ShareLinkEntity, { id: linkId }, { last_opened_at: now });
  }
}
