import { CATALOG_FLAGS, exampleColumn, flagColumn, type CatalogFlag } from '../../domain/index.js';
import type { TestApp } from '../support/test-app.js';
import { sql } from './admin-auth.helper.js';
import { copyOfStarterBook, freshIsbn } from './catalog-copy.helper.js';

/**
 * Six catalog books of a suite's own for the discovery tests: their titles share one made-up word
 * (a search for it finds exactly them, all equally relevant) and their tags one made-up tag (they
 * are each other's only similar books). In title order: Amber (scary content), Birch (nothing
 * flagged), Cedar (nothing flagged, tagged fantasy), Dusk (violence), Ember (violence and scary
 * content), Spring (nothing flagged). Answers the word and each book's ISBN.
 */
export async function discoveryBooks(t: TestApp): Promise<{ word: string; isbns: Record<string, string> }> {
  const word = `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;
  const tag = `${word}_tag`;
  const isbns: Record<string, string> = {};
  const books: [string, CatalogFlag[], string[]][] = [
    ['Amber', ['scary_horror'], [tag]],
    ['Birch', [], [tag]],
    ['Cedar', [], [tag, 'fantasy']],
    ['Dusk', ['violence'], [tag]],
    ['Ember', ['violence', 'scary_horror'], [tag]],
    ['Spring', [], [tag]],
  ];
  for (const [name, flags, tags] of books) {
    isbns[name] = freshIsbn();
    // a starter row copied (The Very Hungry Caterpillar), then its flags and tags set to exactly these
    await copyOfStarterBook(t, '9780399226908', { isbn: isbns[name], title: `${word} ${name}` });
    const sets = CATALOG_FLAGS.map(
      (f) => `${flagColumn(f)} = ${flags.includes(f)}, ${exampleColumn(f)} = '${flags.includes(f) ? `${f.replace(/_/g, ' ')} on one page` : ''}'`,
    ).join(', ');
    await sql(
      t,
      `update book_content_analysis set ${sets}, tags = $1::text[], severity = '{}'::jsonb, example_types = '{}'::jsonb, age_min = 9, age_max = 12 where isbn = $2`,
      [`{${tags.join(',')}}`, isbns[name]],
    );
  }
  return { word, isbns };
}

/** Mia, 10, of this account: violence 'Avoid' (0), likes fantasy; other categories take her age default, Low (2). */
export async function aReaderWhoAvoidsViolence(t: TestApp, userId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    t,
    `insert into family_members (user_id, name, age, reading_level, content_tolerance, quiz_data) values ($1, 'Mia', 10, 'Elementary', $2::jsonb, $3::jsonb) returning id`,
    [userId, JSON.stringify({ violence: 0 }), JSON.stringify({ book_preferences: { genres: ['fantasy'] } })],
  );
  return row.id;
}
