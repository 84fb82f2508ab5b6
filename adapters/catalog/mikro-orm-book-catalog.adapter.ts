import type { MikroORM } from '@mikro-orm/postgresql';
import { CATALOG_FLAG_BY_CATEGORY, flagColumn, isbn13To10, normalizeIsbn, parseIsbn, type BookFacts } from '../../domain/index.js';
import type { AnalysedBook, BookCatalog, CatalogBook, CatalogHit } from '../../application/ports/book-catalog.port.js';
import { sql } from '../persistence/sql.js';
import { analysedBookColumns } from './analysed-book-columns.js';
import { BOOK_COLUMNS, toCatalogBook } from './catalog-book-row.js';

/** Kept here too: other adapters map catalog rows with it. */
export { toCatalogBook } from './catalog-book-row.js';
import { pgTextArray } from './pg-text-array.js';

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Candidates read from each trigram index; only these are scored. */
const TITLE_CANDIDATES = 40;
const AUTHOR_CANDIDATES = 20;
const SERIES_CANDIDATES = 20;
/** Books scored for "related": the ones sharing tags, at most this many (keeps 100,000-book catalogs fast). */
const RELATED_POOL = 400;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
 * partial titles and series names, prefix and substring matches in the score, an ISBN exactly.
 */
export class MikroOrmBookCatalog implements BookCatalog {
  constructor(private readonly orm: MikroORM) {}

  async search(query: string, limit: number): Promise<CatalogHit[]> {
    const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
    if (q === '') return [];
    const forms = isbnForms(q);
    if (forms) {
      const rows = await sql(this.orm, `select id, title, author, isbn from book_content_analysis where isbn in (${forms.map(() => '?').join(', ')}) limit 1`, forms);
      if (rows.length > 0) return rows.map((r) => ({ ...this.hit(r), score: 1 }));
    }
    const prefix = `${likeEscape(q)}%`;
    const inside = `%${likeEscape(q)}%`;
    // Candidates come only from the trigram operators, which the GIN indexes serve and prune for
    // every query; each index is read once and capped, and only the candidates are scored. (A LIKE
    // branch or one big OR lets the planner pick a sequential scan, and a common fragment such as
    // 'the' would then score every row: seconds at 100,000 books.) Prefix and substring matches
    // count in the score; word similarity already finds them as candidates. Few clauses, because
    // estimating each trigram clause against the column statistics is most of the planning time.
    const rows = await sql(
      this.orm,
      `with candidates as (
         (select id from book_content_analysis where lower(title) % ? or ? <% lower(title) limit ${TITLE_CANDIDATES})
         union (select id from book_content_analysis where ? <% lower(author) limit ${AUTHOR_CANDIDATES})
         union (select id from book_content_analysis where ? <% lower(coalesce(series, '')) limit ${SERIES_CANDIDATES})
       )
       select b.id, b.title, b.author, b.isbn, greatest(
           similarity(lower(b.title), ?),
           word_similarity(?, lower(b.title)) * 0.95,
           similarity(lower(b.author), ?) * 0.9,
           word_similarity(?, lower(b.author)) * 0.85,
           similarity(lower(b.title) || ' ' || lower(b.author), ?),
           word_similarity(?, lower(coalesce(b.series, ''))) * 0.8,
           case when lower(b.title) = ? then 1 when lower(b.title) like ? then 0.85 when lower(b.title) like ? then 0.7 else 0 end
         ) as score
         from book_content_analysis b join candidates using (id)
        order by score desc, b.title asc
        limit ?`,
      [q, q, q, q, q, q, q, q, q, q, q, prefix, inside, limit],
    );
    return rows.map((r) => ({ ...this.hit(r), score: Math.round(Number(r.score) * 1000) / 1000 }));
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

  async related(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    const present = [...new Set(book.facts.categories.filter((c) => c.present).map((c) => CATALOG_FLAG_BY_CATEGORY[c.category]))];
    const sharedFlags = present.length > 0 ? present.map((f) => `(case when ${flagColumn(f)} then 1 else 0 end)`).join(' + ') : '0';
    const anyFlag = present.length > 0 ? present.map(flagColumn).join(' or ') : 'false';
    const tags = pgTextArray(book.facts.tags ?? []);
    const unrelated = (book.facts.tags ?? []).length === 0 && present.length === 0;
    const rows = await sql(
      this.orm,
      `with pool as (
         select id from book_content_analysis
          where id <> ? and (series is null or ?::text is null or series <> ?) and (${unrelated ? 'true' : `tags && ?::text[] or ${anyFlag}`})
          limit ${RELATED_POOL}
       )
       select ${BOOK_COLUMNS} from book_content_analysis b join pool using (id)
        order by cardinality(array(select unnest(b.tags) intersect select unnest(?::text[]))) * 3 + (${sharedFlags}) desc,
                 abs(coalesce(b.age_min, ?) - ?) asc, b.title asc
        limit ?`,
      [book.id, book.series, book.series, ...(unrelated ? [] : [tags]), tags, book.ageMin ?? 10, book.ageMin ?? 10, limit],
    );
    return rows.map(toCatalogBook);
  }

  async upsertFromAnalysis(book: AnalysedBook): Promise<CatalogBook> {
    const isbn = book.isbn ? parseIsbn(book.isbn) : null;
    const existing = (isbn?.ok ? await this.findByIsbn(isbn.value) : null) ?? (await this.exactTitleAuthor(book.title, book.author));
    if (existing && existing.source !== 'ai') return existing;
    const columns = analysedBookColumns({ ...book, isbn: isbn?.ok ? isbn.value : null });
    const names = Object.keys(columns);
    const cast = (n: string) => (n === 'tags' ? '?::text[]' : n === 'severity' || n === 'example_types' ? '?::jsonb' : '?');
    if (existing) {
      // a new analysis of an AI row refreshes it; its ISBN stays (another row may hold the new one)
      const changed = names.filter((n) => n !== 'isbn' || existing.isbn === null);
      const [r] = await sql(
        this.orm,
        `update book_content_analysis set ${changed.map((n) => `${n} = ${cast(n)}`).join(', ')}, updated_at = now() where id = ? and source = 'ai' returning ${BOOK_COLUMNS}`,
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
    return { id: String(r.id), title: String(r.title), author: String(r.author), isbn: (r.isbn as string | null) ?? null };
  }
}
