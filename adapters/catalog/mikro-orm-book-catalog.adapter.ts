import type { MikroORM } from '@mikro-orm/postgresql';
import {
  bookFactsFromCatalog,
  CATALOG_FLAGS,
  CATEGORY_BY_CATALOG_FLAG,
  clampSeverity,
  exampleColumn,
  flagColumn,
  parseIsbn,
  type BookRecord,
  type CatalogFlag,
} from '../../domain/index.js';
import type { BookCatalog, CatalogBook, CatalogHit } from '../../application/ports/book-catalog.port.js';
import { sql } from '../persistence/sql.js';

type Row = Record<string, unknown>;

const COLUMNS = [
  'id', 'isbn', 'title', 'author', 'summary', 'tags', 'severity', 'age_min', 'age_max', 'series', 'series_volume',
  ...CATALOG_FLAGS.flatMap((f) => [flagColumn(f), exampleColumn(f)]),
].join(', ');

/** A catalog row as the domain's record plus the finer facts (severity 1..5 per flag, tags). */
export function toCatalogBook(r: Row): CatalogBook {
  const record: BookRecord = {
    isbn: (r.isbn as string | null) ?? '',
    title: String(r.title),
    author: String(r.author),
    summary: String(r.summary ?? ''),
    flags: Object.fromEntries(CATALOG_FLAGS.map((f) => [f, r[flagColumn(f)] === true])) as Record<CatalogFlag, boolean>,
    examples: Object.fromEntries(CATALOG_FLAGS.map((f) => [f, String(r[exampleColumn(f)] ?? '')])) as Record<CatalogFlag, string>,
  };
  const tags = Array.isArray(r.tags) ? (r.tags as string[]) : [];
  const severity = (typeof r.severity === 'string' ? JSON.parse(r.severity) : r.severity ?? {}) as Record<string, number>;
  const base = bookFactsFromCatalog(record, tags);
  const byCategory = new Map(CATALOG_FLAGS.map((f) => [CATEGORY_BY_CATALOG_FLAG[f], f]));
  const facts = {
    ...base,
    categories: base.categories.map((fact) => {
      const flag = byCategory.get(fact.category);
      const known = flag ? severity[flag] : undefined;
      return fact.present && typeof known === 'number' ? { ...fact, severity: clampSeverity(known) } : fact;
    }),
  };
  return {
    id: String(r.id),
    isbn: (r.isbn as string | null) ?? null,
    title: record.title,
    author: record.author,
    summary: record.summary,
    facts,
    ageMin: (r.age_min as number | null) ?? null,
    ageMax: (r.age_max as number | null) ?? null,
    series: (r.series as string | null) ?? null,
    seriesVolume: (r.series_volume as number | null) ?? null,
  };
}

/**
 * The catalog in PostgreSQL. Search uses pg_trgm (GIN indexes on lower(title) and lower(author)):
 * whole-string similarity for typos, word similarity for partial titles, ISBN exactly.
 */
export class MikroOrmBookCatalog implements BookCatalog {
  constructor(private readonly orm: MikroORM) {}

  async search(query: string, limit: number): Promise<CatalogHit[]> {
    const q = query.trim().toLowerCase();
    if (q === '') return [];
    const isbn = parseIsbn(q);
    if (isbn.ok) {
      const rows = await sql(this.orm, `select id, title, author, isbn from book_content_analysis where isbn = ? limit 1`, [isbn.value]);
      if (rows.length > 0) return rows.map((r) => ({ ...this.hit(r), score: 1 }));
    }
    const rows = await sql(
      this.orm,
      `select id, title, author, isbn, greatest(
           similarity(lower(title), ?),
           word_similarity(?, lower(title)) * 0.95,
           similarity(lower(author), ?) * 0.9,
           word_similarity(?, lower(author)) * 0.85,
           similarity(lower(title) || ' ' || lower(author), ?)
         ) as score
         from book_content_analysis
        where lower(title) % ? or ? <% lower(title) or lower(author) % ? or ? <% lower(author)
        order by score desc, title asc
        limit ?`,
      [q, q, q, q, q, q, q, q, q, limit],
    );
    return rows.map((r) => ({ ...this.hit(r), score: Math.round(Number(r.score) * 1000) / 1000 }));
  }

  async get(id: string): Promise<CatalogBook | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [r] = await sql(this.orm, `select ${COLUMNS} from book_content_analysis where id = ?`, [id]);
    return r ? toCatalogBook(r) : null;
  }

  async findByTitleAuthor(title: string, author: string): Promise<CatalogBook | null> {
    const [r] = await sql(
      this.orm,
      `select ${COLUMNS} from book_content_analysis where lower(title) = lower(?) and (? = '' or lower(author) = lower(?) or similarity(lower(author), lower(?)) > 0.5)
        order by similarity(lower(author), lower(?)) desc limit 1`,
      [title.trim(), author.trim(), author.trim(), author.trim(), author.trim()],
    );
    return r ? toCatalogBook(r) : null;
  }

  async related(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    const flags = CATALOG_FLAGS.filter((f) => book.facts.categories.some((c) => c.present && c.category === CATEGORY_BY_CATALOG_FLAG[f]));
    const sharedFlags = flags.length > 0 ? flags.map((f) => `(case when ${flagColumn(f)} then 1 else 0 end)`).join(' + ') : '0';
    const rows = await sql(
      this.orm,
      `select ${COLUMNS} from book_content_analysis
        where id <> ? and (series is null or series is distinct from ?)
        order by cardinality(array(select unnest(tags) intersect select jsonb_array_elements_text(?::jsonb))) * 3 + (${sharedFlags}) desc,
                 abs(coalesce(age_min, 10) - ?) asc, title asc
        limit ?`,
      [book.id, book.series, JSON.stringify(book.facts.tags ?? []), book.ageMin ?? 10, limit],
    );
    return rows.map(toCatalogBook);
  }

  async count(): Promise<number> {
    const [r] = await sql(this.orm, `select count(*)::int as n from book_content_analysis`);
    return Number(r.n);
  }

  private hit(r: Row): Omit<CatalogHit, 'score'> {
    return { id: String(r.id), title: String(r.title), author: String(r.author), isbn: (r.isbn as string | null) ?? null };
  }
}
