import type { MikroORM } from '@mikro-orm/postgresql';
import type { CatalogRequestDecision, CatalogRequestStatus } from '../../domain/index.js';
import type {
  CatalogRequestGroup,
  CatalogRequestRecord,
  CatalogRequestStore,
  NewCatalogRequest,
  OpenTitle,
} from '../../application/catalog-requests/catalog-request-store.port.js';
import { pgTextArray } from '../catalog/pg-text-array.js';
import { iso, isoOrNull, sql } from '../persistence/sql.js';
import { isUuid, textOrNull, type Row } from '../readers/row-values.js';

const toRecord = (r: Row): CatalogRequestRecord => ({
  id: String(r.id),
  title: String(r.title),
  author: textOrNull(r.author),
  status: r.status as CatalogRequestStatus,
  created_at: iso(r.created_at),
  decided_at: isoOrNull(r.decided_at),
  seen_at: isoOrNull(r.seen_at),
});

const toGroup = (r: Row): CatalogRequestGroup => ({
  id: String(r.id),
  title: String(r.title),
  author: textOrNull(r.author),
  requesters: Number(r.requesters),
  status: r.status as CatalogRequestStatus,
  created_at: iso(r.first_asked_at),
});

/**
 * A group: the requests of one normalised title in one status. Its id, title and author are those
 * of its oldest request (the first wording a parent typed).
 */
const GROUPS = `select distinct on (title_key, status)
    id, title, author, status, title_key,
    count(*) over (partition by title_key, status) as requesters,
    min(created_at) over (partition by title_key, status) as first_asked_at
  from catalog_requests`;
const GROUP_ORDER = 'order by title_key, status, created_at, id';

/** catalog_requests in PostgreSQL; a parent's statements carry `user_id = ?`. */
export class MikroOrmCatalogRequestStore implements CatalogRequestStore {
  constructor(private readonly orm: MikroORM) {}

  async add(userId: string, request: NewCatalogRequest, now: Date): Promise<{ record: CatalogRequestRecord; created: boolean }> {
    // the unique index (user_id, title_key) settles two asks that race past each other
    const [inserted] = await sql(
      this.orm,
      `insert into catalog_requests (user_id, title, author, title_key, status, created_at)
       values (?, ?, ?, ?, 'open', ?) on conflict (user_id, title_key) do nothing returning *`,
      [userId, request.title, request.author, request.titleKey, now],
    );
    if (inserted) return { record: toRecord(inserted), created: true };
    const [earlier] = await sql(this.orm, 'select * from catalog_requests where user_id = ? and title_key = ?', [userId, request.titleKey]);
    return { record: toRecord(earlier), created: false };
  }

  async listOwn(userId: string): Promise<CatalogRequestRecord[]> {
    return (await sql(this.orm, 'select * from catalog_requests where user_id = ? order by created_at desc, id desc', [userId])).map(toRecord);
  }

  async listGroups(): Promise<CatalogRequestGroup[]> {
    const rows = await sql(this.orm, `select * from (${GROUPS} ${GROUP_ORDER}) g order by requesters desc, first_asked_at, id`);
    return rows.map(toGroup);
  }

  async decide(id: string, status: CatalogRequestDecision, now: Date): Promise<CatalogRequestGroup | null> {
    if (!isUuid(id)) return null;
    const [row] = await sql(this.orm, 'select title_key, status from catalog_requests where id = ?', [id]);
    if (!row) return null;
    // the whole group moves together, and the row named moves even if the group changed meanwhile
    await sql(
      this.orm,
      `update catalog_requests set status = ?, decided_at = ?, seen_at = null
        where (title_key = ? and status = ?) or id = ?`,
      [status, now, row.title_key, row.status, id],
    );
    const [group] = await sql(this.orm, `select * from (${GROUPS} where title_key = ? and status = ? ${GROUP_ORDER}) g`, [row.title_key, status]);
    return group ? { ...toGroup(group), id } : null;
  }

  async markSeen(userId: string, id: string, now: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [row] = await sql(this.orm, 'select id, seen_at from catalog_requests where id = ? and user_id = ?', [id, userId]);
    if (!row) return false;
    if (row.seen_at === null) await sql(this.orm, 'update catalog_requests set seen_at = ? where id = ? and user_id = ?', [now, id, userId]);
    return true;
  }

  async openTitles(limit: number, userId?: string): Promise<OpenTitle[]> {
    const mine = userId ? 'and user_id = ?' : '';
    const rows = await sql(
      this.orm,
      `select distinct on (title_key) title_key, title, created_at from catalog_requests
        where status = 'open' ${mine} order by title_key, created_at`,
      userId ? [userId] : [],
    );
    return rows
      .sort((a, b) => iso(a.created_at).localeCompare(iso(b.created_at)))
      .slice(0, limit)
      .map((r) => ({ titleKey: String(r.title_key), title: String(r.title) }));
  }

  async markAdded(titleKeys: readonly string[], now: Date): Promise<void> {
    await sql(this.orm, `update catalog_requests set status = 'added', decided_at = ? where status = 'open' and title_key = any(?::text[])`, [now, pgTextArray(titleKeys)]);
  }
}
