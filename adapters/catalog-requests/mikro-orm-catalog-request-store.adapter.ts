import { sql } from 'kysely';
import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import type { CatalogRequestDecision } from '../../domain/index.js';
import type {
  CatalogRequestGroup,
  CatalogRequestRecord,
  CatalogRequestStore,
  NewCatalogRequest,
  OpenTitle,
} from '../../application/catalog-requests/catalog-request-store.port.js';
import { db, type Db } from '../persistence/database.js';
import { CatalogRequestEntity } from '../persistence/entities/index.js';
import { isUuid } from '../readers/is-uuid.js';

const toRecord = (r: InferEntity<typeof CatalogRequestEntity>): CatalogRequestRecord => ({
  id: r.id,
  title: r.title,
  author: r.author ?? null,
  status: r.status,
  created_at: r.created_at.toISOString(),
  decided_at: r.decided_at?.toISOString() ?? null,
  seen_at: r.seen_at?.toISOString() ?? null,
});

/**
 * The groups: the requests of one normalised title in one status. A group's id, title and author
 * are those of its oldest request (the first wording a parent typed).
 */
const groups = (k: Db) =>
  k
    .selectFrom('catalog_requests')
    .distinctOn(['title_key', 'status'])
    .select(['id', 'title', 'author', 'status', 'title_key'])
    .select((eb) => [
      // count(*) is a bigint, which the driver gives as text
      sql<number>`(count(*) over (partition by title_key, status))::int`.as('requesters'),
      eb.fn
        .min('created_at')
        .over((ob) => ob.partitionBy(['title_key', 'status']))
        .as('first_asked_at'),
    ])
    .orderBy('title_key')
    .orderBy('status')
    .orderBy('created_at')
    .orderBy('id');

type GroupRow = Awaited<ReturnType<ReturnType<typeof groups>['executeTakeFirstOrThrow']>>;

const toGroup = (r: GroupRow): CatalogRequestGroup => ({
  id: r.id,
  title: r.title,
  author: r.author,
  requesters: r.requesters,
  status: r.status,
  // a window's min is not an entity column: the driver gives the timestamptz as text
  created_at: new Date(r.first_asked_at).toISOString(),
});

/** catalog_requests through MikroORM; a parent's statements carry the owner's `user_id`. */
export class MikroOrmCatalogRequestStore implements CatalogRequestStore {
  constructor(private readonly orm: MikroORM) {}

  async add(userId: string, request: NewCatalogRequest, now: Date): Promise<{ record: CatalogRequestRecord; created: boolean }> {
    // the unique index (user_id, title_key) settles two asks that race past each other
    const inserted = await db(this.orm)
      .insertInto('catalog_requests')
      .values({ user_id: userId, title: request.title, author: request.author, title_key: request.titleKey, status: 'open', created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'title_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { record: toRecord(inserted), created: true };
    const earlier = await this.orm.em
      .fork()
      .findOneOrFail(CatalogRequestEntity, { user_id: userId, title_key: request.titleKey }, { disableIdentityMap: true });
    return { record: toRecord(earlier), created: false };
  }

  async listOwn(userId: string): Promise<CatalogRequestRecord[]> {
    const rows = await this.orm.em
      .fork()
      .find(CatalogRequestEntity, { user_id: userId }, { orderBy: { created_at: 'desc', id: 'desc' }, disableIdentityMap: true });
    return rows.map(toRecord);
  }

  async listGroups(): Promise<CatalogRequestGroup[]> {
    const k = db(this.orm);
    const rows = await k.selectFrom(groups(k).as('g')).selectAll().orderBy('requesters', 'desc').orderBy('first_asked_at').orderBy('id').execute();
    return rows.map(toGroup);
  }

  async decide(id: string, status: CatalogRequestDecision, now: Date): Promise<CatalogRequestGroup | null> {
    if (!isUuid(id)) return null;
    const k = db(this.orm);
    const row = await k.selectFrom('catalog_requests').select(['title_key', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    // the whole group moves together, and the row named moves even if the group changed meanwhile
    await k
      .updateTable('catalog_requests')
      .set({ status, decided_at: now, seen_at: null })
      .where((eb) => eb.or([eb.and([eb('title_key', '=', row.title_key), eb('status', '=', row.status)]), eb('id', '=', id)]))
      .execute();
    const group = await k
      .selectFrom(groups(k).where('title_key', '=', row.title_key).where('status', '=', status).as('g'))
      .selectAll()
      .executeTakeFirst();
    return group ? { ...toGroup(group), id } : null;
  }

  async markSeen(userId: string, id: string, now: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const em = this.orm.em.fork();
    const row = await em.findOne(CatalogRequestEntity, { id, user_id: userId }, { fields: ['id', 'seen_at'], disableIdentityMap: true });
    if (!row) return false;
    if (!row.seen_at) await em.nativeUpdate(CatalogRequestEntity, { id, user_id: userId }, { seen_at: now });
    return true;
  }

  async openTitles(limit: number, userId?: string): Promise<OpenTitle[]> {
    let q = db(this.orm).selectFrom('catalog_requests').distinctOn('title_key').select(['title_key', 'title', 'created_at']).where('status', '=', 'open');
    if (userId) q = q.where('user_id', '=', userId);
    const rows = await q.orderBy('title_key').orderBy('created_at').execute();
    return rows
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
      .slice(0, limit)
      .map((r) => ({ titleKey: r.title_key, title: r.title }));
  }

  async markAdded(titleKeys: readonly string[], now: Date): Promise<void> {
    if (titleKeys.length === 0) return;
    await db(this.orm)
      .updateTable('catalog_requests')
      .set({ status: 'added', decided_at: now })
      .where('status', '=', 'open')
      .where('title_key', 'in', titleKeys)
      .execute();
  }
}
