import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, harnessForSuite, screenVisible as screen, signedInWithReader } from '../support/browser.js';

jest.setTimeout(180_000);

/**
 * Issue 18 on the card: a 10-year-old whose parent screens romance, with interests that all match
 * Twilight's tags, sees Twilight as a poor match (the interests no longer cancel the conflict), and
 * the card says who rated the book and when.
 */
describeInBrowser('a verdict a parent can trust, on the card', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it.each(BOTH_WIDTHS)('shows a screened category capping Twilight at poor, and where its ratings come from (%s)', async (name, viewport) => {
    const u = await signUp(h.app, `verdict-${name}`);
    const member = await h.app
      .http()
      .post('/api/family-members')
      .set(u.auth)
      .send({
        name: 'Ava',
        age: 10,
        reading_level: 'Elementary',
        content_screening: ['sexual_content'],
        book_preferences: { genres: ['fantasy', 'romance'], themes: ['love_relationships'], settings: ['small_town'], characters: ['young_adults'], tones: ['atmospheric', 'suspenseful'] },
      });
    expect(member.status).toBe(201);
    const { page, problems } = await signedInWithReader(h, viewport, u, 'Ava (Age 10)');
    await page.getByText('Ava, Age 10').waitFor();
    await page.getByLabel('Search by title, author or ISBN').fill('9780316015844');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Twilight', exact: true }).waitFor();
    await page.getByText('Poor Match').first().waitFor();
    const score = await page.getByLabel(/^Match score \d+ percent$/).textContent();
    expect(Number(score?.replace('%', ''))).toBeLessThan(40);
    await page.getByText(/^Rated by ShelfCheck's editors, [A-Z][a-z]+ \d{4}$/).waitFor();
    await page.getByText(/Sexual Content \(level 1 of 5\) is on Ava's screening list/).waitFor();
    await page.waitForTimeout(400); // the progress dialog fades out
    await screen(page, 'verdict-capped');
    await h.screenshot(page, 'verdict-card');
    expect(problems).toEqual([]);
  });
});
