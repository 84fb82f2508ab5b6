import type { Page } from 'playwright-core';
import { readOutbox } from '../support/outbox-links.js';
import { FixedClock } from '../support/fixed-clock.js';
import { signUp, type SignedUp } from '../support/test-app.js';
import { type BrowserHarness, BOTH_WIDTHS, describeInBrowser, DESKTOP, harnessForSuite, PHONE, signInThroughForm } from '../support/browser.js';

/**
 * The web client's session is kept by @supabase/auth-js (docs/accounts.md, "Web client"): it
 * refreshes before expiry, signs the other tabs out, renders a stored session at once, and runs
 * the reset link with PKCE. Access tokens live 120 s here (instead of an hour), so that the refresh
 * before expiry can be watched: the client refreshes with 3 ticks of 30 s or fewer left.
 */
const TOKEN_SECONDS = 120;
const SESSION_KEY = 'shelfcheck.auth.session';

/** The server's clock follows the wall clock here: tokens must really expire, as in production. */
class WallClock extends FixedClock {
  override now(): Date {
    return new Date();
  }
}

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

const storedSession = (page: Page): Promise<StoredSession | null> =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key) ?? sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  }, SESSION_KEY);

async function signOutThroughMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: /account menu|menu/i });
  if (await menu.count()) await menu.first().click();
  await page
    .getByRole('button', { name: /sign out/i })
    .or(page.getByRole('menuitem', { name: /sign out/i }))
    .first()
    .click();
}

/** Every answer of the API with status 401 that the page receives. */
function unauthorizedAnswers(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 && r.url().includes('/api/')) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** A session as the auth server answers a password sign-in (GoTrue's shape), for a test to store. */
async function passwordSession(h: BrowserHarness, u: SignedUp): Promise<StoredSession> {
  const res = await h.app.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.body as StoredSession;
}

/**
 * Stores a session in the origin's storage from a same-origin page that is not the app (the health
 * answer), so no auth client runs while it is written: the session's tokens are used by the app's
 * next page only.
 */
async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
}

/** Every request of the page for the auth client's code (its chunk, auth-client-<hash>.js). */
function authClientLoads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/auth-client-[\w-]+\.js$/.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

