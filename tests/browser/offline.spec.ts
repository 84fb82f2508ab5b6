import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { OFFLINE_QUEUE_LIMIT, OFFLINE_QUEUE_MESSAGES } from '../../domain/index.js';
import { renderCovers } from '../integration/scans-covers.helper.js';
import { signUp, type SignedUp } from '../support/test-app.js';
import {
  BOTH_WIDTHS,
  type BrowserHarness,
  CHROMIUM,
  describeInBrowser,
  harnessForSuite,
  PHONE,
  signInThroughForm,
  screenVisible as screen,
} from '../support/browser.js';

// Issue 25, part 3: the installable app works offline. One online visit installs the service
// worker and saves the readers, the reading list and each analysis on the device; offline the app
// shell opens, shows them, re-scores a saved book for another reader, and queues what it cannot
// answer until the connection returns.
jest.setTimeout(240_000);

/** The service worker has installed (the app shell is precached) and controls the page. */
async function swControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, {
    timeout: 120_000,
  });
}

/** The value IndexedDB keeps under the key ending with `suffix`, or undefined. */
function savedValue(page: Page, suffix: string): Promise<unknown> {
  return page.evaluate(
    (end) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('shelfcheck-offline');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('saved')) return resolve(undefined);
          const tx = db.transaction('saved', 'readonly');
          const keys = tx.objectStore('saved').getAllKeys();
          keys.onsuccess = () => {
            const key = (keys.result as string[]).find((k) => k.endsWith(end));
            if (!key) return resolve(undefined);
            const get = tx.objectStore('saved').get(key);
            get.onsuccess = () => resolve(get.result);
          };
        };
      }),
    suffix,
  );
}

/** Waits until the device has saved an entry (the writes are asynchronous) that passes `test`. */
async function savedOnDevice<T>(page: Page, suffix: string, test: (value: T) => boolean = () => true): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const value = await savedValue(page, suffix);
    if (value !== undefined && test(value as T)) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`nothing saved on the device under …${suffix}`);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search by title, author or ISBN').fill(text);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
}

