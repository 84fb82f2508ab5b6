import { aReaderWhoAvoidsViolence, discoveryBooks } from '../integration/discovery-books.helper.js';
import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, signedInWithReader, startBrowserHarness, screenVisible as screen } from '../support/browser.js';

jest.setTimeout(240_000);

describeInBrowser('discovery filtered for the selected reader, in a real browser', () => {
  let h: BrowserHarness;
  let word: string;
  beforeAll(async () => {
    h = await startBrowserHarness();
    ({ word } = await discoveryBooks(h.app));
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(BOTH_WIDTHS)('search results and similar books hide what Mia avoids, with a toggle to show them (%s)', async (_name, viewport) => {
    const parent = await signUp(h.app, 'discovery-browser');
    await aReaderWhoAvoidsViolence(h.app, parent.id);
    const { page, problems } = await signedInWithReader(h, viewport, parent, 'Mia (Age 10)');

    // ---- the search results: the violent books hidden, better fits first, a fit badge on each
    await page.getByLabel('Search by title, author or ISBN').fill(word);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Which book did you mean?' });
    await dialog.getByText('2 books hidden for Mia').waitFor();
    const rows = dialog.locator('button', { hasText: word });
    const rowTitles = async () => (await rows.allTextContents()).map((text) => text.match(new RegExp(`${word} ([A-Z][a-z]+)`))?.[1]);
    expect(await rowTitles()).toEqual(['Cedar', 'Birch', 'Spring', 'Amber']);
    expect(await dialog.getByText('85% match · Good fit').count()).toBe(1);
    await dialog.getByText('Above comfort level: Scary & Horror').waitFor();
    await page.waitForTimeout(300); // the dialog's opening transition
    await screen(page, 'discovery-search');

    const show = dialog.getByRole('button', { name: 'Show them' });
    await show.click();
    await dialog.getByRole('button', { name: 'Hide them' }).waitFor();
    await dialog.getByText("2 books above Mia's limits, shown").waitFor();
    await dialog.locator('button', { hasText: `${word} Ember` }).waitFor();
    expect(await rowTitles()).toEqual(['Cedar', 'Birch', 'Spring', 'Amber', 'Dusk', 'Ember']);
    expect(await dialog.getByText("Above Mia's limits: Violence", { exact: false }).count()).toBe(2);
    await screen(page, 'discovery-search-shown');
    await dialog.getByRole('button', { name: 'Hide them' }).click();
    await dialog.getByRole('button', { name: 'Show them' }).waitFor();
    expect(await rowTitles()).toEqual(['Cedar', 'Birch', 'Spring', 'Amber']);

    // ---- a result analysed, and its similar books for Mia
    await rows.filter({ hasText: `${word} Spring` }).click();
    await page.getByRole('heading', { name: `${word} Spring` }).waitFor();
    const similar = page.getByRole('region', { name: 'Similar Books You Might Like' });
    await similar.getByText('2 books hidden for Mia').waitFor();
    const similarTitles = async () =>
      (await similar.getByRole('button', { name: /^Analyze / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).map((l) =>
        l?.replace(`Analyze ${word} `, ''),
      );
    expect(await similarTitles()).toEqual(['Cedar', 'Birch', 'Amber']);
    await page.waitForTimeout(400); // the progress dialog fades out
    await similar.scrollIntoViewIfNeeded();
    await screen(page, 'discovery-similar');
    await similar.getByRole('button', { name: 'Show them' }).click();
    await similar.getByText("2 books above Mia's limits, shown").waitFor();
    expect(await similarTitles()).toEqual(['Cedar', 'Birch', 'Amber', 'Dusk', 'Ember']);
    expect(await similar.getByText("Above Mia's limits: Violence").count()).toBe(2);
    await similar.getByRole('button', { name: 'Hide them' }).scrollIntoViewIfNeeded();
    await screen(page, 'discovery-similar-shown');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
