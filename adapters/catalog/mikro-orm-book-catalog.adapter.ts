import type { MikroORM } from '@mikro-orm/postgresql';
import { isbn13To10, normalizeIsbn, parseIsbn, type BookFacts } from '../../domain/index.js';
import type { AnalysedBook, BookCatalog, CatalogBook, CatalogFactsHit, CatalogHit, RelatedCatalogBook } from '../../application/ports/book-catalog.port.js';
import { sql } from '../persistence/sql.js';
import { analysedBookColumns } from './analysed-book-columns.js';
import { BOOK_COLUMNS, toCatalogBook } from './catalog-book-row.js';
import { catalogSearchQuery } from './catalog-search-query.js';
import { relatedBooksQuery } from './related-books-query.js';

/** Kept here too: other adapters map catalog rows with it. */

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ISBN spellings a catalog row may hold for one book: its ISBN-13 and, for 978, its ISBN-10. */
function isbnForms(isbn: string): string[] | null {
  const parsed = parseIsbn(isbn);
  if (!parsed.ok) return null;
  const ten = isbn13To10(parsed.value);
  return [...new Set([parsed.value, ...(ten ? [ten] : []), normalizeIsbn(isbn)])];
}

/**
 * The catalog in PostgreSQL (or PGlite). Search uses pg_trgm (GIN indexes on lower(title),
 * lower(author) and the series name): whole-string similarity for typos, word similarity for
 * partial titles and series names, prefix and substring matches in the score, an ISBN exactly
 * (btree). Exact title + author lookups use the btree on (lower(title), lower(author)). The
 * statements are shaped for 100,000 books on both databases: see catalog-search-query.ts,
 * related-books-query.ts and docs/book-intelligence.md ("Speed").
 */
export class MikroOrmBookCatalog implements BookCatalog {
  constructor(private readonly orm: MikroORM) {}

  async search(query: string, limit: number): Promise<CatalogHit[]> {
    const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
    if (q === '') return [];
    const forms = isbnForms(q);
    if (forms) {
      const rows = await sql(this.orm, `select id, title, author, isbn, series, series_volume from book_content_analysis where isbn in (${forms.map(() => '?').join(', ')}) limit 1`, forms);
      if (rows.length > 0) return rows.map((r) => ({ ...this.hit(r), score: 1 }));
    }
    const { text, params } = catalogSearchQuery(q, limit);
    const rows = await sql(this.orm, text, params);
    return rows.map((r) => ({ ...this.hit(r), score: Math.round(Number(r.score) * 1000) / 1000 }));
  }

  async searchWithFacts(query: string, limit: number): Promise<CatalogFactsHit[]> {
    const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
    if (q === '') return [];
    const withFacts = (r: Row, score: number): CatalogFactsHit => ({ ...this.hit(r), score, facts: toCatalogBook(r).facts });
    const forms = isbnForms(q);
    if (forms) {
      const rows = await sql(this.orm, `select ${BOOK_COLUMNS} from book_content_analysis where isbn in (${forms.map(() => '?').join(', ')}) limit 1`, forms);
      if (rows.length > 0) return rows.map((r) => withFacts(r, 1));
    }
    const { text, params } = catalogSearchQuery(q, limit, true);
    const rows = await sql(this.orm, text, params);
    return rows.map((r) => withFacts(r, Math.round(Number(r.score) * 1000) / 1000));
  }

  async get(id: string): Promise<CatalogBook | null> {
    if (!UUID.test(id)) return null;
    const [r] = await sql(this.orm, `select ${BOOK_COLUMNS} from book_content_analysis where id = ?`, [id]);
    return r ? toCatalogBook(r) : null;
  }

  async findByIsbn(isbn: string): Promise<CatalogBook | null> {
    const forms = isbnForms(isbn);
    if (!forms) return null;
    const [r] = await sql(this.orm, `select ${BOOK_COLUMNS} from book_content_analysis where isbn in (${forms.map(() => '?').join(', ')}) limit 1`, forms);
    return r ? toCatalogBook(r) : null;
  }

