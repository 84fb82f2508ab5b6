import type { Page, Route } from 'playwright-core';
import { sql } from '../integration/admin-auth.helper.js';
import { book, bookPrefix, csvOf } from '../integration/admin-books.helper.js';
import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, harnessForSuite, PHONE, signInThroughForm, screenVisible as screen } from '../support/browser.js';

// Search, ask, admin answer and the notice, at two widths on a shared 2-core machine.
jest.setTimeout(180_000);

const search = async (page: Page, query: string) => {
  await page.getByRole('searchbox', { name: 'Search by title, author or ISBN' }).fill(query);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
};

/** Makes an unlocked admin through the database and imports the book through the API. */
async function adminImports(h: BrowserHarness, title: string, prefix: string) {
  const admin = await signUp(h.app, 'catalog-admin');
  await sql(h.app, 'update profiles set is_admin = true where id = $1', [admin.id]);
  const until = new Date(h.app.clock.now().getTime() + 30 * 60_000).toISOString();
  await sql(
    h.app,
    'insert into admin_unlocks (user_id, unlocked_until) values ($1, $2) on conflict (user_id) do update set unlocked_until = excluded.unlocked_until',
    [admin.id, until],
  );
  const res = await h.app
    .http()
    .post('/api/admin/books/import')
    .set(admin.auth)
    .send({ csvContent: csvOf([book(prefix, 1, { title })]), dryRun: false });
  expect(res.status).toBe(200);
  return admin;
}

