import { existsSync } from 'node:fs';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, DESKTOP, harnessForSuite, PHONE } from '../support/browser.js';

describeInBrowser('the landing page in a real browser', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it.each(BOTH_WIDTHS)('renders the hero and the call to action at %s width', async (_name, viewport) => {
    const page = await h.newPage(viewport);
    await page.goto('/');
    await page.getByRole('heading', { name: /Find books they.ll love/ }).waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Get Started Free' })
        .or(page.getByRole('link', { name: 'Get Started Free' }))
        .count(),
    ).toBeGreaterThanOrEqual(1);
    const file = await h.screenshot(page, 'landing');
    expect(existsSync(file)).toBe(true);
    await page.context().close();
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    const page = await h.newPage(PHONE);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404); // the prerendered not-found page, with its status
    await page.getByText('Oops! Page not found').waitFor();
    await h.screenshot(page, 'not-found');
    await page.getByRole('link', { name: /home/i }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.context().close();
  });

  it('runs with no errors in the console under the content security policy', async () => {
    const page = await h.newPage(DESKTOP);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/');
    await page.getByRole('heading', { name: /Find books they.ll love/ }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
