import type { CatalogRequestDecision } from '../../../domain/index.js';
import type {
  CatalogRequestGroup,
  CatalogRequestRecord,
  CatalogRequestStore,
  NewCatalogRequest,
  OpenTitle,
} from '../../../application/catalog-requests/catalog-request-store.port.js';

type Row = { -readonly [K in keyof CatalogRequestRecord]: CatalogRequestRecord[K] } & { user_id: string; title_key: string };

/** CatalogRequestStore in memory, for use-case tests (the PostgreSQL one is tested through the API). */
export class InMemoryCatalogRequestStore implements CatalogRequestStore {
  readonly rows: Row[] = [];
  private seq = 0;

  async add(userId: string, r: NewCatalogRequest, now: Date) {
    const earlier = this.rows.find((x) => x.user_id === userId && x.title_key === r.titleKey);
    if (earlier) return { record: strip(earlier), created: false };
    const row: Row = {
      id: `req-${++this.seq}`,
      user_id: userId,
      title_key: r.titleKey,
      title: r.title,
      author: r.author,
      status: 'open',
      created_at: now.toISOString(),
      decided_at: null,
      seen_at: null,
    };
    this.rows.push(row);
    return { record: strip(row), created: true };
  }

  async listOwn(userId: string) {
    return this.rows
      .filter((r) => r.user_id === userId)
      .reverse()
      .map(strip);
  }

  async listGroups(): Promise<CatalogRequestGroup[]> {
    const groups = new Map<string, Row[]>();
    for (const r of this.rows) groups.set(`${r.title_key}|${r.status}`, [...(groups.get(`${r.title_key}|${r.status}`) ?? []), r]);
    return [...groups.values()]
      .map(([first, ...rest]) => ({
        id: first.id,
        title: first.title,
        author: first.author,
        requesters: rest.length + 1,
        status: first.status,
        created_at: first.created_at,
      }))
      .sort((a, b) => b.requesters - a.requesters || a.created_at.localeCompare(b.created_at));
  }

  async decide(id: string, status: CatalogRequestDecision, now: Date) {
    const named = this.rows.find((r) => r.id === id);
    if (!named) return null;
    const before = named.status;
    for (const r of this.rows)
      if (r.id === id || (r.title_key === named.title_key && r.status === before)) Object.assign(r, { status, decided_at: now.toISOString(), seen_at: null });
    const group = (await this.listGroups()).find((g) => g.status === status && this.rows.some((r) => r.id === g.id && r.title_key === named.title_key));
    return group ? { ...group, id } : null;
  }

  async markSeen(userId: string, id: string, now: Date) {
    const row = this.rows.find((r) => r.id === id && r.user_id === userId);
    if (row && row.seen_at === null) row.seen_at = now.toISOString();
    return row !== undefined;
  }

  async openTitles(limit: number, userId?: string): Promise<OpenTitle[]> {
    const seen = new Set<string>();
    const out: OpenTitle[] = [];
    for (const r of this.rows) {
      if (r.status !== 'open' || (userId && r.user_id !== userId) || seen.has(r.title_key)) continue;
      seen.add(r.title_key);
      out.push({ titleKey: r.title_key, title: r.title });
    }
    return out.slice(0, limit);
  }

  async markAdded(titleKeys: readonly string[], now: Date) {
    for (const r of this.rows) if (r.status === 'open' && titleKeys.includes(r.title_key)) Object.assign(r, { status: 'added', decided_at: now.toISOString() });
  }
}

const strip = ({ user_id: _u, title_key: _k, ...record }: Row): CatalogRequestRecord => record;
