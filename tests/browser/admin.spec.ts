import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { sql } from '../integration/admin-auth.helper.js';
import { signUp, TEST_PASSWORD, type SignedUp } from '../support/test-app.js';
import { type BrowserHarness, describeInBrowser, DESKTOP, harnessForSuite, PHONE, screenVisible as screen } from '../support/browser.js';

// Whole admin flows (gate, dashboard, five tools) on a shared 2-core machine.
jest.setTimeout(240_000);

/** The books of web/public/samples/three-books.csv. */
const SAMPLE_ISBNS = ['9798888010013', '9798888010020', '9798888010037'];

/** A new account through the API, made an admin in the database when asked. */
async function newAccount(h: BrowserHarness, label: string, admin: boolean): Promise<SignedUp> {
  const u = await signUp(h.app, label, { first_name: admin ? 'Ada' : 'Rita', last_name: admin ? 'Admin' : 'Reader', user_type: 'parent' });
  if (admin) await sql(h.app, 'update profiles set is_admin = true where id = $1', [u.id]);
  return u;
}

/** Signs the account in through the form (which lands on the scanner). */
async function signIn(page: Page, u: SignedUp): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Password', { exact: true }).fill(u.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/book-scanner');
}

/** Unlocks the admin area as POST /api/admin/unlock would (30 minutes from the app's clock). */
async function unlockInDatabase(h: BrowserHarness, userId: string): Promise<void> {
  const until = new Date(h.app.clock.now().getTime() + 30 * 60_000).toISOString();
  await sql(
    h.app,
    'insert into admin_unlocks (user_id, unlocked_until) values ($1, $2) on conflict (user_id) do update set unlocked_until = excluded.unlocked_until',
    [userId, until],
  );
}

async function pickSample(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: 'Sample CSV' }).click();
  await page.getByRole('option', { name }).click();
  await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('textarea')?.value.startsWith('isbn,title,author'));
}

/** The whole page from the top (scrolled down, a full-page capture draws the sticky header mid-page). */
async function fullPage(h: BrowserHarness, page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await h.screenshot(page, name);
}

async function toastWith(page: Page, text: string | RegExp) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

