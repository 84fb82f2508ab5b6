import type { TestApp } from '../support/test-app.js';
import { sql } from './admin-auth.helper.js';

/** A valid ISBN-13 nobody else uses (the check digit counts: an invalid one identifies no book). */
export function freshIsbn(): string {
  // 979-8: a book ISBN range (979-0 is an ISMN, printed music, which identifies no book)
  const body = `9798${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * Copies a starter book into a row of the test's own (new id, ISBN and title, outside any series,
 * source 'import' so the starter set stays as it was),
 * so that a test which changes a catalog entry never changes the books other suites read.
 */
export async function copyOfStarterBook(t: TestApp, starterIsbn: string, copy: { isbn: string; title: string }): Promise<void> {
  const rows = await sql(
    t,
    `insert into book_content_analysis
     select (jsonb_populate_record(null::book_content_analysis,
              to_jsonb(b) || jsonb_build_object('id', gen_random_uuid(), 'isbn', $1::text, 'title', $2::text,
                                                'series', null, 'series_volume', null, 'source', 'import',
                                                'created_at', now(), 'updated_at', now()))).*
       from book_content_analysis b where b.isbn = $3
     returning id`,
    [copy.isbn, copy.title, starterIsbn],
  );
  if (rows.length !== 1) throw new Error(`no starter book with ISBN ${starterIsbn}`);
}
