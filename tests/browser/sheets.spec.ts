import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { signUp } from '../support/test-app.js';
import { type BrowserHarness, describeInBrowser, harnessForSuite, PHONE, SCREENSHOT_DIR, signInThroughForm } from '../support/browser.js';

jest.setTimeout(120_000);

async function signIn(h: BrowserHarness, page: Page, label: string): Promise<void> {
  const u = await signUp(h.app, label);
  // a few scans so that the Library sheet has rows to show
  for (const title of ['Matilda', 'Holes', 'Wonder']) {
    const res = await h.app.http().post('/api/scan-history').set(u.auth).send({ book_title: title, book_author: 'Someone', scan_type: 'manual-search' });
    expect(res.status).toBe(201);
  }
  await signInThroughForm(page, u);
}

/** Presses the sheet's handle, waits `holdMs`, drags it down by `dy` pixels and lets go. */
async function dragHandle(page: Page, holdMs: number, dy: number): Promise<void> {
  const box = await page.getByTestId('sheet-handle').boundingBox();
  if (!box) throw new Error('no sheet handle on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(holdMs);
  for (let step = 1; step <= 6; step++) await page.mouse.move(x, y + (dy * step) / 6);
  await page.mouse.up();
}

describeInBrowser('bottom sheets and the bottom navigation (phone)', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it('drags a sheet down by its handle only after a 250 ms hold, and springs back from a short drag', async () => {
    const page = await h.newPage(PHONE);
    await signIn(h, page, 'sheets-drag');
    await page.getByRole('button', { name: /^Library/ }).click();
    const library = page.getByRole('dialog', { name: 'Recent Scans' });
    await library.getByText('Matilda').waitFor();
    await page.waitForTimeout(600); // the opening animation (0.5 s)

    // a quick press that moves at once is a scroll, not a drag: the sheet stays
    await dragHandle(page, 0, 300);
    await page.waitForTimeout(700);
    expect(await library.isVisible()).toBe(true);

    // held, but only nudged: it springs back and stays open
    await dragHandle(page, 400, 30);
    await page.waitForTimeout(700);
    expect(await library.isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sheet-library-phone.png') });

    // held for more than 250 ms and dragged well down: it closes
    await dragHandle(page, 400, 300);
    await library.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('hides the bottom navigation while the page scrolls and brings it back about 600 ms after', async () => {
    const page = await h.newPage({ width: PHONE.width, height: 500 });
    await signIn(h, page, 'sheets-scroll');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getAttribute('data-hidden')).toBeNull();
    // the page notes when the bar hides and shows (its own clock: a busy test process polls late)
    await page.evaluate(() => {
      const bar = document.querySelector('nav[aria-label="Main"]')!;
      const times: [number, boolean][] = [];
      (window as unknown as { navTimes: [number, boolean][] }).navTimes = times;
      new MutationObserver(() => times.push([performance.now(), bar.hasAttribute('data-hidden')])).observe(bar, {
        attributes: true,
        attributeFilter: ['data-hidden'],
      });
    });
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"]')?.hasAttribute('data-hidden'));
    await page.waitForFunction(() => !document.querySelector('nav[aria-label="Main"]')?.hasAttribute('data-hidden'), undefined, { timeout: 5000 });
    const times = await page.evaluate(() => (window as unknown as { navTimes: [number, boolean][] }).navTimes);
    const hiddenAt = times.find(([, hidden]) => hidden)![0];
    const shownAt = times.filter(([, hidden]) => !hidden).at(-1)![0];
    // it came back by itself, and not at once (the delay is 600 ms after the scroll ends)
    expect(shownAt - hiddenAt).toBeGreaterThanOrEqual(400);
    await page.context().close();
  });
});
