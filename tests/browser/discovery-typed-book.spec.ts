import { CATALOG_FLAGS, exampleColumn, flagColumn } from '../../domain/index.js';
import { sql } from '../integration/admin-auth.helper.js';
import { copyOfStarterBook, freshIsbn } from '../integration/catalog-copy.helper.js';
import { aReaderWhoAvoidsViolence } from '../integration/discovery-books.helper.js';
import { signUp, type TestApp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, signedInWithReader, startBrowserHarness, screenVisible as screen } from '../support/browser.js';

jest.setTimeout(240_000);

/**
 * Four books of the suite's own, sharing a made-up word: "<word> Thunder" (violence, by Ann
 * Example) and "<word> Thúnder" (nothing flagged, by Bea Example) have the same title once accents
 * are dropped, so typing it offers both ('Which book did you mean?'), the first being the exact
 * spelling; "<word> Thunder Road" (violence) and "<word> Thunder Bay" (nothing flagged) are other
 * results of the same search.
 */
async function thunderBooks(t: TestApp): Promise<string> {
  const word = `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;
  const books: [string, string, boolean][] = [
    ['Thunder', 'Ann Example', true],
    ['Thúnder', 'Bea Example', false],
    ['Thunder Road', 'Cal Example', true],
    ['Thunder Bay', 'Dee Example', false],
  ];
  for (const [name, author, violent] of books) {
    const isbn = freshIsbn();
    await copyOfStarterBook(t, '9780399226908', { isbn, title: `${word} ${name}` });
    const sets = CATALOG_FLAGS.map(
      (f) => `${flagColumn(f)} = ${violent && f === 'violence'}, ${exampleColumn(f)} = '${violent && f === 'violence' ? 'a fight on one page' : ''}'`,
    ).join(', ');
    await sql(
      t,
      `update book_content_analysis set ${sets}, author = $1, tags = '{}'::text[], severity = '{}'::jsonb, example_types = '{}'::jsonb where isbn = $2`,
      [author, isbn],
    );
  }
  return word;
}

describeInBrowser('the book typed is always shown, whatever its fit (issue 18)', () => {
  let h: BrowserHarness;
  let word: string;
  beforeAll(async () => {
    h = await startBrowserHarness();
    word = await thunderBooks(h.app);
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(BOTH_WIDTHS)('a conflicting book typed for a young reader comes first, flagged, and is not counted as hidden (%s)', async (_name, viewport) => {
    const parent = await signUp(h.app, 'typed-book-browser');
    const miaId = await aReaderWhoAvoidsViolence(h.app, parent.id);
    const query = `${word} Thunder`;
    // what the server holds back for Mia among the other results (other suites' books may match too)
    const all = await h.app.http().get('/api/books/search').query({ q: query, reader_id: miaId, show_all: 'true' }).set(parent.auth).expect(200);
    const hidden = (all.body as { typed?: true; fit: { exceeds_zero_tolerance: boolean } }[]).filter((b) => !b.typed && b.fit.exceeds_zero_tolerance).length;
    expect(hidden).toBeGreaterThanOrEqual(1); // Thunder Road at least

    const { page, problems } = await signedInWithReader(h, viewport, parent, 'Mia (Age 10)');
    await page.getByLabel('Search by title, author or ISBN').fill(query);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Which book did you mean?' });
    await dialog.getByText(`${hidden} ${hidden === 1 ? 'book' : 'books'} hidden for Mia`).waitFor();
    const rows = dialog.locator('button', { hasText: word });
    const first = rows.first();
    await first.getByText('The book you searched for').waitFor();
    expect(await first.getByText(query, { exact: true }).count()).toBe(1);
    await first.getByText("Above Mia's limits: Violence").waitFor();
    const titles = (await rows.allTextContents()).join('\n');
    expect(titles).not.toContain('Thunder Road');
    expect(titles).toContain('Thunder Bay');
    await page.waitForTimeout(300); // the dialog's opening transition
    await screen(page, 'discovery-typed-book');

    // shown, the others above her limits join the list; the typed book is still first and not counted
    await dialog.getByRole('button', { name: 'Show them' }).click();
    await dialog.getByText(`${hidden} ${hidden === 1 ? 'book' : 'books'} above Mia's limits, shown`).waitFor();
    await dialog.locator('button', { hasText: `${word} Thunder Road` }).waitFor();
    await rows.first().getByText('The book you searched for').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
