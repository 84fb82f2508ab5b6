import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signUp, TEST_PASSWORD, type SignedUp } from '../support/test-app.js';
import { type BrowserHarness, describeInBrowser, DESKTOP, harnessForSuite, PHONE, screenVisible as screen } from '../support/browser.js';

jest.setTimeout(180_000);

describeInBrowser('your data: download and delete in a real browser', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  /** A new account with a family member (and, when asked, a paid subscription), signed in through the form. */
  async function signIn(page: Page, label: string, subscribed: boolean): Promise<SignedUp> {
    const u = await signUp(h.app, label);
    const member = await h.app
      .http()
      .post('/api/family-members')
      .set(u.auth)
      .send({ name: `Mia ${label}`, age: 8, reading_level: 'Elementary' });
    expect(member.status).toBe(201);
    if (subscribed) {
      const end = new Date(h.app.clock.now().getTime() + 20 * 24 * 60 * 60 * 1000);
      await h.app.orm.em
        .fork()
        .getConnection()
        .execute(`insert into subscriptions (user_id, status, tier, current_period_end) values (?, 'active', 'monthly', ?)`, [u.id, end]);
    }
    await page.goto('/auth');
    await page.getByLabel('Email').fill(u.email);
    await page.getByLabel('Password', { exact: true }).fill(u.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/book-scanner');
    return u;
  }

  it.each([
    ['phone', PHONE, true],
    ['desktop', DESKTOP, false],
  ])('reaches Your data from the scanner menu, downloads the file, and deletes the account (%s)', async (name, viewport, subscribed) => {
    const page = await h.newPage(viewport);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const u = await signIn(page, `yourdata-${name}`, subscribed);

    // the scanner's menu leads to the page
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Your data' }).waitFor();
    await page.waitForTimeout(300); // the menu's transition
    await screen(page, 'account-data-menu');
    await page.getByRole('menuitem', { name: 'Your data' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor();
    await screen(page, 'account-data');

    // Download my data: one JSON file of this account
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe(`shelfcheck-data-${h.app.clock.now().toISOString().slice(0, 10)}.json`);
    const doc = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(doc.user.email).toBe(u.email);
    expect(doc.family_members.map((m: { name: string }) => m.name)).toEqual([`Mia yourdata-${name}`]);
    expect(JSON.stringify(doc)).not.toMatch(/password|refresh_token|access_token/i);
    await page.getByText(`Saved ${download.suggestedFilename()}`).waitFor();

    // the dialog explains, warns about a live subscription, and asks for the password
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog
      .getByText(/within 30 days/)
      .first()
      .waitFor();
    const warning = dialog.getByText('You have an active subscription');
    if (subscribed) await warning.waitFor();
    else expect(await warning.count()).toBe(0);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.waitForTimeout(300); // the modal's transition
    await screen(page, 'account-data-dialog');

    await dialog.getByLabel('Your password').fill('Not!The1Password');
    await confirm.click();
    await dialog.getByText('Invalid password').waitFor();
    await page.waitForTimeout(300); // the button's label fades back in after its loader
    await screen(page, 'account-data-wrong-password');

    if (subscribed) {
      // the payment provider is down once: the server's 502 message is shown and nothing is deleted
      const providerDown =
        'We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again in a few minutes.';
      await page.route('**/api/account', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 502,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'upstream_failed', message: providerDown, errors: [providerDown] }),
            })
          : route.fallback(),
      );
      await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
      await confirm.click();
      await dialog.getByText(providerDown).waitFor();
      await page.unroute('**/api/account');
    }

    await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account has been deleted').waitFor();
    if (subscribed) {
      // cancelled with the payment provider (the local test mode) before the deletion
      await page.getByText('Your subscription was cancelled').waitFor();
      const [row] = await h.app.orm.em.fork().getConnection().execute<{ status: string }[]>('select status from subscriptions where user_id = ?', [u.id]);
      expect(row.status).toBe('canceled');
    } else expect(await page.getByText('Your subscription was cancelled').count()).toBe(0);
    await page.getByText('Get Started Free').first().waitFor(); // the landing page, not the sign-in form
    await page.waitForTimeout(600); // the notification slides in
    expect(new URL(page.url()).pathname).toBe('/');
    await screen(page, 'account-data-deleted');

    // signed out here and on the server
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain('access_token');
    await page.goto('/book-scanner');
    await page.waitForURL('**/auth');
    const res = await h.app.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: TEST_PASSWORD });
    expect(res.status).toBe(400);

    // the privacy page links to the page
    await page.goto('/privacy');
    expect(await page.getByRole('link', { name: 'Your data' }).getAttribute('href')).toBe('/account');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
