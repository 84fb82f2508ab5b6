import type { Page } from 'playwright-core';
import { type BrowserHarness, describeInBrowser, harnessForSuite, PHONE } from '../support/browser.js';

/**
 * Moving between pages once the app has the page (decision 52: BrowserRouter and Routes, with the
 * app's own scroll restoration, web/src/app/scroll-restoration.tsx): a followed link opens the next
 * page at its top, Back returns to where the visitor was, a reload keeps the place, an unknown
 * address is the not-found page and /quiz-demo loads its own code. Every wait is for a condition:
 * the machine running this is slow and shared.
 */
const WAIT = { timeout: 30_000 };

/** A key pressed: the visitor uses the page, so the app takes the prerendered page over (decision 43) now. */
async function takenOver(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached', ...WAIT });
}

/** Waits until the window is scrolled to `y`, give or take a few pixels. */
async function scrolledTo(page: Page, y: number): Promise<void> {
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 3, y, WAIT);
}

/** Two frames drawn: a scroll the app would do on a commit has had its chance. */
const framesDrawn = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describeInBrowser('navigating between pages (decision 52)', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it('opens a followed link at its top, returns to the place on Back, and keeps it on a reload', async () => {
    const page = await h.newPage(PHONE);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor(WAIT);
    await takenOver(page);

    // a link halfway down the terms, scrolled to the middle of the screen
    const link = page.getByRole('link', { name: 'Privacy Policy' }).nth(1);
    const place = await link.evaluate((el) => {
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2, behavior: 'instant' });
      return window.scrollY;
    });
    expect(place).toBeGreaterThan(600);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/privacy', WAIT);
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor(WAIT);
    await scrolledTo(page, 0);

    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/terms', WAIT);
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor(WAIT);
    await scrolledTo(page, place);

    // reloaded, the page comes back prerendered, at the same place, and stays there once the app has it
    await page.reload();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor(WAIT);
    await takenOver(page);
    await scrolledTo(page, place);
    await framesDrawn(page);
    await scrolledTo(page, place);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for an unknown address, in the app too', async () => {
    const page = await h.newPage(PHONE);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor(WAIT);
    await takenOver(page);
    await page.getByText('Oops! Page not found').waitFor(WAIT);
    await page.getByRole('link', { name: /home/i }).click();
    await page.waitForURL((u) => u.pathname === '/', WAIT);
    await page.getByRole('heading', { name: /Find books they.ll love/ }).waitFor(WAIT);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/no/such/page', WAIT);
    await page.getByText('Oops! Page not found').waitFor(WAIT);
    await page.context().close();
  });

  it('renders /quiz-demo, its code loaded on the first visit', async () => {
    const page = await h.newPage(PHONE);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/quiz-demo');
    await page.getByRole('heading', { name: 'Try the reading quiz', level: 1 }).waitFor(WAIT);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