describeInBrowser('the session client (auth-js) in a real browser', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started), { accessTokenSeconds: TOKEN_SECONDS }, { clock: new WallClock() });

  const profileStatus = async (token: string) => (await h.app.http().get('/api/profile').set('Authorization', `Bearer ${token}`)).status;

  it('refreshes the session before it expires: requests still succeed after the first token has expired, without a 401 or a new sign-in (phone and desktop)', async () => {
    const run = async (viewport: { width: number; height: number }, label: string) => {
      const u = await signUp(h.app, `refresh-${label}`);
      const page = await h.newPage(viewport);
      try {
        await watchRefresh(page, u);
      } finally {
        await page.context().close();
      }
    };
    const watchRefresh = async (page: Page, u: SignedUp) => {
      const refused = unauthorizedAnswers(page);
      await signInThroughForm(page, u);
      const first = (await storedSession(page))!;
      expect(first.expires_at - Date.now() / 1000).toBeGreaterThan(TOKEN_SECONDS - 20);

      // the client's tick sees 3 ticks or fewer left and rotates the tokens while the first is still valid
      await page.waitForFunction(
        ([key, token]) => {
          const raw = localStorage.getItem(key);
          return raw !== null && (JSON.parse(raw) as { access_token: string }).access_token !== token;
        },
        [SESSION_KEY, first.access_token],
        { timeout: 60_000, polling: 500 },
      );
      expect(Date.now() / 1000).toBeLessThan(first.expires_at);
      expect((await storedSession(page))!.refresh_token).not.toBe(first.refresh_token);

      // past the first token's expiry: the server refuses it, the page does not notice
      const wait = first.expires_at * 1000 + 2000 - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      expect(await profileStatus(first.access_token)).toBe(401);
      const profile = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'GET');
      await page.reload();
      expect((await profile).status()).toBe(200);
      await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/book-scanner');
      expect(refused).toEqual([]);
      await h.screenshot(page, 'session-after-refresh');
    };
    await Promise.all([run(PHONE, 'phone'), run(DESKTOP, 'desktop')]);
  }, 180_000);

  it('loads the client at once when the stored token is within a tick of the refresh margin, and the client refreshes it (decision 53)', async () => {
    // a 120 s token is never more than a tick beyond auth-js's 90 s margin: the page needs the client at once
    const u = await signUp(h.app, 'due-now');
    const page = await h.newPage(PHONE);
    const loads = authClientLoads(page);
    const refused = unauthorizedAnswers(page);
    const session = await passwordSession(h, u);
    await storeSession(page, session);
    await page.goto('/book-scanner');
    await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
    // the client's first tick sees 3 ticks or fewer left and rotates the tokens
    await page.waitForFunction(
      ([key, token]) => {
        const raw = localStorage.getItem(key);
        return raw !== null && (JSON.parse(raw) as { access_token: string }).access_token !== token;
      },
      [SESSION_KEY, session.access_token],
      { timeout: 60_000, polling: 250 },
    );
    expect(loads).toHaveLength(1);
    expect((await storedSession(page))!.refresh_token).not.toBe(session.refresh_token);
    expect(refused).toEqual([]);
    await page.context().close();
  }, 90_000);

  it.each(BOTH_WIDTHS)('signs the other tabs out when one tab signs out (%s)', async (_name, viewport) => {
    const u = await signUp(h.app, 'tabs');
    const first = await h.newPage(viewport);
    await signInThroughForm(first, u);
    const second = await first.context().newPage();
    await second.goto('/book-scanner');
    await second.getByRole('button', { name: 'Scan a Book' }).waitFor();

    await signOutThroughMenu(first);
    await first.waitForURL('**/auth');
    // no reload: the other tab hears it from the client (BroadcastChannel) and leaves for /auth
    await second.waitForURL('**/auth', { timeout: 10_000 });
    await second.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await storedSession(second)).toBeNull();
    await h.screenshot(second, 'other-tab-signed-out');
    await first.context().close();
  });

  it.each(BOTH_WIDTHS)(
    'renders the signed-in scanner straight from a stored session, with no spinner, no sign-in page and no layout shift (%s)',
    async (_name, viewport) => {
      const u = await signUp(h.app, 'stored');
      const page = await h.newPage(viewport);
      await signInThroughForm(page, u);
      // Everything the page shows from here is recorded from the first byte: spinners, the paths it
      // passed through, and layout shifts.
      await page.context().addInitScript(() => {
        const w = window as unknown as { seen: { spinner: boolean; paths: string[]; cls: number } };
        w.seen = { spinner: false, paths: [], cls: 0 };
        const look = () => {
          w.seen.paths.push(location.pathname);
          if (document.querySelector('.mantine-Loader-root') || /Checking your session/.test(document.body?.innerText ?? '')) w.seen.spinner = true;
        };
        new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.seen.cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The auth server does not answer at all: the page must not need it to show the session.
      await page.route('**/api/auth/**', () => undefined);
      await page.goto('/book-scanner');
      await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
      await page.waitForTimeout(1500); // late shifts (fonts, the profile's name) count too
      const seen = await page.evaluate(() => (window as unknown as { seen: { spinner: boolean; paths: string[]; cls: number } }).seen);
      expect(seen.spinner).toBe(false);
      expect([...new Set(seen.paths)]).toEqual(['/book-scanner']);
      expect(seen.cls).toBeLessThan(0.1);
      await h.screenshot(page, 'stored-session-first-render');
      await page.context().close();
    },
  );

  async function askForReset(page: Page, u: SignedUp): Promise<string> {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(u.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset link sent! Check your email for further instructions.').waitFor();
    await h.app.settled();
    const mail = (await readOutbox(h.app.config.dataDir)).filter((m) => m.to === u.email).at(-1);
    const link = new URL(mail!.link!);
    return `${link.pathname}${link.search}`;
  }

  it.each(BOTH_WIDTHS)('resets the password through a PKCE link: the code works only in the browser that asked for it (%s)', async (_name, viewport) => {
    const u = await signUp(h.app, 'pkce');
    const page = await h.newPage(viewport);
    const link = await askForReset(page, u);
    // the request carried a code challenge, so the mail holds a code bound to this browser's verifier
    expect(link).toMatch(/^\/auth\?mode=reset&code=[\w-]+$/);
    const verifier = await page.evaluate((key) => localStorage.getItem(`${key}-code-verifier`), SESSION_KEY);
    expect(verifier).toEqual(expect.stringMatching(/\/recovery"?$/));

    // another browser (no verifier) cannot use it, and says why
    const elsewhere = await h.newPage(viewport);
    await elsewhere.goto(link);
    await elsewhere.getByLabel('New password', { exact: true }).fill('Other#Orchard71');
    await elsewhere.getByLabel('Confirm new password').fill('Other#Orchard71');
    await elsewhere.getByRole('button', { name: 'Update Password' }).click();
    await elsewhere.getByText('This link was requested in another browser. Open it in the browser where you asked for it, or request a new link.').waitFor();
    await h.screenshot(elsewhere, 'reset-link-other-browser');
    await elsewhere.context().close();

    // a new tab of the browser that asked: the code and the verifier buy a recovery session
    const tab = await page.context().newPage();
    const exchanged = tab.waitForResponse((r) => r.url().includes('/api/auth/token?grant_type=pkce'));
    await tab.goto(link);
    await tab.getByLabel('New password', { exact: true }).fill('Fresh#Meadow63');
    await tab.getByLabel('Confirm new password').fill('Fresh#Meadow63');
    await tab.getByRole('button', { name: 'Update Password' }).click();
    expect((await exchanged).status()).toBe(200);
    await tab.getByText('Password updated successfully! You can now sign in with your new password.').waitFor();
    expect(await storedSession(tab)).toBeNull(); // the recovery session is not kept
    expect((await h.app.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password })).status).toBe(400);
    await signInThroughForm(tab, { email: u.email, password: 'Fresh#Meadow63' });
    await page.context().close();
  });
});

describeInBrowser('the session client waits while the stored token is fresh (decision 53)', () => {
  let h: BrowserHarness;
  // tokens of an hour, as in production
  harnessForSuite((started) => (h = started));

  it.each(BOTH_WIDTHS)(
    'shows a signed-in page and its answers without the auth client, then loads it to sign out (%s)',
    async (_name, viewport) => {
      const u = await signUp(h.app, 'fresh');
      const page = await h.newPage(viewport);
      const loads = authClientLoads(page);
      const session = await passwordSession(h, u);
      expect(session.expires_at - Date.now() / 1000).toBeGreaterThan(3000);
      await storeSession(page, session);
      const profile = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'GET');
      await page.goto('/book-scanner');
      const answered = await profile;
      expect(answered.status()).toBe(200);
      expect(await answered.request().headerValue('authorization')).toBe(`Bearer ${session.access_token}`);
      await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(loads).toEqual([]);

      await signOutThroughMenu(page);
      await page.waitForURL('**/auth');
      expect(loads).toHaveLength(1);
      expect(await storedSession(page)).toBeNull();
      // the server ended the session: its token no longer works
      expect((await h.app.http().get('/api/profile').set('Authorization', `Bearer ${session.access_token}`)).status).toBe(401);
      await page.context().close();
    },
    60_000,
  );

  it('a tab that never loaded the client follows another tab signing out', async () => {
    const u = await signUp(h.app, 'fresh-tabs');
    const first = await h.newPage(PHONE);
    await storeSession(first, await passwordSession(h, u));
    const second = await first.context().newPage();
    const secondLoads = authClientLoads(second);
    await first.goto('/book-scanner');
    await second.goto('/book-scanner');
    await first.getByRole('button', { name: 'Scan a Book' }).waitFor();
    await second.getByRole('button', { name: 'Scan a Book' }).waitFor();
    await second.waitForLoadState('networkidle');
    expect(secondLoads).toEqual([]);

    await signOutThroughMenu(first);
    await first.waitForURL('**/auth');
    // the storage event wakes the second tab: its client reads no session and Redux signs it out
    await second.waitForURL('**/auth', { timeout: 20_000 });
    await second.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(secondLoads).toHaveLength(1);
    await first.context().close();
  }, 60_000);
});