async function pickReader(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /^Change reader/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

describeInBrowser('offline: the installable app in a library basement', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it.each(BOTH_WIDTHS)(
    'after one online visit: shell, readers, reading list and analyses offline; a saved book re-scored for another reader; a search queued and answered when back online (%s)',
    async (name, viewport) => {
      const page = await h.newPage(viewport);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      const u: SignedUp = await signUp(h.app, `offline-${name}`);
      const mia = await h.app.http().post('/api/family-members').set(u.auth).send({ name: 'Mia', age: 8, reading_level: 'Elementary' });
      expect(mia.status).toBe(201);
      await signInThroughForm(page, u);
      await swControls(page);

      // online: a book checked for the parent and put on the reading list
      await search(page, "Charlotte's Web");
      await page.getByRole('heading', { name: "Charlotte's Web" }).waitFor();
      await page.getByRole('button', { name: 'Add to Reading List' }).click();
      await page.getByRole('button', { name: 'TBR (1)' }).waitFor();
      await savedOnDevice<unknown[]>(page, '|analyses', (v) => v.length === 1);
      await savedOnDevice<{ data: { name: string }[] }>(page, '|GET /family-members', (v) => v.data.some((m) => m.name === 'Mia'));
      await savedOnDevice(page, '|GET /reading-profile');
      await savedOnDevice<{ data: unknown[] }>(page, '|GET /reading-list?limit=100&offset=0', (v) => v.data.length === 1);

      // offline: the app opens from the device
      await page.context().setOffline(true);
      const shell = await page.reload();
      expect(shell?.fromServiceWorker()).toBe(true);
      await page.getByTestId('offline-banner').waitFor();
      await page.getByText("You're offline").waitFor();
      await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
      expect(
        await page.evaluate(() =>
          fetch('/api/health').then(
            () => 'reached',
            () => 'offline',
          ),
        ),
      ).toBe('offline');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screen(page, 'offline-home');

      // the reading list and the readers, from the device
      await page.getByRole('button', { name: 'TBR (1)' }).click();
      const tbr = page.getByRole('dialog', { name: 'To Be Read' });
      await tbr.getByText("Charlotte's Web").first().waitFor();
      await page.waitForTimeout(600);
      await screen(page, 'offline-reading-list');
      await page.keyboard.press('Escape');
      await tbr.waitFor({ state: 'detached' });

      // a recent analysis, from the device
      await search(page, "charlotte's web");
      await page.getByRole('heading', { name: "Charlotte's Web" }).waitFor();

      // the same book for Mia (8): judged again on the device, the server's verdict
      await pickReader(page, 'Mia (Age 8)');
      await search(page, "Charlotte's Web");
      await page.getByRole('heading', { name: 'Results for Mia' }).waitFor();
      const server = await h.app
        .http()
        .post('/api/books/analyze')
        .set(u.auth)
        .send({ book: { originalQuery: "Charlotte's Web" }, reader_id: mia.body.id });
      expect(server.status).toBe(200);
      await page.getByLabel(`Match score ${server.body.matchScore} percent`).waitFor();
      await page.getByText(server.body.matchReason[0], { exact: true }).first().waitFor();
      // a change to the list needs the server: the button says why it is disabled
      expect(await page.getByRole('button', { name: 'Add to Reading List' }).isDisabled()).toBe(true);
      await page.getByText("Adding to the list needs a connection: you're offline.").waitFor();

      // a book never checked here: queued, listed, and checked once the connection returns
      await search(page, 'Holes');
      await page.getByText('Waiting for connection (1)').waitFor();
      await page.getByText("Saved for when you're back online").first().waitFor();
      await page.getByText('Waiting for connection (1)').scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await screen(page, 'offline-queued');
      await page.reload(); // the queue survives a reload
      await page.getByText('Waiting for connection (1)').waitFor();

      // what the page asked of the API once back online: printed if the answer does not come
      const afterReconnect: string[] = [];
      page.on('requestfailed', (r) => r.url().includes('/api/') && afterReconnect.push(`${r.method()} ${r.url()} failed: ${r.failure()?.errorText}`));
      page.on('response', (r) => r.url().includes('/api/') && afterReconnect.push(`${r.request().method()} ${r.url()} ${r.status()}`));
      page.on('console', (m) => afterReconnect.push(`console.${m.type()}: ${m.text().slice(0, 300)}`));
      page.on('framenavigated', (f) => f === page.mainFrame() && afterReconnect.push(`navigated to ${f.url()}`));
      await page.context().setOffline(false);
      await page
        .getByRole('heading', { name: 'Holes', exact: true })
        // the first check after the connection returns may meet a busy server and wait its retry (2 s, then 4 s …)
        .waitFor({ timeout: 90_000 })
        .catch(async (e: unknown) => {
          const shown = await page.locator('body').innerText();
          throw new Error(`${String(e)}\nrequests after reconnect:\n${afterReconnect.join('\n')}\npage:\n${shown.slice(0, 2000)}`);
        });
      await page.getByText('Waiting for connection').waitFor({ state: 'detached' });
      expect(await page.getByTestId('offline-banner').count()).toBe(0);
      await screen(page, 'offline-answered');
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('a cover photo taken offline waits on the device and is read when the connection returns', async () => {
    const [cover] = await renderCovers([{ title: "Charlotte's Web", author: 'E. B. White' }]);
    const page = await h.newPage(PHONE);
    const u = await signUp(h.app, 'offline-photo');
    await signInThroughForm(page, u);
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByRole('button', { name: 'Scan a Book' }).click();
    const sheet = page.getByRole('dialog', { name: 'Scan a Book' });
    await sheet.waitFor();
    await page.waitForTimeout(600); // the sheet slides in
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), sheet.getByRole('button', { name: 'Upload Image' }).click()]);
    await chooser.setFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: cover }]);
    await page.getByText('Waiting for connection (1)').waitFor();
    await page.getByText('Cover photo').waitFor();
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: "Charlotte's Web" }).waitFor({ timeout: 120_000 });
    await page.getByText('Waiting for connection').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('a full queue refuses the next check with a clear message and keeps every check already waiting', async () => {
    const page = await h.newPage(PHONE);
    const u = await signUp(h.app, 'offline-full');
    await signInThroughForm(page, u);
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    for (let i = 1; i <= OFFLINE_QUEUE_LIMIT; i++) {
      await search(page, `Waiting book ${i}`);
      await page.getByText(`Waiting for connection (${i})`).waitFor();
    }
    await search(page, 'One book too many');
    await page.getByText(OFFLINE_QUEUE_MESSAGES.full).waitFor();
    expect(await page.getByText(`Waiting for connection (${OFFLINE_QUEUE_LIMIT})`).count()).toBe(1);
    await page.waitForTimeout(400);
    await screen(page, 'offline-queue-full');
    // the same search again is not a new check
    await search(page, 'waiting book 3');
    await page.getByText(OFFLINE_QUEUE_MESSAGES.duplicate).first().waitFor();
    await page.context().close();
  });

  it.each(BOTH_WIDTHS)(
    'is installable: the manifest, its icons and a service worker that controls the page (Chromium finds no installability error) (%s)',
    async (_name, viewport) => {
      // a profile on disk: Chromium never offers to install from an incognito context (Playwright's default)
      const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'sc-install-')), {
        executablePath: CHROMIUM ?? undefined,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
        viewport,
        baseURL: h.baseUrl,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await swControls(page);
      const cdp = await page.context().newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & { icons: { sizes: string; purpose?: string; src: string }[] };
      expect({ name: data.name, short_name: data.short_name, display: data.display, start_url: data.start_url, theme_color: data.theme_color }).toEqual({
        name: 'ShelfCheck',
        short_name: 'ShelfCheck',
        display: 'standalone',
        start_url: '/book-scanner',
        theme_color: '#b94f1f',
      });
      expect(data.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of data.icons) {
        const res = await page.request.get(icon.src);
        expect([icon.src, res.status(), res.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
      }
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      // the worker and the manifest are revalidated on every start, so a deploy reaches installed apps
      for (const path of ['/sw.js', '/manifest.webmanifest']) {
        const res = await page.request.get(path);
        expect([path, res.status(), res.headers()['cache-control']]).toEqual([path, 200, 'no-cache']);
      }
      await page.context().close();
    },
  );
});
