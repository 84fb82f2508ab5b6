import type { Page } from 'playwright-core';
import { signUp } from '../support/test-app.js';
import { type BrowserHarness, describeInBrowser, harnessForSuite, PHONE, signInThroughForm } from '../support/browser.js';

jest.setTimeout(120_000);

/**
 * Two theme-wide promises: a device set to reduce motion gets panels that open at once (Mantine's
 * respectReducedMotion), and every dialog's icon-only close button has a name a screen reader says.
 */
describeInBrowser('reduced motion and named close buttons', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  /**
   * Opens the first FAQ answer on /help and counts the frames, in the half second after the tap, in
   * which the panel was still moving (a transition running) or still clipping its answer.
   */
  async function framesInMotion(page: Page): Promise<number> {
    await page.goto('/help');
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' }); // the app has taken the prerendered page over
    const control = page.locator('.mantine-Accordion-control').first();
    await control.waitFor();
    const region = page.locator(`#${await control.getAttribute('aria-controls')}`);
    await region.evaluate((el) => {
      const w = window as unknown as { framesInMotion: number };
      w.framesInMotion = 0;
      const started = { at: 0 };
      const tick = (now: number) => {
        if (el.getAttribute('aria-hidden') === 'false' || started.at) {
          started.at ||= now;
          const moving = el.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
          if (moving || el.clientHeight === 0 || el.scrollHeight > el.clientHeight + 1) w.framesInMotion++;
          if (now - started.at > 500) return;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await control.click();
    await region.waitFor();
    await page.waitForTimeout(800);
    return page.evaluate(() => (window as unknown as { framesInMotion: number }).framesInMotion);
  }

  it('opens an FAQ answer at once when the device asks for reduced motion, and with a transition otherwise', async () => {
    const reduced = await h.browser.newContext({ viewport: PHONE, baseURL: h.baseUrl, reducedMotion: 'reduce' });
    expect(await framesInMotion(await reduced.newPage())).toBe(0);
    await reduced.close();

    // the same page without the preference still animates (so the check above can tell the two apart)
    const animated = await h.browser.newContext({ viewport: PHONE, baseURL: h.baseUrl, reducedMotion: 'no-preference' });
    expect(await framesInMotion(await animated.newPage())).toBeGreaterThan(0);
    await animated.close();
  });

  it("names a dialog's close button 'Close'", async () => {
    const page = await h.newPage(PHONE);
    await signInThroughForm(page, await signUp(h.app, 'close-names'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Reset saved data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset saved data?' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
