import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, harnessForSuite, SCREENSHOT_DIR, signInThroughForm } from '../support/browser.js';

jest.setTimeout(180_000);

async function signIn(h: BrowserHarness, page: Page, label: string) {
  const u = await signUp(h.app, label);
  await signInThroughForm(page, u);
  return u;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${(page.viewportSize()?.width ?? 390) < 600 ? 'phone' : 'desktop'}.png`) });

describeInBrowser('subscription through the local test-mode checkout', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it.each(BOTH_WIDTHS)(
    'upgrades from the Profiles sheet, confirms the test checkout, lands on /success, then sees the plan with Manage and cancels through the portal (%s)',
    async (name, viewport) => {
      const page = await h.newPage(viewport);
      const u = await signIn(h, page, `subscribe-${name}`);

      await page.getByRole('button', { name: 'Profiles' }).first().click();
      const profiles = page.getByRole('dialog', { name: 'Profiles' });
      await profiles.getByText('0 of 500 free scans used').waitFor();
      await profiles.getByText('Annual').click();
      await page.waitForTimeout(600); // the sheet's 0.5 s slide
      await shot(page, 'subscription-free');

      // checkout opens in a new tab: our own page, clearly in test mode
      const [checkout] = await Promise.all([page.waitForEvent('popup'), profiles.getByRole('button', { name: 'Upgrade' }).click()]);
      await checkout.waitForURL('**/api/billing/test-checkout/**');
      await checkout.getByText('TEST MODE', { exact: false }).first().waitFor();
      expect(await checkout.content()).toContain('nnual'); // the plan chosen in the sheet travels to checkout
      await checkout.setViewportSize(viewport);
      await shot(checkout, 'subscription-test-checkout');
      await checkout.getByRole('button', { name: 'Confirm test subscription' }).click();

      // /success re-checks the subscription and lists the benefits
      await checkout.waitForURL('**/success');
      await checkout.getByText('Your subscription is now active.').waitFor();
      for (const benefit of ['Unlimited book recommendations', 'Advanced filtering options', 'Priority customer support', 'Detailed reading analytics']) {
        await checkout.getByText(benefit).waitFor();
      }
      await shot(checkout, 'subscription-success');
      const status = await h.app.http().get('/api/subscription').set(u.auth);
      expect(status.body).toMatchObject({ subscribed: true, subscription_tier: 'annual', scans_limit: null });
      await checkout.close();

      // back on the scanner tab: it reads the subscription again when it regains focus (no reload)
      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      // the Profiles sheet is still open: its block changes from Upgrade to the plan by itself
      await profiles.getByText('Your plan').waitFor();
      await profiles.getByText(/^Renews on /).waitFor();
      await profiles.getByText('Test mode: no card is charged.').waitFor();
      expect(await profiles.getByRole('button', { name: 'Upgrade' }).count()).toBe(0);
      await page.waitForTimeout(600);
      await shot(page, 'subscription-active');

      // Manage opens the (test-mode) customer portal; cancelling keeps the paid period and says so on /cancel
      const [portal] = await Promise.all([page.waitForEvent('popup'), profiles.getByRole('button', { name: 'Manage' }).click()]);
      await portal.waitForURL('**/api/billing/test-portal/**');
      await portal.getByText('no card is charged', { exact: false }).first().waitFor();
      await portal.getByRole('button', { name: 'Cancel subscription (test mode)' }).click();
      await portal.waitForURL('**/cancel?from=portal');
      await portal.getByText(/Your subscription will not renew\. You keep unlimited scans until/).waitFor();
      expect(await portal.getByText('you have not been charged', { exact: false }).count()).toBe(0);
      await portal.getByRole('link', { name: 'Take me back!' }).waitFor();
      await shot(portal, 'subscription-cancel');
      const after = await h.app.http().get('/api/subscription').set(u.auth);
      expect(after.body).toMatchObject({ subscribed: true, cancel_at_period_end: true });

      // the plan shows the date it runs until, and offers to resume
      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await profiles.getByText(/^Active until .+\. It will not renew\.$/).waitFor();
      await profiles.getByText('Cancelled', { exact: true }).waitFor();
      const [resumePortal] = await Promise.all([page.waitForEvent('popup'), profiles.getByRole('button', { name: 'Resume' }).click()]);
      await resumePortal.getByRole('button', { name: 'Resume subscription (test mode)' }).click();
      await resumePortal.waitForURL('**/book-scanner');
      const resumed = await h.app.http().get('/api/subscription').set(u.auth);
      expect(resumed.body).toMatchObject({ subscribed: true, cancel_at_period_end: false });
      await resumePortal.close();
      await page.context().close();
    },
  );

  it('does not congratulate a visitor on /success, and tells an abandoned checkout it was not charged', async () => {
    const page = await h.newPage();
    await page.goto('/success');
    await page.getByRole('heading', { name: 'Sign in to see your plan' }).waitFor();
    expect(await page.getByText('Your subscription is now active.').count()).toBe(0);
    await page.goto('/cancel');
    await page.getByText(/was not started and you have not been charged/).waitFor();
    await page.context().close();
  });

  it('tells a signed-in account without a subscription on /success that no payment has arrived yet', async () => {
    const page = await h.newPage();
    await signIn(h, page, 'subscribe-not-paid');
    await page.goto('/success');
    await page.getByRole('heading', { name: 'We haven’t received your payment yet' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Your subscription is now active.').count()).toBe(0);
    await shot(page, 'subscription-success-unconfirmed');
    await page.context().close();
  });
});
