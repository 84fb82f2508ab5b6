import type { Route } from 'playwright-core';
import { signUp } from '../support/test-app.js';
import { type BrowserHarness, describeInBrowser, harnessForSuite, PHONE } from '../support/browser.js';

describeInBrowser('the prerendered sign-in page before and after the app takes it over (issue 20)', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it('shows the form before any script runs, keeps what was typed meanwhile, and signs in once the app is there', async () => {
    const u = await signUp(h.app, 'prerendered');
    const page = await h.newPage(PHONE);
    // hold the app's code until the visitor has typed, as a slow phone network would
    const held: Route[] = [];
    let release = false;
    await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => (release ? route.continue() : void held.push(route)));
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html[data-prerendered]').count()).toBe(1);
    const button = page.getByRole('button', { name: 'Sign In', exact: true });
    expect(await button.getAttribute('aria-disabled')).toBe('true'); // nothing to press yet
    expect(await page.locator('form[method="post"]').count()).toBeGreaterThanOrEqual(1); // never a password in the address
    await page.getByLabel('Email').pressSequentially(u.email);
    await page.getByLabel('Password', { exact: true }).pressSequentially(u.password);
    while (held.length === 0) await page.waitForTimeout(50); // the app's code has been asked for
    release = true;
    for (const route of held.splice(0)) await route.continue();
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' }); // the app has taken over
    expect(await page.getByLabel('Email').inputValue()).toBe(u.email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(u.password);
    await button.click();
    await page.waitForURL('**/book-scanner');
    await page.context().close();
  });
});
