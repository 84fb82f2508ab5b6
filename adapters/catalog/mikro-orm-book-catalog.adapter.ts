import { sql } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isbn13To10, normalizeIsbn, parseIsbn, type BookFacts } from '../../domain/index.js';
import type { AnalysedBook, BookCatalog, CatalogBook, CatalogFactsHit, CatalogHit, RelatedCatalogBook } from '../../application/ports/book-catalog.port.js';
import { db } from '../persistence/database.js';
import { BookContentEntity } from '../persistence/entities/index.js';
import { analysedBookColumns } from './analysed-book-columns.js';
import { BOOK_COLUMNS, toCatalogBook, type BookRow } from './catalog-book-row.js';
import { catalogSearchQuery, catalogSearchWithFactsQuery } from './catalog-search-query.js';
import { relatedBooksQuery } from './related-books-query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ISBN spellings a catalog row may hold for one book: its ISBN-13 and, for 978, its ISBN-10. */
function isbnForms(isbn: string): string[] | null {
  const parsed = parseIsbn(isbn);
  if (!parsed.ok) return null;
  const ten = isbn13To10(parsed.value);
  return [...new Set([parsed.value, ...(ten ? [ten] : []), normalizeIsbn(isbn)])];
}

const rounded = (score: number) => Math.round(score * 1000) / 1000;

type HitColumns = Pick<BookRow, 'id' | 'title' | 'author' | 'isbn' | 'series' | 'series_volume'>;
const hit = (r: HitColumns): Omit<CatalogHit, 'score'> => ({
  id: r.id,
  title: r.title,
  author: r.author,
  isbn: r.isbn,
  series: r.series,
  seriesVolume: r.series_volume,
});

/**
 * The catalog in PostgreSQL (or PGlite), through MikroORM's typed Kysely. Search uses pg_trgm (GIN
 * indexes on lower(title), lower(author) and the series name): whole-string similarity for typos,
 * word similarity for partial titles and series names, prefix and substring matches in the score,
 * an ISBN exactly (btree). Exact title + author lookups use the btree on (lower(title),
 * lower(author)). The statements are shaped for 100,000 books on both databases: see
 * catalog-search-query.ts, related-books-query.ts and docs/book-intelligence.md ("Speed").
 */
export class MikroOrmBookCatalog implements BookCatalog {
  constructor(private readonly orm: MikroORM) {}

  private books() {
    return db(this.orm).selectFrom('book_content_analysis').select(BOOK_COLUMNS);
  }

  async search(query: string, limit: number): Promise<CatalogHit[]> {
    const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
    if (q === '') return [];
    const forms = isbnForms(q);
    if (forms) {
      const rows = await db(this.orm)
        .selectFrom('book_content_analysis')
        .select(['id', 'title', 'author', 'isbn', 'series', 'series_volume'])
        .where('isbn', 'in', forms)
        .limit(1)
        .execute();
      if (rows.length > 0) return rows.map((r) => ({ ...hit(r), score: 1 }));
    }
    const rows = await catalogSearchQuery(db(this.orm), q, limit).execute();
    return rows.map((r) => ({ ...hit(r), score: rounded(r.score) }));
  }

  async searchWithFacts(query: string, limit: number): Promise<CatalogFactsHit[]> {
    const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
    if (q === '') return [];
    const withFacts = (book: CatalogBook, score: number): CatalogFactsHit => ({
      id: book.id,
      title: book.title,
      author: book.author,
      isbn: book.isbn,
      series: book.series,
      seriesVolume: book.seriesVolume,
      score,
      facts: book.facts,
    });
    const forms = isbnForms(q);
    if (forms) {
      const rows = await this.books().where('isbn', 'in', forms).limit(1).execute();
      if (rows.length > 0) return rows.map((r) => withFacts(toCatalogBook(r), 1));
    }
    const rows = await catalogSearchWithFactsQuery(db(this.orm), q, limit).execute();
    return rows.map((r) => withFacts(toCatalogBook(r), rounded(r.score)));
  }

