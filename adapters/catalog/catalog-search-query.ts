import { sql } from 'kysely';
import type { Db } from '../persistence/database.js';
import { BOOK_COLUMNS } from './catalog-book-row.js';

/** Candidates read from each trigram index; only these are scored. */
export const TITLE_CANDIDATES = 40;
export const AUTHOR_CANDIDATES = 20;
export const SERIES_CANDIDATES = 20;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Catalog search by title, author and series name, best first (q is lower-cased and trimmed).
 *
 * Candidates come only from the trigram operators, which the GIN indexes serve (`%` whole-string
 * similarity for typos, `<%` word similarity for partial titles, authors and series names); only
 * the candidates are scored. Each index is read in its own MATERIALIZED CTE with no LIMIT inside:
 * a LIMIT there (with the default 1 % estimate) makes a sequential scan look cheaper, which at
 * 100,000 books costs seconds; outside, the LIMIT stops reading the CTE early just the same.
 * Prefix and substring matches count in the score; word similarity already finds them.
 *
 * The query text reaches the candidate predicates as a scalar subquery (an InitPlan), so the
 * planner cannot estimate the trigram operators against the column statistics. That estimate
 * computes the similarity of the query to every histogram entry of the indexed expression, once per
 * clause: 1.5 ms of planning per clause on PGlite (measured at 100,000 books), more than the whole
 * index scan. The planner then uses pg_trgm's default selectivity (1 %), which still picks the GIN
 * index as long as the branch has no LIMIT of its own.
 *
 * Kysely writes the statement against the entities' types; pg_trgm's operators and functions,
 * which Kysely has no words for, are `sql` fragments typed by what they give.
 */
export function catalogSearchQuery(db: Db, q: string, limit: number) {
  const query = sql<string>`(select ${q}::text)`;
  const table = 'book_content_analysis' as const;
  return db
    .with(
      (cte) => cte('title_hits').materialized(),
      (d) =>
        d
          .selectFrom(table)
          .select('id')
          .where(sql<boolean>`lower(title) % ${query} or ${query} <% lower(title)`),
    )
    .with(
      (cte) => cte('author_hits').materialized(),
      (d) =>
        d
          .selectFrom(table)
          .select('id')
          .where(sql<boolean>`${query} <% lower(author)`),
    )
    .with(
      (cte) => cte('series_hits').materialized(),
      (d) =>
        d
          .selectFrom(table)
          .select('id')
          .where(sql<boolean>`${query} <% lower(coalesce(series, ''))`),
    )
    .with(
      'candidates',
      () =>
        // Kysely writes a raw CTE inside the parentheses it owns: the outer pair here keeps the LIMITs with their branches
        sql<{ id: string }>`((select id from title_hits limit ${sql.lit(TITLE_CANDIDATES)})
         union (select id from author_hits limit ${sql.lit(AUTHOR_CANDIDATES)})
         union (select id from series_hits limit ${sql.lit(SERIES_CANDIDATES)}))`,
    )
    .selectFrom(`${table} as b`)
    .innerJoin('candidates', 'candidates.id', 'b.id')
    .select(['b.id', 'b.title', 'b.author', 'b.isbn', 'b.series', 'b.series_volume'])
    .select(
      sql<number>`greatest(
           similarity(lower(b.title), ${q}),
           word_similarity(${q}, lower(b.title)) * 0.95,
           similarity(lower(b.author), ${q}) * 0.9,
           word_similarity(${q}, lower(b.author)) * 0.85,
           similarity(lower(b.title) || ' ' || lower(b.author), ${q}),
           word_similarity(${q}, lower(coalesce(b.series, ''))) * 0.8,
           case when lower(b.title) = ${q} then 1 when lower(b.title) like ${`${likeEscape(q)}%`} then 0.85 when lower(b.title) like ${`%${likeEscape(q)}%`} then 0.7 else 0 end
         )::float8`.as('score'),
    )
    .orderBy('score', 'desc')
    .orderBy('b.title', 'asc')
    .limit(limit);
}

/**
 * The same search with every column the facts need (a reader's filter reads them): the candidates
 * are still scored and cut to `limit` on narrow rows, and only those rows are joined back for
 * their wide columns (as related-books-query.ts does), in the same order.
 */
export function catalogSearchWithFactsQuery(db: Db, q: string, limit: number) {
  return db
    .with('hits', () => catalogSearchQuery(db, q, limit))
    .selectFrom('hits')
    .innerJoin('book_content_analysis as b', 'b.id', 'hits.id')
    .select(BOOK_COLUMNS.map((c) => `b.${c}` as const))
    .select('hits.score')
    .orderBy('hits.score', 'desc')
    .orderBy('b.title', 'asc');
}
