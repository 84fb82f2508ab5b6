import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { AppConfig } from '../../api/config/app-config.js';
import type { FixedClock } from './fixed-clock.js';
import { BUILT_WEB_DIR, startTestApp, type TestApp } from './test-app.js';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const CHROMIUM = CANDIDATES.find((p): p is string => !!p && existsSync(p)) ?? null;
export const SCREENSHOT_DIR = join(__dirname, '..', 'browser', 'screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Whether browser tests can run here. Without a Chromium they are skipped with a loud notice,
 * except under CI=true, where a missing browser is a failure.
 */
export function browserAvailability(): { run: boolean; reason?: string } {
  if (!existsSync(join(BUILT_WEB_DIR, 'index.html'))) {
    if (process.env.CI === 'true') throw new Error(`The web client is not built (${BUILT_WEB_DIR}); npm test builds it first`);
    return { run: false, reason: 'the web client is not built: run `npm run build:web`' };
  }
  if (CHROMIUM) return { run: true };
  if (process.env.CI === 'true') throw new Error("No Chromium found and CI=true: install Debian's chromium (apt-get install -y chromium)");
  process.stderr.write('\n**********\n[tests] NO CHROMIUM FOUND: browser tests are SKIPPED. Install it: apt-get install -y chromium\n**********\n');
  return { run: false, reason: 'no Chromium' };
}

/**
 * `describe` where the browser tests can run, else `describe.skip` (outside CI only: without a
 * Chromium or a built client under CI=true, browserAvailability throws and the suite fails).
 */
export function describeInBrowser(name: string, body: () => void): void {
  (browserAvailability().run ? describe : describe.skip)(name, body);
}

/** The two widths every screen is checked at, for `it.each`. */
export const BOTH_WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * Starts the app and Chromium before the suite's tests and stops them after:
 * `let h: BrowserHarness; harnessForSuite((started) => (h = started));`
 */
export function harnessForSuite(use: (harness: BrowserHarness) => void, config: Partial<AppConfig> = {}, options: { clock?: FixedClock } = {}): void {
  let harness: BrowserHarness | undefined;
  beforeAll(async () => {
    harness = await startBrowserHarness(config, options);
    use(harness);
  });
  afterAll(async () => {
    await harness?.close();
  });
}

export interface BrowserHarness {
  app: TestApp;
  baseUrl: string;
  browser: Browser;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the whole app on a free port and a headless Chromium with the machine's safe flags. */
export async function startBrowserHarness(config: Partial<AppConfig> = {}, options: { clock?: FixedClock } = {}): Promise<BrowserHarness> {
  // The port is chosen first so that the links the server makes (mail, test-mode checkout) point here.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await startTestApp({ ...config, publicUrl: baseUrl }, options);
  await app.app.listen(port, '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: CHROMIUM ?? undefined,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--no-first-run'],
  });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    app,
    baseUrl,
    browser,
    async newPage(viewport = PHONE) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, baseURL: baseUrl });
      return context.newPage();
    },
    async screenshot(page, name) {
      const size = page.viewportSize();
      const file = join(SCREENSHOT_DIR, `${name}-${size && size.width < 600 ? 'phone' : 'desktop'}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/** A port nothing listens on right now (asked of the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Signs an account in through the /auth form, as a person would, and waits for the scanner. */
export async function signInThroughForm(page: Page, u: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Password', { exact: true }).fill(u.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/book-scanner');
  await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
}

/**
 * A screenshot of what is in view, named `<name>-phone.png` or `<name>-desktop.png`: a full-page
 * capture misplaces open sheets and dialogs and draws a sticky header mid-page once scrolled.
 */
export async function screenVisible(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? PHONE.width;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width < 600 ? 'phone' : 'desktop'}.png`) });
}

/**
 * Waits until a collapsible region (an accordion panel, a Collapse) has finished opening: no
 * transition running in it and nothing in it clipped for three frames in a row. Playwright calls a
 * field visible as soon as it is drawn, but while the panel grows it clips what it holds, and a
 * click there makes the browser scroll the panel's content to the button; the content then slides
 * back as the panel grows, and the release lands on another element (the click is lost).
 */
export async function waitUntilOpened(region: Locator): Promise<void> {
  await region.waitFor();
  await region.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let calm = 0;
        const tick = () => {
          const moving = el.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
          const clipped = el.clientHeight === 0 || el.scrollHeight > el.clientHeight + 1 || el.scrollTop !== 0;
          calm = moving || clipped ? 0 : calm + 1;
          if (calm >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * A new page at this width, the account signed in through the form and the reader chosen in the
 * scanner's reader menu (`readerItem`, e.g. 'Mia (Age 8)'); `problems` collects the page's uncaught errors.
 */
export async function signedInWithReader(
  h: BrowserHarness,
  viewport: { width: number; height: number },
  account: { email: string; password: string },
  readerItem: string,
): Promise<{ page: Page; problems: string[] }> {
  const page = await h.newPage(viewport);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await signInThroughForm(page, account);
  await page.getByRole('button', { name: /^Change reader/ }).click();
  await page.getByRole('menuitem', { name: readerItem }).click();
  return { page, problems };
}
