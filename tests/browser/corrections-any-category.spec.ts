import { randomBytes } from 'node:crypto';
import { CATALOG_FLAG_BY_CATEGORY, type CategoryId } from '../../domain/index.js';
import { sql } from '../integration/admin-auth.helper.js';
import { copyOfStarterBook, freshIsbn } from '../integration/catalog-copy.helper.js';
import { adminAtCorrections, parentAtAnalysis } from './corrections.helper.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, startBrowserHarness, screenVisible as screen, waitUntilOpened } from '../support/browser.js';

jest.setTimeout(240_000);

/** A copy of a starter book of this suite's own (reports do not change it, but other suites may change theirs). */
const BOOK = { starter: '9780439064873', isbn: freshIsbn(), title: `Harry Potter and the Chamber of Secrets (${randomBytes(3).toString('hex')})` };

describeInBrowser('reporting a problem on any content consideration in a real browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
    await copyOfStarterBook(h.app, BOOK.starter, BOOK);
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(BOTH_WIDTHS)('a parent reports missing content on a category the book does not flag, and the admin queue shows it (%s)', async (_name, viewport) => {
    // ---- the parent
    const { parent, page, problems } = await parentAtAnalysis(h, viewport, 'any-category-parent', BOOK);

    // a flagged category has its own report button beside its examples
    const flaggedReport = page.getByRole('button', { name: /^Report a problem with / }).first();
    await flaggedReport.waitFor();

    // the categories not flagged, behind their toggle
    const toggle = page.getByRole('button', { name: /^Categories not flagged \(\d+\)$/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Spotted something our notes missed? Report it on its category.').waitFor();
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await waitUntilOpened(list.locator('xpath=..')); // the Collapse around the list, still growing
    const report = list.getByRole('button', { name: /^Report a problem with / }).first();
    const label = ((await report.getAttribute('aria-label')) ?? '').replace(/^Report a problem with /, '');
    expect(label).not.toBe('');
    await report.scrollIntoViewIfNeeded();
    await screen(page, 'corrections-not-flagged');
    await report.click();

    const dialog = page.getByRole('dialog', { name: `Report a problem: ${label}` });
    await dialog.waitFor();
    await dialog.getByText('Our notes do not flag this for this book.', { exact: false }).waitFor();
    const form = dialog.getByRole('form', { name: 'Report a problem' });
    for (const kind of ['Too lenient', 'Too strict', 'Factual error', 'Missing content', 'Other']) await form.getByRole('radio', { name: kind }).waitFor();
    await form.getByRole('radio', { name: 'Missing content' }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Please describe the problem in a note').waitFor(); // missing content needs a note
    const note = `Chapter 9 has this, and the notes miss it (${viewport.width})`;
    await form.getByLabel(/^Note/).fill(note);
    await screen(page, 'corrections-missing-content');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Thanks — an editor will review this rating.' }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const [filed] = await sql<{ category: CategoryId; kind: string; status: string; proposed_severity: number; note: string }>(
      h.app,
      'select category, kind, status, proposed_severity, note from content_corrections where user_id = $1',
      [parent.id],
    );
    expect(filed).toMatchObject({ kind: 'missing_content', status: 'open', proposed_severity: 1, note });
    const flag = CATALOG_FLAG_BY_CATEGORY[filed.category];
    const [stored] = await sql<Record<string, boolean>>(h.app, `select ${flag}_flag as flagged from book_content_analysis where isbn = $1`, [BOOK.isbn]);
    expect(stored).toEqual({ flagged: false }); // the category really is one the book does not flag
    expect(problems).toEqual([]);
    await page.context().close();

    // ---- the admin queue
    const { page: adminPage } = await adminAtCorrections(h, viewport, 'any-category-admin', problems);
    const card = adminPage.getByRole('article', { name: `${BOOK.title}: ${label}` }).filter({ hasText: note });
    await card.getByText('Missing content').waitFor();
    await card.getByText(parent.email, { exact: false }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screen(adminPage, 'corrections-missing-content-queue');
    expect(problems).toEqual([]);
    await adminPage.context().close();
  });
});
