import { BOOK_COLUMNS } from './catalog-book-row.js';

/** Candidates read from each trigram index; only these are scored. */
export const TITLE_CANDIDATES = 40;
export const AUTHOR_CANDIDATES = 20;
export const SERIES_CANDIDATES = 20;

/**
 * The query text as the candidate predicates see it: a scalar subquery (an InitPlan), so the
 * planner cannot estimate the trigram operators against the column statistics. That estimate
 * computes the similarity of the query to every histogram entry of the indexed expression, once per
 * clause: 1.5 ms of planning per clause on PGlite (measured at 100,000 books), more than the
 * whole index scan. The planner then uses pg_trgm's default selectivity (1 %), which still picks
 * the GIN index as long as the branch has no LIMIT of its own (see the materialized CTEs below).
 */
const QUERY_PARAM = '(select ?::text)';

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
 */
export function catalogSearchQuery(q: string, limit: number, withFacts = false): { text: string; params: unknown[] } {
  const text = `with title_hits as materialized (
         select id from book_content_analysis where lower(title) % ${QUERY_PARAM} or ${QUERY_PARAM} <% lower(title)
       ), author_hits as materialized (
         select id from book_content_analysis where ${QUERY_PARAM} <% lower(author)
       ), series_hits as materialized (
         select id from book_content_analysis where ${QUERY_PARAM} <% lower(coalesce(series, ''))
       ), candidates as (
         (select id from title_hits limit ${TITLE_CANDIDATES})
         union (select id from author_hits limit ${AUTHOR_CANDIDATES})
         union (select id from series_hits limit ${SERIES_CANDIDATES})
       )
       select b.id, b.title, b.author, b.isbn, b.series, b.series_volume, greatest(
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
        limit ?`;
  if (withFacts) return { text: withFactsOf(text), params: searchParams(q, limit) };
  return { text, params: searchParams(q, limit) };
}

const searchParams = (q: string, limit: number): unknown[] => [q, q, q, q, q, q, q, q, q, q, q, `${likeEscape(q)}%`, `%${likeEscape(q)}%`, limit];

/**
 * The same search with every column the facts need (a reader's filter reads them): the candidates
 * are still scored and cut to `limit` on narrow rows, and only those rows are joined back for
 * their wide columns (as related-books-query.ts does), in the same order.
 */
function withFactsOf(search: string): string {
  return `with hits as (${search})
       select ${BOOK_COLUMNS.split(', ').map((c) => `b.${c}`).join(', ')}, hits.score from hits join book_content_analysis b using (id)
        order by hits.score desc, b.title asc`;
}
