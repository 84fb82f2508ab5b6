import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { copyOfStarterBook } from '../integration/catalog-copy.helper.js';
import { freshBookIsbn, renderBackCovers } from '../integration/scans-barcode.helper.js';
import { signUp } from '../support/test-app.js';
import {
  BOTH_WIDTHS,
  type BrowserHarness,
  CHROMIUM,
  describeInBrowser,
  PHONE,
  signInThroughForm,
  startBrowserHarness,
  screenVisible as screen,
} from '../support/browser.js';

jest.setTimeout(180_000);

const CHARLOTTE = '9780064400558';

describeInBrowser("a book's barcode scanned in a real browser goes straight to the analysis, no choice", () => {
  let h: BrowserHarness;
  const isbn = freshBookIsbn(); // the suite's own catalog row: a copy of Charlotte's Web
  const title = `Barcode Scan Test Book ${isbn.slice(-5)}`; // no starter title in it: other suites search the catalog meanwhile
  const missingIsbn = freshBookIsbn();
  let back: Buffer;
  let missingBack: Buffer;
  let cameraFile: string;

  beforeAll(async () => {
    let frame: Buffer;
    [back, missingBack, frame] = await renderBackCovers([{ ean: isbn, tilt: 3 }, { ean: missingIsbn }, { ean: isbn, type: 'jpeg', width: 1280, height: 720 }]);
    // Chromium's fake camera plays an MJPEG file: here the back of the book, held still
    cameraFile = join(mkdtempSync(join(tmpdir(), 'shelfcheck-camera-')), 'back.mjpeg');
    writeFileSync(cameraFile, Buffer.concat([frame, frame, frame]));
    h = await startBrowserHarness();
    await copyOfStarterBook(h.app, CHARLOTTE, { isbn, title });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Signs a new account in and watches what the page asks of any server. */
  async function signedIn(page: Page, label: string) {
    const u = await signUp(h.app, label);
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await signInThroughForm(page, u);
    return { u, requests, problems };
  }

  async function expectAnalysisCard(page: Page) {
    await page.getByRole('heading', { name: title }).waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: /^Why This Book Matches for/ }).waitFor();
    await page.getByRole('heading', { name: 'Content Considerations' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Which book did you mean?' }).count()).toBe(0);
    await page.waitForTimeout(400); // the progress dialog fades out
  }

  it.each(BOTH_WIDTHS)("reads the barcode of an uploaded photo in the browser and lands on the book's analysis card (%s)", async (name, viewport) => {
    const page = await h.newPage(viewport);
    const { u, requests, problems } = await signedIn(page, `barcode-upload-${name}`);
    await page.getByRole('button', { name: 'Scan a Book' }).click();
    const sheet = page.getByRole('dialog', { name: 'Scan a Book' });
    await sheet.waitFor();
    await page.waitForTimeout(600); // the sheet slides in
    await screen(page, 'scan-barcode-sheet');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), sheet.getByRole('button', { name: 'Upload Image' }).click()]);
    await chooser.setFiles([{ name: 'back.png', mimeType: 'image/png', buffer: back }]);

    await expectAnalysisCard(page);
    await screen(page, 'scan-barcode-card');
    // read here: the photo never went to the server, the analysis was asked by ISBN alone
    expect(requests.filter((r) => r.endsWith('/api/scans/image'))).toEqual([]);
    expect(requests.filter((r) => r.endsWith('.wasm'))).toHaveLength(1);
    expect(requests.filter((r) => !r.startsWith(h.baseUrl) && !r.startsWith('data:') && !r.startsWith('blob:'))).toEqual([]); // no CDN
    const history = (await h.app.http().get('/api/scan-history').set(u.auth).expect(200)).body as { book_title: string; scan_type: string }[];
    expect(history.filter((e) => e.book_title === title && e.scan_type === 'camera-scan')).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(BOTH_WIDTHS)('reads the barcode from the live camera by itself, with no capture tap, and lands on the analysis card (%s)', async (name, viewport) => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM ?? undefined,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${cameraFile}`,
      ],
    });
    try {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, baseURL: h.baseUrl, permissions: ['camera'] });
      // the reader's .wasm arrives 3 s late, so the live preview (with its hints) can be seen first
      let releaseWasm: () => void = () => undefined;
      const wasmHeld = new Promise<void>((resolve) => (releaseWasm = resolve));
      await context.route('**/*.wasm', async (route) => {
        await Promise.race([wasmHeld, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await route.continue();
      });
      const page = await context.newPage();
      const { u, requests, problems } = await signedIn(page, `barcode-camera-${name}`);
      await page.getByRole('button', { name: 'Scan a Book' }).click();
      const sheet = page.getByRole('dialog', { name: 'Scan a Book' });
      await sheet.waitFor();
      await page.waitForTimeout(600);
      await sheet.getByRole('button', { name: 'Take Photo' }).click();
      const camera = page.getByRole('dialog', { name: 'Take a photo of the cover' });
      await camera.getByText('Position book cover in frame and tap to capture').waitFor();
      await camera.getByText('Or hold the barcode on the back in the frame: it is read by itself.').waitFor();
      await page.waitForFunction(() => !document.querySelector('button[aria-label="Capture photo"]')?.hasAttribute('disabled')); // the preview plays
      await page.waitForTimeout(300);
      await screen(page, 'scan-barcode-camera');
      releaseWasm();
      // nobody taps: the dialog closes when the barcode is read
      await camera.waitFor({ state: 'hidden', timeout: 60_000 });
      await expectAnalysisCard(page);
      await screen(page, 'scan-barcode-camera-card');
      expect(requests.filter((r) => r.endsWith('/api/scans/image'))).toEqual([]);
      // the client wrote the one history entry (the server never saw this scan)
      const history = (await h.app.http().get('/api/scan-history').set(u.auth).expect(200)).body as { book_title: string; scan_type: string }[];
      expect(history.filter((e) => e.book_title === title && e.scan_type === 'camera-scan')).toHaveLength(1);
      expect(requests.filter((r) => !r.startsWith(h.baseUrl) && !r.startsWith('data:') && !r.startsWith('blob:'))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('says clearly when the barcode is a book the catalog does not hold', async () => {
    const page = await h.newPage(PHONE);
    await signedIn(page, 'barcode-missing');
    await page.getByRole('button', { name: 'Scan a Book' }).click();
    const sheet = page.getByRole('dialog', { name: 'Scan a Book' });
    await sheet.waitFor();
    await page.waitForTimeout(600);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), sheet.getByRole('button', { name: 'Upload Image' }).click()]);
    await chooser.setFiles([{ name: 'back.png', mimeType: 'image/png', buffer: missingBack }]);
    await page
      .getByText(`No book with ISBN ${missingIsbn} is in ShelfCheck's catalog yet. Try searching its title with the author's name.`)
      .waitFor({ timeout: 60_000 });
    expect(await page.getByRole('dialog', { name: 'Which book did you mean?' }).count()).toBe(0);
    await page.waitForTimeout(400);
    await screen(page, 'scan-barcode-not-in-catalog');
    await page.context().close();
  });
});
