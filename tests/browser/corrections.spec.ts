import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { sql } from '../integration/admin-auth.helper.js';
import { copyOfStarterBook, freshIsbn } from '../integration/catalog-copy.helper.js';
import { adminAtCorrections, parentAtAnalysis } from './corrections.helper.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, startBrowserHarness, screenVisible as screen } from '../support/browser.js';

jest.setTimeout(240_000);

/**
 * One book a viewport, so the second run does not find the first one's accepted rating: copies of
 * starter books made for this suite (accepting a correction changes the catalog row).
 */
const SUFFIX = randomBytes(3).toString('hex');
const BOOKS = {
  phone: { starter: '9780439064873', isbn: freshIsbn(), title: `Harry Potter and the Chamber of Secrets (${SUFFIX})` },
  desktop: { starter: '9780590353427', isbn: freshIsbn(), title: `Harry Potter and the Sorcerer's Stone (${SUFFIX})` },
};

async function toastWith(page: Page, text: string | RegExp) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

describeInBrowser('reporting a wrong rating in a real browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
    for (const book of Object.values(BOOKS)) await copyOfStarterBook(h.app, book.starter, book);
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(BOTH_WIDTHS)('a parent reports from the examples dialog and an admin accepts it in the dashboard (%s)', async (name, viewport) => {
    const BOOK = BOOKS[name];
    // ---- the parent
    const { parent, page, problems } = await parentAtAnalysis(h, viewport, 'corrections-parent', BOOK);

    await page
      .getByRole('button', { name: /: detailed examples$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /- Detailed Examples$/ });
    await dialog.waitFor();
    const categoryLabel = ((await dialog.getAttribute('aria-labelledby').then((id) => page.locator(`#${id}`).textContent())) ?? '').replace(
      / - Detailed Examples$/,
      '',
    );
    await dialog.getByRole('button', { name: 'Report a problem' }).click();
    const form = dialog.getByRole('form', { name: 'Report a problem' });
    await form.getByRole('radio', { name: 'Factual error' }).check();
    // a factual error needs a note: the domain's message, nothing sent
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Please describe the problem in a note').waitFor();
    await form.getByRole('radio', { name: 'Too lenient' }).check();
    const note = `The fights are more graphic than this says (${viewport.width})`;
    await form.getByLabel(/^Note/).fill(note);
    expect(await form.getByText('Please describe the problem in a note').count()).toBe(0); // a change clears the message
    await screen(page, 'corrections-report');
    await form.getByRole('button', { name: 'Send' }).click();
    await toastWith(page, 'Thanks — an editor will review this rating.');
    await form.waitFor({ state: 'hidden' });
    await screen(page, 'corrections-reported');
    const [filed] = await sql<{ id: string; category: string; kind: string; status: string; proposed_severity: number }>(
      h.app,
      'select id, category, kind, status, proposed_severity from content_corrections where user_id = $1',
      [parent.id],
    );
    expect(filed).toMatchObject({ kind: 'too_lenient', status: 'open' });
    expect(problems).toEqual([]);
    await page.context().close();

    // ---- the admin
    const { admin, page: adminPage } = await adminAtCorrections(h, viewport, 'corrections-admin', problems);
    const card = adminPage.getByRole('article', { name: `${BOOK.title}: ${categoryLabel}` });
    await card.getByText(note, { exact: false }).waitFor();
    await card.getByText(parent.email, { exact: false }).waitFor();
    await card.getByText('Too lenient').waitFor();
    await screen(adminPage, 'corrections-queue');
    await card.getByRole('button', { name: 'Accept…' }).click();
    await card.getByLabel('Severity').fill('5');
    await card.getByLabel('Example').fill('Harry fights a giant snake with a sword.');
    await screen(adminPage, 'corrections-accept');
    await card.getByRole('button', { name: 'Accept and update the catalog' }).click();
    await toastWith(adminPage, 'Correction accepted');
    await card.waitFor({ state: 'detached' });

    const [after] = await sql<{ status: string; decided_by: string }>(h.app, 'select status, decided_by from content_corrections where id = $1', [filed.id]);
    expect(after).toEqual({ status: 'accepted', decided_by: admin.id });
    const [audit] = await sql<{ details: { after: { severity: number; example: string } } }>(
      h.app,
      "select details from audit_log where action = 'corrections.accepted' and target = $1",
      [filed.id],
    );
    expect(audit.details.after).toMatchObject({ severity: 5, present: true, example: 'Harry fights a giant snake with a sword.' });
    expect(problems).toEqual([]);
    await adminPage.context().close();
  });
});