describeInBrowser('unknown books lead somewhere', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it.each(BOTH_WIDTHS)('clears the previous card, asks us to add the book, and tells the parent once it arrives (%s)', async (name, viewport) => {
    const page = await h.newPage(viewport);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const u = await signUp(h.app, `ask-${name}`);
    await signInThroughForm(page, u);

    // a known book first: its card
    await search(page, 'Holes');
    await page.getByRole('article', { name: 'Holes' }).waitFor();

    // then an unknown one: the message, no card of the previous book, and where to go next
    // a title no catalog book resembles (the other width's test imports its own, unlike this one)
    const prefix = bookPrefix(name);
    const title = `${name === 'phone' ? 'Marigold Orbit Almanac' : 'Quiet Velvet Thunderclap'} ${prefix.slice(-8)}`;
    await search(page, title);
    await page.getByText("We couldn't find that book").waitFor();
    expect(await page.getByRole('article', { name: 'Holes' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show Holes again' }).waitFor(); // still reachable
    await page.getByRole('button', { name: 'Search by title instead' }).waitFor();
    await screen(page, 'catalog-request-not-found');

    await page.getByRole('button', { name: 'Ask us to add this book' }).click();
    const thanks = page.getByText("Thanks! We'll let you know when this book is in ShelfCheck.");
    await thanks.waitFor();
    await page.getByText("We couldn't find that book").scrollIntoViewIfNeeded();
    await screen(page, 'catalog-request-asked');
    const rows = await sql<{ title: string; status: string }>(h.app, 'select title, status from catalog_requests where user_id = $1', [u.id]);
    expect(rows).toEqual([{ title, status: 'open' }]);

    // "Search by title instead" puts the parent back in the search box
    await page.getByRole('button', { name: 'Search by title instead' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('book-search');

    // the admin adds the book; the next visit says so, once
    await adminImports(h, title, prefix);
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: `“${title}” is now in ShelfCheck` });
    await notice.waitFor();
    await screen(page, 'catalog-request-added-notice');
    await notice.getByRole('button', { name: 'Check it' }).click();
    await page.getByRole('article', { name: title }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by title, author or ISBN' }).waitFor();
    // the list has loaded (the seen mark is on the server) and no notice came back
    const [seen] = await sql<{ seen_at: Date | null }>(h.app, 'select seen_at from catalog_requests where user_id = $1', [u.id]);
    expect(seen?.seen_at).not.toBeNull();
    expect(await page.getByText(`“${title}” is now in ShelfCheck`).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('ignores a second submit while an analysis runs: Go is disabled and only one request leaves', async () => {
    const page = await h.newPage(PHONE);
    const u = await signUp(h.app, 'one-submit');
    await signInThroughForm(page, u);
    const held: Route[] = [];
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/books/analyze', async (route) => {
      held.push(route);
      release();
    });
    await search(page, 'Holes');
    await arrived;
    const go = page.getByRole('button', { name: 'Go', exact: true });
    expect(await go.isDisabled()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search by title, author or ISBN' }).press('Enter');
    expect(held).toHaveLength(1);
    await held[0].continue();
    await page.getByRole('article', { name: 'Holes' }).waitFor();
    expect(held).toHaveLength(1);
    expect(await go.isDisabled()).toBe(false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  it.each(BOTH_WIDTHS)('keeps the chosen reader across a reload, and falls back when the reader is gone (%s)', async (name, viewport) => {
    const page = await h.newPage(viewport);
    const u = await signUp(h.app, `keep-${name}`);
    const mia = await h.app.http().post('/api/family-members').set(u.auth).send({ name: 'Mia', age: 8, reading_level: 'Elementary' });
    expect(mia.status).toBe(201);
    await signInThroughForm(page, u);
    await page.getByRole('button', { name: /^Change reader/ }).click();
    await page.getByRole('menuitem', { name: 'Mia (Age 8)' }).click();
    await page.getByText('Mia, Age 8').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('selectedMember'))).toBe(mia.body.id);

    await page.reload();
    await page.getByText('Mia, Age 8').waitFor();
    await screen(page, 'reader-kept-after-reload');

    // Mia is removed elsewhere: the next load falls back to the parent
    await h.app.http().delete(`/api/family-members/${mia.body.id}`).set(u.auth).expect(204);
    await page.reload();
    await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('selectedMember') === null); // the default reader is no key
    expect(await page.getByText('Mia, Age 8').count()).toBe(0);
  });

  it.each(BOTH_WIDTHS)('lists the requests for the admin, most requested first, with Mark added and Decline (%s)', async (name, viewport) => {
    const prefix = bookPrefix(`adm-${name}`);
    const parents = await Promise.all([1, 2].map((i) => signUp(h.app, `asker-${name}-${i}`)));
    for (const p of parents)
      await h.app
        .http()
        .post('/api/catalog-requests')
        .set(p.auth)
        .send({ title: `${prefix} Popular Wish` })
        .expect((r) => expect([200, 201]).toContain(r.status));
    await h.app
      .http()
      .post('/api/catalog-requests')
      .set(parents[0].auth)
      .send({ title: `${prefix} Single Wish`, author: 'Ada Marsh' })
      .expect(201);

    const admin = await signUp(h.app, `req-admin-${name}`);
    await sql(h.app, 'update profiles set is_admin = true where id = $1', [admin.id]);
    const until = new Date(h.app.clock.now().getTime() + 30 * 60_000).toISOString();
    await sql(
      h.app,
      'insert into admin_unlocks (user_id, unlocked_until) values ($1, $2) on conflict (user_id) do update set unlocked_until = excluded.unlocked_until',
      [admin.id, until],
    );
    const page = await h.newPage(viewport);
    await signInThroughForm(page, admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Requests' }).click();
    const popular = page.getByRole('article', { name: `${prefix} Popular Wish` });
    await popular.getByText('2 parents asked').waitFor();
    const single = page.getByRole('article', { name: `${prefix} Single Wish` });
    await single.getByText('1 parent asked').waitFor();
    // most requested first
    const order = await page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(order.indexOf(`${prefix} Popular Wish`)).toBeLessThan(order.indexOf(`${prefix} Single Wish`));
    await popular.scrollIntoViewIfNeeded();
    await screen(page, 'admin-catalog-requests');

    await popular.getByRole('button', { name: 'Mark added' }).click();
    await popular.getByText('added', { exact: true }).waitFor();
    await single.getByRole('button', { name: 'Decline' }).click();
    await single.getByText('declined', { exact: true }).waitFor();
    const rows = await sql<{ status: string; n: number }>(
      h.app,
      `select status, count(*)::int as n from catalog_requests where title like $1 group by status order by status`,
      [`${prefix}%`],
    );
    expect(rows).toEqual([
      { status: 'added', n: 2 },
      { status: 'declined', n: 1 },
    ]);
  });
});
