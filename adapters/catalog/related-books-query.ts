import { CATALOG_FLAG_BY_CATEGORY, flagColumn } from '../../domain/index.js';
import type { CatalogBook } from '../../application/ports/book-catalog.port.js';
import { BOOK_COLUMNS } from './catalog-book-row.js';
import { pgTextArray } from './pg-text-array.js';

/** Books scored for "related": the ones sharing a tag or a flag, at most this many (keeps 100,000-book catalogs fast). */
export const RELATED_POOL = 400;

/**
 * Books sharing the most tags (3 points each) and content flags (1 each) with this one, then the
 * closest age, then the title; never the book itself nor its own series. Each row carries its
 * `shared` points: the relatedness a reader's ranking reads (equal points, equally related).
 *
 * The pool is read and scored in one pass over narrow rows (id, title, the score), and only the
 * `limit` winners are joined back for their full columns: joining all 400 wide rows before the sort
 * was most of the time (19 ms of a 27 ms fresh analysis on PGlite at 100,000 books). A shared tag
 * is one `= any(tags)` test per tag of the book, not a set intersection per row.
 */
export function relatedBooksQuery(book: CatalogBook, limit: number): { text: string; params: unknown[] } {
  const present = [...new Set(book.facts.categories.filter((c) => c.present).map((c) => CATALOG_FLAG_BY_CATEGORY[c.category]))];
  const tags = [...new Set(book.facts.tags ?? [])];
  const sharedTags = tags.length > 0 ? tags.map(() => '(? = any(tags))::int').join(' + ') : '0';
  const sharedFlags = present.length > 0 ? present.map((f) => `${flagColumn(f)}::int`).join(' + ') : '0';
  const anyFlag = present.length > 0 ? present.map(flagColumn).join(' or ') : 'false';
  const unrelated = tags.length === 0 && present.length === 0;
  const age = book.ageMin ?? 10;
  const text = `with pool as (
         select id, title, (${sharedTags}) * 3 + (${sharedFlags}) as shared, abs(coalesce(age_min, ?) - ?) as age_gap
           from book_content_analysis
          where id <> ? and (series is null or ?::text is null or series <> ?) and (${unrelated ? 'true' : `tags && ?::text[] or ${anyFlag}`})
          limit ${RELATED_POOL}
       ), best as (
         select id, shared, age_gap from pool order by shared desc, age_gap asc, title asc limit ?
       )
       select ${BOOK_COLUMNS}, best.shared from book_content_analysis b join best using (id)
        order by best.shared desc, best.age_gap asc, b.title asc`;
  return { text, params: [...tags, age, age, book.id, book.series, book.series, ...(unrelated ? [] : [pgTextArray(tags)]), limit] };
}