  async get(id: string): Promise<CatalogBook | null> {
    if (!UUID.test(id)) return null;
    const r = await this.books().where('id', '=', id).executeTakeFirst();
    return r ? toCatalogBook(r) : null;
  }

  async findByIsbn(isbn: string): Promise<CatalogBook | null> {
    const forms = isbnForms(isbn);
    if (!forms) return null;
    const r = await this.books().where('isbn', 'in', forms).limit(1).executeTakeFirst();
    return r ? toCatalogBook(r) : null;
  }

  async findByTitleAuthor(title: string, author: string): Promise<CatalogBook | null> {
    const t = title.trim();
    const a = author.trim();
    if (t === '') return null;
    const r = await this.books()
      .where(sql<boolean>`lower(title) = lower(${t}) and (${a} = '' or lower(author) = lower(${a}) or similarity(lower(author), lower(${a})) > 0.5)`)
      .orderBy(sql`similarity(lower(author), lower(${a}))`, 'desc')
      .orderBy(sql`(source = 'ai')`, 'asc')
      .limit(1)
      .executeTakeFirst();
    return r ? toCatalogBook(r) : null;
  }

  async facts(id: string): Promise<BookFacts | null> {
    return (await this.get(id))?.facts ?? null;
  }

  async related(book: CatalogBook, limit: number): Promise<RelatedCatalogBook[]> {
    const rows = await relatedBooksQuery(db(this.orm), book, limit).execute();
    return rows.map((r) => ({ ...toCatalogBook(r), relatedness: r.shared }));
  }

  async laterInSeries(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    if (!book.series || book.seriesVolume === null) return [];
    const rows = await this.books()
      .where(sql<boolean>`lower(series) = lower(${book.series})`)
      .where('series_volume', '>', book.seriesVolume)
      .orderBy('series_volume')
      .orderBy('title')
      .limit(limit)
      .execute();
    return rows.map(toCatalogBook);
  }

  async upsertFromAnalysis(book: AnalysedBook): Promise<CatalogBook> {
    const isbn = book.isbn ? parseIsbn(book.isbn) : null;
    const existing = (isbn?.ok ? await this.findByIsbn(isbn.value) : null) ?? (await this.exactTitleAuthor(book.title, book.author));
    if (existing && existing.source !== 'ai') return existing;
    const columns = analysedBookColumns({ ...book, isbn: isbn?.ok ? isbn.value : null });
    if (existing) {
      // a new analysis of an AI row refreshes it; its ISBN stays (another row may hold the new one)
      const { isbn: newIsbn, ...rest } = columns;
      const r = await db(this.orm)
        .updateTable('book_content_analysis')
        .set({ ...rest, ...(existing.isbn === null ? { isbn: newIsbn } : {}), updated_at: sql`now()`, ratings_updated_at: sql`now()` })
        .where('id', '=', existing.id)
        .where('source', '=', 'ai')
        .returning(BOOK_COLUMNS)
        .executeTakeFirst();
      return r ? toCatalogBook(r) : existing;
    }
    const r = await db(this.orm)
      .insertInto('book_content_analysis')
      .values(columns)
      .onConflict((oc) => oc.doNothing())
      .returning(BOOK_COLUMNS)
      .executeTakeFirst();
    if (r) return toCatalogBook(r);
    // another request kept the same book a moment ago
    const kept = (isbn?.ok ? await this.findByIsbn(isbn.value) : null) ?? (await this.exactTitleAuthor(book.title, book.author));
    if (!kept) throw new Error(`the analysed book "${book.title}" could not be kept in the catalog`);
    return kept;
  }

  async count(): Promise<number> {
    return this.orm.em.fork().count(BookContentEntity);
  }

  private async exactTitleAuthor(title: string, author: string): Promise<CatalogBook | null> {
    const r = await this.books()
      .where(sql<boolean>`lower(title) = lower(${title.trim()}) and lower(author) = lower(${author.trim()})`)
      .limit(1)
      .executeTakeFirst();
    return r ? toCatalogBook(r) : null;
  }
}