describeInBrowser('the admin area in a real browser', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it('asks anonymous visitors to log in and refuses a signed-in reader who is not an admin', async () => {
    const page = await h.newPage(PHONE);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/admin');
    await page.getByText('Please log in to access the admin panel.').waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).last().getAttribute('href')).toBe('/auth');
    await fullPage(h, page, 'admin-anonymous');

    await page.goto('/clean-import');
    await page.getByText('You must be signed in to import.').waitFor();

    await signIn(page, await newAccount(h, 'not-admin', false));
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'You do not have access to the admin area' }).waitFor();
    expect(await page.getByLabel('Your password').count()).toBe(0);
    await fullPage(h, page, 'admin-refused');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("unlocks with the admin's own password, triages feedback, imports, exports, fixes and tests insights (phone)", async () => {
    const page = await h.newPage(PHONE);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));

    // feedback from a reader: a bug report and a privacy note
    const reader = await signUp(h.app, 'feedback-reader');
    const bugText = `The scanner missed my book ${Date.now()}`;
    await h.app.http().post('/api/feedback').set(reader.auth).send({ feedback_text: bugText, category: 'bug_report', rating: 4 }).expect(201);
    await h.app.http().post('/api/feedback').set(reader.auth).send({ feedback_text: "Who can see my children's profiles?", category: 'privacy' }).expect(201);

    const admin = await newAccount(h, 'admin-phone', true);
    await signIn(page, admin);
    await page.goto('/admin');

    // the gate: the admin's own password, wrong then right
    const sent: string[] = [];
    page.on('request', (r) => sent.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`));
    await page.getByRole('heading', { name: 'Unlock the admin area' }).waitFor();
    await page.getByLabel('Your password').fill('Wrong!Lamp99');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('Invalid password', { exact: true }).waitFor();
    // a wrong password (401) is not taken for an expired session: no refresh, no second try
    expect(sent.filter((r) => r.includes('grant_type=refresh_token'))).toEqual([]);
    expect(sent.filter((r) => r === 'POST /api/admin/unlock')).toHaveLength(1);
    const [failed] = (await sql<{ n: number }>(h.app, "select count(*)::int as n from audit_log where actor_id = $1 and action = 'admin.unlock_failed'", [
      admin.id,
    ])) as [{ n: number }];
    expect(failed.n).toBe(1);
    await fullPage(h, page, 'admin-gate');
    await page.getByLabel('Your password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await toastWith(page, 'Access granted');

    // the dashboard: feedback newest first with category icons, status actions from the machine
    await page.getByRole('heading', { name: 'Book tools' }).waitFor();
    const bug = page.getByRole('article').filter({ hasText: bugText });
    await bug.waitFor();
    expect(await bug.locator('[data-category-icon="bug_report"]').count()).toBe(1);
    expect(await page.getByRole('article').filter({ hasText: "children's profiles" }).first().locator('[data-category-icon="privacy"]').count()).toBe(1);
    expect(await bug.getByText('New', { exact: true }).count()).toBe(1);
    expect(await bug.getByRole('button').allTextContents()).toEqual(['Review', 'Resolve']);
    await fullPage(h, page, 'admin-dashboard');
    await bug.getByRole('button', { name: 'Review' }).click();
    await toastWith(page, 'Feedback marked as in review');
    await bug.getByText('In review', { exact: true }).waitFor();
    expect(await bug.getByRole('button').allTextContents()).toEqual(['Resolve', 'Dismiss']);
    const [stored] = await sql<{ status: string }>(h.app, 'select status from feedback where feedback_text = $1', [bugText]);
    expect(stored?.status).toBe('in_review');

    // another admin resolved it meanwhile: the 409 is explained and the list catches up
    await sql(h.app, "update feedback set status = 'resolved' where feedback_text = $1", [bugText]);
    await bug.getByRole('button', { name: 'Dismiss' }).click();
    await toastWith(page, 'Failed to update feedback status');
    await toastWith(page, 'Cannot dismiss feedback that is resolved');
    await bug.getByText('Resolved', { exact: true }).waitFor();
    expect(await bug.getByRole('button').allTextContents()).toEqual(['Reopen']);

    // the users, with the Admin badge
    await page.getByRole('tab', { name: /Users/ }).click();
    const adminRow = page.getByRole('listitem').filter({ hasText: 'Ada Admin' }).first();
    await adminRow.getByText('Admin', { exact: true }).waitFor();
    const readerRow = page.getByRole('listitem').filter({ hasText: 'Test Parent' }).first(); // the feedback reader
    await readerRow.waitFor();
    expect(await readerRow.getByText('Admin', { exact: true }).count()).toBe(0);
    await fullPage(h, page, 'admin-users');

    // import: empty, not previewed, a preview with errors, then a clean preview and the import
    await page.getByRole('link', { name: /Import Book Data/ }).click();
    await page.getByRole('heading', { name: 'Import Book Data' }).waitFor();
    await page.getByRole('button', { name: 'Import Books' }).click();
    await page.getByText('Please paste CSV content before importing').waitFor();
    await pickSample(page, /Rows that need fixing/);
    await page.getByRole('button', { name: 'Preview & Validate' }).click();
    await page.getByText('Row 5: Could not normalize to 36 fields (got 12). Check for stray commas or unmatched quotes.').waitFor();
    // the 40-field row of issue #18 is refused whole, by row and field count, never shifted
    await page.getByText('Row 6: Could not normalize to 36 fields (got 40). Check for stray commas or unmatched quotes.').waitFor();
    await page.getByText('2 rows have field count issues').waitFor();
    const refused = page.getByRole('region', { name: 'Refused rows (not imported)' });
    await refused.getByText('Row 4: "12345" is not a valid ISBN-10 or ISBN-13').waitFor();
    await refused.getByText('Row 7: 9790260000438 is an ISMN (printed music), not a book ISBN').waitFor();
    await page.getByText('Row 3: Added the missing empty suicide_self_harm_example').waitFor();
    await fullPage(h, page, 'admin-import-errors');
    await page.getByRole('button', { name: 'Import Books' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fix validation errors first' }).waitFor();

    await pickSample(page, /Three books/);
    await page.getByRole('button', { name: 'Import Books' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please run Preview & Validate first' }).waitFor();
    await page.getByRole('button', { name: 'Preview & Validate' }).click();
    await page.getByText('Preview passed').waitFor();
    // a clean preview says so once and offers the real import: no failure heading anywhere
    expect(await page.getByText(/Import Failed|Preview found errors/i).count()).toBe(0);
    await page.getByRole('button', { name: 'Import Books' }).waitFor();
    await page.getByText('The Lantern Keeper', { exact: true }).waitFor();
    expect(await sql(h.app, 'select 1 from book_content_analysis where isbn = any($1)', [SAMPLE_ISBNS])).toHaveLength(0); // a preview writes nothing
    await fullPage(h, page, 'admin-import-preview');

    // the real import runs as a job; its polls are held at "reading", then "writing", until the test has seen each bar
    let held: 'reading' | 'writing' | 'done' = 'reading';
    await page.route('**/api/admin/books/import-jobs/*', async (route) => {
      const res = await route.fetch();
      const job = await res.json();
      if (held === 'reading')
        return route.fulfill({ response: res, json: { ...job, state: 'running', phase: 'reading', processed: 2, total: 0, result: undefined } });
      if (held === 'writing')
        return route.fulfill({ response: res, json: { ...job, state: 'running', phase: 'writing', processed: 0, total: 3, result: undefined } });
      return route.fulfill({ response: res, json: job });
    });
    await page.getByRole('button', { name: 'Import Books' }).click();
    const bar = page.getByRole('status').filter({ hasText: 'Reading rows: 2 of 3' });
    await bar.waitFor();
    expect(await bar.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    await bar.scrollIntoViewIfNeeded();
    await screen(page, 'admin-import-progress');
    held = 'writing';
    await page.getByRole('status').filter({ hasText: 'Saving 3 rows to the catalog' }).waitFor();
    held = 'done';
    await page.getByText('Import complete').first().waitFor();
    await page.unroute('**/api/admin/books/import-jobs/*');
    expect(await sql(h.app, 'select 1 from book_content_analysis where isbn = any($1)', [SAMPLE_ISBNS])).toHaveLength(3);

    // clean import: "Y" is not a yes/no flag there
    await page.goto('/clean-import');
    await pickSample(page, /Rows that need fixing/);
    await page.getByRole('button', { name: 'Preview & Validate' }).click();
    await page.getByText('Row 2: divorce_separation_flag must be yes or no (got "Y")').waitFor();

    // export: the true count, and the downloaded file. Other suites add and remove their own books
    // on the same database meanwhile, so each figure is checked against the catalog's count read
    // just before and just after it was taken.
    const bookCount = async () =>
      ((await sql<{ count: number }>(h.app, 'select count(*)::int as count from book_content_analysis')) as [{ count: number }])[0].count;
    const between = (value: number, a: number, b: number) => {
      expect(value).toBeGreaterThanOrEqual(Math.min(a, b));
      expect(value).toBeLessThanOrEqual(Math.max(a, b));
    };
    const beforePage = await bookCount();
    await page.goto('/export-books');
    const shown = Number((await page.getByTestId('book-count').textContent())?.replace(/\D/g, ''));
    between(shown, beforePage, await bookCount());
    await fullPage(h, page, 'admin-export');
    const beforeDownload = await bookCount();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^books-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.split(/\r?\n/).filter((l) => l !== '');
    expect(lines[0]).toBe('Title,Author,ISBN,Date Added');
    between(lines.length - 1, beforeDownload, await bookCount());
    expect(lines.some((l) => l.startsWith('Signal Lost,Ada Okonkwo,9798888010037,'))).toBe(true);

    // fix: a messy row is cleaned, the changes shown before and after
    await sql(h.app, "update book_content_analysis set title = '  Signal   Lost ', summary = summary || '  ' where isbn = $1", ['9798888010037']);
    await page.goto('/fix-book-data');
    await page.getByLabel('ISBN').fill('0000000000');
    await page.getByRole('button', { name: 'Fix Book Data' }).click();
    await page.getByRole('alert').filter({ hasText: 'No book with ISBN 0000000000' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Failed to fix book data' }).waitFor();
    await page.getByLabel('ISBN').fill('9798888010037');
    await page.getByRole('button', { name: 'Fix Book Data' }).click();
    const result = page.getByRole('region', { name: 'Fix result' });
    await result.getByText('Book data fixed! Please refresh the book scanner page.').waitFor();
    const titleChange = await result.locator('[data-change-field="title"]').textContent();
    expect(titleChange).toContain('Before  Signal   Lost ');
    expect(titleChange).toContain('AfterSignal Lost');
    expect(await result.locator('[data-change-field="summary"]').count()).toBe(1);
    await fullPage(h, page, 'admin-fix');
    const [fixed] = await sql<{ title: string }>(h.app, 'select title from book_content_analysis where isbn = $1', ['9798888010037']);
    expect(fixed?.title).toBe('Signal Lost');

    // insight test: a book is needed; then all three insights for a 10-year-old
    await page.goto('/import-test');
    await page.getByRole('button', { name: 'Generate All Insights' }).click();
    await page.getByText('Select a book').waitFor();
    expect(await page.getByLabel('Reader age').inputValue()).toBe('10');
    await page.getByText('Grade 5', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Book' }).fill('Signal Lo');
    await page.getByRole('option', { name: 'Signal Lost — Ada Okonkwo' }).click();
    await page.getByRole('button', { name: 'Generate All Insights' }).click();
    for (const type of ['personalized-summary', 'content-explanation', 'recommendation-reasoning']) {
      await page.locator(`[data-insight="${type}"]`).waitFor();
    }
    expect(await page.locator('[data-insight="personalized-summary"]').textContent()).toMatch(/10-year-old/);
    await page.getByText(/Signal Lost for a 10-year-old: .+ match \(\d+\/100\)/).waitFor();
    await fullPage(h, page, 'admin-insights');
    await page.getByLabel('Reader age').fill('19');
    await page.getByRole('button', { name: 'Generate Content Explanation' }).click();
    await page.getByText('Reader age must be between 5 and 18').waitFor();

    // the unlock runs out: the next call answers 403 and the page goes back to the gate
    await page.getByLabel('Reader age').fill('12');
    await sql(h.app, "update admin_unlocks set unlocked_until = '2000-01-01T00:00:00Z' where user_id = $1", [admin.id]);
    await page.getByRole('button', { name: 'Generate Personalized Summary' }).click();
    await page.getByRole('heading', { name: 'Unlock the admin area' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the dashboard and the tools at desktop width', async () => {
    const page = await h.newPage(DESKTOP);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const admin = await newAccount(h, 'admin-desktop', true);
    await unlockInDatabase(h, admin.id);
    // this test's own books: the three-book sample, imported through the API
    const sample = readFileSync(join(__dirname, '..', '..', 'web', 'public', 'samples', 'three-books.csv'), 'utf8');
    const imported = await h.app.http().post('/api/admin/books/import').set(admin.auth).send({ csvContent: sample });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ success: true, imported: 3 });
    await signIn(page, admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Book tools' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await fullPage(h, page, 'admin-dashboard');

    await page.goto('/import-book-data');
    await pickSample(page, /Rows that need fixing/);
    await page.getByRole('button', { name: 'Preview & Validate' }).click();
    await page.getByText('Preview found errors').waitFor();
    await fullPage(h, page, 'admin-import-errors');

    await page.goto('/export-books');
    await page.getByTestId('book-count').waitFor();
    await fullPage(h, page, 'admin-export');

    await page.goto('/fix-book-data');
    await page.getByLabel('ISBN').fill('9798888010020');
    await page.getByRole('button', { name: 'Fix Book Data' }).click();
    await page.getByText('Book data checked: nothing needed fixing.').first().waitFor();
    await fullPage(h, page, 'admin-fix');

    await page.goto('/import-test');
    await page.getByRole('combobox', { name: 'Book' }).fill('Lantern');
    await page.getByRole('option', { name: 'The Lantern Keeper — Maren Holt' }).click();
    await page.getByRole('button', { name: 'Generate All Insights' }).click();
    await page.locator('[data-insight="recommendation-reasoning"]').waitFor();
    await fullPage(h, page, 'admin-insights');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
