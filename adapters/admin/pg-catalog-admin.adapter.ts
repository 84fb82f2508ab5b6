import { sql, type Expression, type SqlBool } from 'kysely';
import { UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/postgresql';
import { CATALOG_FLAGS, normalizeIsbn, type BookRecord, type ExportedBook } from '../../domain/index.js';
import { DuplicateBookError, type CatalogAdmin, type CatalogSearch, type StoredBook } from '../../application/admin/ports/catalog-admin.port.js';
import { db } from '../persistence/database.js';
import { BookContentEntity } from '../persistence/entities/index.js';
import { exampleKey, flagKey } from '../catalog/catalog-book-row.js';
import { recordColumns, STORED_COLUMNS, toStoredBook } from './book-columns.js';
import { forgetCatalogVersion } from '../catalog/versioned-search-cache.js';

export const EXPORT_PAGE_SIZE = 5000;

/** Where a keyset page starts: after this title and id. */
interface Keyset {
  readonly title: string;
  readonly id: string;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows whose title or author holds the query, or whose ISBN is it (all rows for an empty query). */
function searchWhere(q: string): Expression<SqlBool> {
  const like = likePattern(q);
  return sql<SqlBool>`(${q} = '' or lower(title) like ${like} or lower(author) like ${like} or isbn = ${normalizeIsbn(q)})`;
}

/**
 * The catalog for the admin tools, through MikroORM's typed Kysely. Whole-catalog reads go page by
 * page in title order with a keyset (the last title and id seen), so each page is an index range
 * read and memory stays flat; the count is the database's own.
 */
export class PgCatalogAdmin implements CatalogAdmin {
  constructor(private readonly orm: MikroORM) {}

  async search(query: CatalogSearch): Promise<{ total: number; items: StoredBook[] }> {
    const q = query.q.trim();
    const k = db(this.orm);
    const [count, page] = await Promise.all([
      k
        .selectFrom('book_content_analysis')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where(searchWhere(q))
        .executeTakeFirstOrThrow(),
      k
        .selectFrom('book_content_analysis')
        .select(STORED_COLUMNS)
        .where(searchWhere(q))
        .orderBy('title')
        .orderBy('id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
    ]);
    // count(*) is a bigint, which the driver gives as text
    return { total: Number.parseInt(count.total, 10), items: page.map(toStoredBook) };
  }

  async count(): Promise<number> {
    return this.orm.em.fork().count(BookContentEntity);
  }

  exportPages(pageSize = EXPORT_PAGE_SIZE): AsyncIterable<readonly ExportedBook[]> {
    return this.pages(
      (after) => this.pageOf(['id', 'title', 'author', 'isbn', 'created_at'], after, pageSize),
      pageSize,
      (row) => ({
        title: row.title,
        author: row.author,
        isbn: row.isbn,
        created_at: row.created_at.toISOString(),
      }),
    );
  }

  recordPages(pageSize = EXPORT_PAGE_SIZE): AsyncIterable<readonly StoredBook[]> {
    return this.pages((after) => this.pageOf(STORED_COLUMNS, after, pageSize), pageSize, toStoredBook);
  }

  async findByIsbn(isbn: string): Promise<StoredBook | null> {
    const wanted = normalizeIsbn(isbn);
    const k = db(this.orm);
    const exact = await k.selectFrom('book_content_analysis').select(STORED_COLUMNS).where('isbn', '=', wanted).execute();
    // rows stored by other means may keep hyphens or spaces: a scan, only when the index finds nothing
    const rows =
      exact.length > 0
        ? exact
        : await k
            .selectFrom('book_content_analysis')
            .select(STORED_COLUMNS)
            .where(sql<SqlBool>`upper(regexp_replace(isbn, '[[:space:]-]', '', 'g')) = ${wanted}`)
            .orderBy('created_at')
            .limit(1)
            .execute();
    return rows[0] ? toStoredBook(rows[0]) : null;
  }

  async replace(id: string, record: BookRecord, at: Date): Promise<StoredBook> {
    const columns = recordColumns(record);
    // the ratings become the editors' correction only when a flag or an example changes (a typo fix in the summary keeps them)
    const rating = CATALOG_FLAGS.flatMap((f) => [flagKey(f), exampleKey(f)] as const);
    const stored = sql.join(rating.map((c) => sql.ref(c)));
    const given = sql.join(rating.map((c) => (c.endsWith('_flag') ? sql`${columns[c]}::boolean` : sql`${columns[c]}::text`)));
    const changed = sql<boolean>`(${stored}) is distinct from (${given})`;
    const time = sql<Date>`${at}::timestamptz`;
    const row = await db(this.orm)
      .updateTable('book_content_analysis')
      .set({
        ...columns,
        updated_at: at,
        ratings_source: sql`case when ${changed} then 'correction' else ratings_source end`,
        ratings_updated_at: sql`case when ${changed} then ${time} else ratings_updated_at end`,
        ratings_model: sql`case when ${changed} then null else ratings_model end`,
        ratings_unrated: sql`case when ${changed} then '{}' else ratings_unrated end`,
      })
      .where('id', '=', id)
      .returning(STORED_COLUMNS)
      .executeTakeFirst()
      .catch((error: unknown) => {
        throw error instanceof UniqueConstraintViolationException || (error as { code?: string }).code === '23505' ? new DuplicateBookError() : error;
      });
    if (!row) throw new Error(`book ${id} vanished while it was being fixed`);
    forgetCatalogVersion(); // the fixed book is found as it is now by this instance's next search
    return toStoredBook(row);
  }

  /** One page of rows after the last title and id seen (the first page without one). */
  private pageOf<C extends (typeof STORED_COLUMNS)[number]>(columns: readonly C[], after: Keyset | null, pageSize: number) {
    let q = db(this.orm).selectFrom('book_content_analysis').select(columns);
    if (after) q = q.where(sql<SqlBool>`(title, id) > (${after.title}, ${after.id}::uuid)`);
    return q.orderBy('title').orderBy('id').limit(pageSize).execute();
  }

  private async *pages<R extends Keyset, T>(fetch: (after: Keyset | null) => Promise<R[]>, pageSize: number, map: (row: R) => T): AsyncIterable<readonly T[]> {
    let after: Keyset | null = null;
    for (;;) {
      const rows = await fetch(after);
      const last = rows.at(-1);
      if (!last) return;
      yield rows.map(map);
      after = { title: last.title, id: last.id };
      if (rows.length < pageSize) return;
    }
  }
}
