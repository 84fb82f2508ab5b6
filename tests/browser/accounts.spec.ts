import { readOutbox } from '../support/outbox-links.js';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../support/test-app.js';
import { type BrowserHarness, describeInBrowser, DESKTOP, harnessForSuite, PHONE } from '../support/browser.js';
import type { Page } from 'playwright-core';

const SESSION_KEY = 'shelfcheck.auth.session';

async function storageDump(page: Page): Promise<{ local: string; session: string }> {
  return page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
}

async function signInThroughUi(page: Page, email: string, password: string, remember = true): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByLabel('Remember me (stay signed in)');
  if ((await box.isChecked()) !== remember) await box.click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describeInBrowser('accounts in a real browser', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it('signs up through both steps and arrives at the scanner', async () => {
    const page = await h.newPage(PHONE);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Birth month').selectOption({ index: 4 });
    await page.getByLabel('Birth day').selectOption({ index: 10 });
    await page.getByLabel('Birth year').selectOption({ index: 35 });
    await page.getByLabel('Email').fill(uniqueEmail('maya'));
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await h.screenshot(page, 'sign-up');
    await next.click();
    const create = page.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByText('Parent', { exact: false }).first().click();
    await create.click();
    await page.waitForURL('**/book-scanner');
    const { local, session } = await storageDump(page);
    expect(local + session).not.toContain(TEST_PASSWORD);
    await page.context().close();
  });

  it('offers no birth date in the future, and refuses an individual account under 13 before anything is sent', async () => {
    const page = await h.newPage(PHONE);
    const now = new Date();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill('Kit');
    await page.getByLabel('Last name').fill('Young');
    await page.getByLabel('Birth year').selectOption(String(now.getUTCFullYear()));
    // this year's months stop at this month: later ones cannot be picked
    const months = await page.getByLabel('Birth month').locator('option').allTextContents();
    expect(months).toHaveLength(1 + now.getUTCMonth() + 1);
    await page.getByLabel('Birth year').selectOption(String(now.getUTCFullYear() - 8));
    await page.getByLabel('Birth month').selectOption({ index: 1 });
    await page.getByLabel('Birth day').selectOption({ index: 1 });
    await page.getByLabel('Email').fill(uniqueEmail('kit'));
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Individual reader', { exact: false }).first().click();
    await page.getByText('You must be at least 13 to create your own account. Ask a parent to add you as a reader.').waitFor();
    expect(await page.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true);
    await h.screenshot(page, 'sign-up-under-13');
    await page.getByText('Parent or guardian', { exact: false }).first().click();
    expect(await page.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(false);
    await page.context().close();
  });

  it('shows the password rules before anything is sent', async () => {
    const page = await h.newPage(PHONE);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm password').fill('password2');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Password contains common weak patterns').first().waitFor();
    await page.getByText('Passwords do not match').first().waitFor();
    await page.context().close();
  });

  it('maps wrong credentials to "Invalid email or password"', async () => {
    const page = await h.newPage(DESKTOP);
    const u = await signUp(h.app, 'wrong');
    await signInThroughUi(page, u.email, 'Wrong!Pass42');
    await page.getByText('Invalid email or password').waitFor();
    await h.screenshot(page, 'sign-in-error');
    await page.context().close();
  });

  it('keeps the session in local storage with remember me on, in session storage with it off', async () => {
    const u = await signUp(h.app, 'remember');
    const on = await h.newPage(PHONE);
    await signInThroughUi(on, u.email, u.password, true);
    await on.waitForURL('**/book-scanner');
    let dump = await storageDump(on);
    expect(dump.local).toContain(SESSION_KEY);
    expect(dump.session).not.toContain(SESSION_KEY);
    expect(dump.local + dump.session).not.toContain(u.password);
    await on.context().close();

    const off = await h.newPage(PHONE);
    await signInThroughUi(off, u.email, u.password, false);
    await off.waitForURL('**/book-scanner');
    dump = await storageDump(off);
    expect(dump.session).toContain(SESSION_KEY);
    expect(dump.local).not.toContain(SESSION_KEY);
    await off.context().close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const u = await signUp(h.app, 'forgot');
    const page = await h.newPage(PHONE);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(u.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset link sent! Check your email for further instructions.').waitFor();
    await h.app.settled();
    const mail = (await readOutbox(h.app.config.dataDir)).filter((m) => m.to === u.email).at(-1);
    const link = new URL(mail!.link!);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Fresh#Meadow63');
    await page.getByLabel('Confirm new password').fill('Fresh#Meadow63');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully! You can now sign in with your new password.').waitFor();
    await h.screenshot(page, 'password-updated');
    await signInThroughUi(page, u.email, 'Fresh#Meadow63');
    await page.waitForURL('**/book-scanner');
    await page.context().close();
  });

  it('signs out to /auth and forgets the stored session', async () => {
    const u = await signUp(h.app, 'signout');
    const page = await h.newPage(PHONE);
    await signInThroughUi(page, u.email, u.password);
    await page.waitForURL('**/book-scanner');
    const menu = page.getByRole('button', { name: /account menu|menu/i });
    if (await menu.count()) await menu.first().click();
    await page
      .getByRole('button', { name: /sign out/i })
      .or(page.getByRole('menuitem', { name: /sign out/i }))
      .first()
      .click();
    await page.waitForURL('**/auth');
    const { local, session } = await storageDump(page);
    expect(local + session).not.toContain(SESSION_KEY);
    await page.context().close();
  });

  it('sends anonymous visitors of the scanner to /auth', async () => {
    const page = await h.newPage(PHONE);
    await page.goto('/book-scanner');
    await page.waitForURL('**/auth');
    await page.context().close();
  });
});
