import type { Page } from 'playwright-core';
import { signUp } from '../support/test-app.js';
import { browserAvailability, DESKTOP, PHONE, startBrowserHarness, type BrowserHarness } from '../support/browser.js';

const availability = browserAvailability();
// Skipped only when no Chromium is installed outside CI (a loud notice is printed); under CI=true it fails instead.
const describeInBrowser = availability.run ? describe : describe.skip;

async function signIn(h: BrowserHarness, page: Page, label: string) {
  const u = await signUp(h.app, label);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Password', { exact: true }).fill(u.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/book-scanner');
  return u;
}

describeInBrowser('the scanner in a real browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('goes from a search through the choice to the card, examples, reviews and a chat answer (%s)', async (name, viewport) => {
    const page = await h.newPage(viewport);
    await signIn(h, page, `scan-${name}`);

    // a child reader
    await page.getByRole('button', { name: 'Profiles' }).first().click();
    await page.getByLabel('Name').fill('Mia');
    await page.getByLabel('Age').fill('8');
    await page.getByRole('combobox', { name: 'Reading level' }).click();
    await page.getByRole('option', { name: 'Elementary', exact: true }).click();
    await h.screenshot(page, "scanner-profiles");
    await page.getByRole('button', { name: 'Add Family Member' }).last().click();
    await page.getByText('Mia, age 8').waitFor();

    // an ambiguous search
    const go = page.getByRole('button', { name: 'Go' });
    expect(await go.isDisabled()).toBe(true);
    await page.getByLabel('Search by title, author or ISBN').fill('Harry Potter');
    await go.click();
    await page.getByText('Which book did you mean?').waitFor();
    await page.getByRole('button', { name: /Harry Potter and the Sorcerer's Stone/ }).click();
    await page.getByRole('heading', { name: "Harry Potter and the Sorcerer's Stone" }).waitFor();
    await page.getByText('Why This Book Matches for Mia').waitFor();
    await page.getByText('Results for Mia').waitFor();
    await h.screenshot(page, "scanner-card");

    // examples of the first flagged category
    await page.getByRole('button', { name: /examples$/ }).first().click();
    await page.getByText(/- Detailed Examples/).waitFor();
    await page.keyboard.press('Escape');

    // reviews from a perspective
    await page.getByRole('button', { name: 'Read Reviews' }).click();
    const getReviews = page.getByRole('button', { name: 'Get Reviews' });
    expect(await getReviews.isDisabled()).toBe(true);
    await page.getByLabel('What perspective are you interested in?').fill('parents');
    await getReviews.click();
    await page.getByText('ShelfCheck content notes').waitFor();
    await page.keyboard.press('Escape');

    // a question
    await page.getByRole('button', { name: 'Ask About Book' }).click();
    await page.getByPlaceholder('Ask a question about this book...').fill('Is it scary?');
    await page.keyboard.press('Enter');
    await page.getByText(/level \d of 5|flag no/).first().waitFor();
    await page.context().close();
  });

  it('adds a book to the list, moves it through the three statuses, removes it, and shows the scan in the Library', async () => {
    const page = await h.newPage(PHONE);
    await signIn(h, page, 'tbr');
    await page.getByLabel('Search by title, author or ISBN').fill("Charlotte's Web");
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByRole('heading', { name: "Charlotte's Web" }).waitFor();
    await page.getByRole('button', { name: 'Add to Reading List' }).click();
    await page.getByRole('button', { name: 'Added to List' }).waitFor();
    await page.getByRole('button', { name: 'TBR (1)' }).waitFor();

    await page.getByRole('button', { name: 'TBR (1)' }).click();
    const status = page.getByRole('combobox', { name: "Status of Charlotte's Web" });
    for (const label of ['Reading', 'Read']) {
      await status.click();
      await page.getByRole('option', { name: label, exact: true }).click();
      await page.getByText('Reading status updated').first().waitFor();
    }
    await h.screenshot(page, 'scanner-tbr');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: "Remove Charlotte's Web" }).click();
    await page.getByText('Removed from reading list').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Library/ }).click();
    await page.getByRole('dialog').getByText("Charlotte's Web").waitFor();
    await h.screenshot(page, 'scanner-library');
    await page.context().close();
  });
});

describeInBrowser('feedback from the scanner', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('sends feedback from the Send Feedback sheet, tied to the account', async () => {
    const page = await h.newPage(PHONE);
    const u = await signIn(h, page, 'feedback-sheet');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByRole('dialog').getByRole('textbox').first().fill('The analysis card is lovely.');
    await page.getByRole('dialog').getByRole('button', { name: /send|submit/i }).click();
    await page.getByText('Thank you for your feedback! We appreciate your input.').waitFor();
    const rows = await h.app.orm.em.fork().getConnection().execute('select feedback_text, page_url from feedback where user_id = ?', [u.id]);
    expect(rows).toEqual([{ feedback_text: 'The analysis card is lovely.', page_url: expect.stringContaining('/book-scanner') }]);
    await page.context().close();
  });
});