  async findByTitleAuthor(title: string, author: string): Promise<CatalogBook | null> {
    const t = title.trim();
    const a = author.trim();
    if (t === '') return null;
    const [r] = await sql(
      this.orm,
      `select ${BOOK_COLUMNS} from book_content_analysis
        where lower(title) = lower(?) and (? = '' or lower(author) = lower(?) or similarity(lower(author), lower(?)) > 0.5)
        order by similarity(lower(author), lower(?)) desc, (source = 'ai') asc limit 1`,
      [t, a, a, a, a],
    );
    return r ? toCatalogBook(r) : null;
  }

  async facts(id: string): Promise<BookFacts | null> {
    return (await this.get(id))?.facts ?? null;
  }

  async related(book: CatalogBook, limit: number): Promise<RelatedCatalogBook[]> {
    const { text, params } = relatedBooksQuery(book, limit);
    return (await sql(this.orm, text, params)).map((r) => ({ ...toCatalogBook(r), relatedness: Number(r.shared) }));
  }

  async laterInSeries(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    if (!book.series || book.seriesVolume === null) return [];
    const rows = await sql(
      this.orm,
      `select ${BOOK_COLUMNS} from book_content_analysis
        where lower(series) = lower(?) and series_volume > ? order by series_volume, title limit ?`,
      [book.series, book.seriesVolume, limit],
    );
    return rows.map(toCatalogBook);
  }

  async upsertFromAnalysis(book: AnalysedBook): Promise<CatalogBook> {
    const isbn = book.isbn ? parseIsbn(book.isbn) : null;
    const existing = (isbn?.ok ? await this.findByIsbn(isbn.value) : null) ?? (await this.exactTitleAuthor(book.title, book.author));
    if (existing && existing.source !== 'ai') return existing;
    const columns = analysedBookColumns({ ...book, isbn: isbn?.ok ? isbn.value : null });
    const names = Object.keys(columns);
    const cast = (n: string) => (n === 'tags' || n === 'ratings_unrated' ? '?::text[]' : n === 'severity' || n === 'example_types' ? '?::jsonb' : '?');
    if (existing) {
      // a new analysis of an AI row refreshes it; its ISBN stays (another row may hold the new one)
      const changed = names.filter((n) => n !== 'isbn' || existing.isbn === null);
      const [r] = await sql(
        this.orm,
        `update book_content_analysis set ${changed.map((n) => `${n} = ${cast(n)}`).join(', ')}, updated_at = now(), ratings_updated_at = now() where id = ? and source = 'ai' returning ${BOOK_COLUMNS}`,
        [...changed.map((n) => columns[n]), existing.id],
      );
      return r ? toCatalogBook(r) : existing;
    }
    const [r] = await sql(
      this.orm,
      `insert into book_content_analysis (${names.join(', ')}) values (${names.map(cast).join(', ')}) on conflict do nothing returning ${BOOK_COLUMNS}`,
      names.map((n) => columns[n]),
    );
    if (r) return toCatalogBook(r);
    // another request kept the same book a moment ago
    const kept = (isbn?.ok ? await this.findByIsbn(isbn.value) : null) ?? (await this.exactTitleAuthor(book.title, book.author));
    if (!kept) throw new Error(`the analysed book "${book.title}" could not be kept in the catalog`);
    return kept;
  }

  async count(): Promise<number> {
    const [r] = await sql(this.orm, `select count(*)::int as n from book_content_analysis`);
    return Number(r.n);
  }

  private async exactTitleAuthor(title: string, author: string): Promise<CatalogBook | null> {
    const [r] = await sql(this.orm, `select ${BOOK_COLUMNS} from book_content_analysis where lower(title) = lower(?) and lower(author) = lower(?) limit 1`, [title.trim(), author.trim()]);
    return r ? toCatalogBook(r) : null;
  }

  private hit(r: Row): Omit<CatalogHit, 'score'> {
    const volume = r.series_volume === null || r.series_volume === undefined ? null : Number(r.series_volume);
    return { id: String(r.id), title: String(r.title), author: String(r.author), isbn: (r.isbn as string | null) ?? null, series: (r.series as string | null) ?? null, seriesVolume: volume };
  }
}
