import type { MikroORM } from '@mikro-orm/postgresql';
import { normalizeIsbn, type BookRecord, type ExportedBook } from '../../domain/index.js';
import { DuplicateBookError, type CatalogAdmin, type CatalogSearch, type StoredBook } from '../../application/admin/ports/catalog-admin.port.js';
import { isFlagColumn, RECORD_COLUMNS, STORED_COLUMNS, recordValues, toStoredBook } from './book-columns.js';
import { isoTime, pgPoolOf } from './pg-pool.js';

export const EXPORT_PAGE_SIZE = 5000;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const SEARCH_WHERE = `($1 = '' or lower(title) like $2 or lower(author) like $2 or isbn = $3)`;

/**
 * The catalog for the admin tools, in plain SQL. Whole-catalog reads go page by page in title order
 * with a keyset (the last title and id seen), so each page is an index range read and memory stays
 * flat; the count is the database's own.
 */
export class PgCatalogAdmin implements CatalogAdmin {
  private readonly pool: ReturnType<typeof pgPoolOf>;

  constructor(orm: MikroORM) {
    this.pool = pgPoolOf(orm);
  }

  async search(query: CatalogSearch): Promise<{ total: number; items: StoredBook[] }> {
    const q = query.q.trim();
    const params = [q, likePattern(q), normalizeIsbn(q)];
    const pool = await this.pool();
    const [count, page] = await Promise.all([
      pool.query<{ total: string }>(`select count(*) as total from book_content_analysis where ${SEARCH_WHERE}`, params),
      pool.query(
        `select ${STORED_COLUMNS} from book_content_analysis where ${SEARCH_WHERE} order by title, id limit $4 offset $5`,
        [...params, query.limit, query.offset],
      ),
    ]);
    return { total: Number(count.rows[0]?.total ?? 0), items: page.rows.map(toStoredBook) };
  }

  async count(): Promise<number> {
    const { rows } = await (await this.pool()).query<{ total: string }>('select count(*) as total from book_content_analysis');
    return Number(rows[0]?.total ?? 0);
  }

  exportPages(pageSize = EXPORT_PAGE_SIZE): AsyncIterable<readonly ExportedBook[]> {
    return this.pages('id, title, author, isbn, created_at', pageSize, (row) => ({
      title: row.title as string,
      author: row.author as string,
      isbn: row.isbn as string | null,
      created_at: isoTime(row.created_at),
    }));
  }

  recordPages(pageSize = EXPORT_PAGE_SIZE): AsyncIterable<readonly StoredBook[]> {
    return this.pages(STORED_COLUMNS, pageSize, toStoredBook);
  }

  async findByIsbn(isbn: string): Promise<StoredBook | null> {
    const wanted = normalizeIsbn(isbn);
    const pool = await this.pool();
    const exact = await pool.query(`select ${STORED_COLUMNS} from book_content_analysis where isbn = $1`, [wanted]);
    // rows stored by other means may keep hyphens or spaces: a scan, only when the index finds nothing
    const { rows } = exact.rows.length > 0 ? exact : await pool.query(
      `select ${STORED_COLUMNS} from book_content_analysis where upper(regexp_replace(isbn, '[[:space:]-]', '', 'g')) = $1 order by created_at limit 1`,
      [wanted],
    );
    return rows[0] ? toStoredBook(rows[0]) : null;
  }

  async replace(id: string, record: BookRecord, at: Date): Promise<StoredBook> {
    const sets = RECORD_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
    // the ratings become the editors' correction only when a flag or an example changes (a typo fix in the summary keeps them)
    const rating = RECORD_COLUMNS.map((column, i) => [column, i + 2] as const).filter(([column]) => column.endsWith('_flag') || column.endsWith('_example'));
    const changed = `(${rating.map(([c]) => c).join(', ')}) is distinct from (${rating.map(([c, n]) => `$${n}::${isFlagColumn(c) ? 'boolean' : 'text'}`).join(', ')})`;
    const time = `$${RECORD_COLUMNS.length + 2}`;
    const provenance = [
      `ratings_source = case when ${changed} then 'correction' else ratings_source end`,
      `ratings_updated_at = case when ${changed} then ${time}::timestamptz else ratings_updated_at end`,
      `ratings_model = case when ${changed} then null else ratings_model end`,
      `ratings_unrated = case when ${changed} then '{}' else ratings_unrated end`,
    ].join(', ');
    const { rows } = await (await this.pool())
      .query(`update book_content_analysis set ${sets}, updated_at = ${time}, ${provenance} where id = $1 returning ${STORED_COLUMNS}`, [
        id,
        ...recordValues(record),
        at.toISOString(),
      ])
      .catch((error: unknown) => {
        throw (error as { code?: string }).code === '23505' ? new DuplicateBookError() : error;
      });
    if (!rows[0]) throw new Error(`book ${id} vanished while it was being fixed`);
    return toStoredBook(rows[0]);
  }

  private async *pages<T>(columns: string, pageSize: number, map: (row: Record<string, unknown>) => T): AsyncIterable<readonly T[]> {
    const pool = await this.pool();
    let after: { title: string; id: string } | null = null;
    for (;;) {
      const { rows }: { rows: Record<string, unknown>[] } = after
        ? await pool.query(`select ${columns} from book_content_analysis where (title, id) > ($1, $2::uuid) order by title, id limit $3`, [after.title, after.id, pageSize])
        : await pool.query(`select ${columns} from book_content_analysis order by title, id limit $1`, [pageSize]);
      if (rows.length === 0) return;
      yield rows.map(map);
      const last: Record<string, unknown> = rows[rows.length - 1];
      after = { title: last.title as string, id: last.id as string };
      if (rows.length < pageSize) return;
    }
  }
}
