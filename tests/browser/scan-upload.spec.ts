import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, signInThroughForm, startBrowserHarness, screenVisible as screen } from '../support/browser.js';
import { renderCovers } from '../integration/scans-covers.helper.js';

// a real OCR worker starts on the first scan, on a shared 2-core machine
jest.setTimeout(180_000);

describeInBrowser('a cover photo uploaded in a real browser, read by the real server', () => {
  let h: BrowserHarness;
  let cover: Buffer;
  beforeAll(async () => {
    [cover] = await renderCovers([{ title: "Charlotte's Web", author: 'E. B. White' }]);
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(BOTH_WIDTHS)("uploads a rendered cover through 'Upload Image' and reaches the analysis card (%s)", async (name, viewport) => {
    const page = await h.newPage(viewport);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const u = await signUp(h.app, `upload-${name}`);
    await signInThroughForm(page, u);

    await page.getByRole('button', { name: 'Scan a Book' }).click();
    const sheet = page.getByRole('dialog', { name: 'Scan a Book' });
    await sheet.waitFor();
    await page.waitForTimeout(600); // the sheet slides in
    const scans: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/scans/image')) scans.push(r.status());
    });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), sheet.getByRole('button', { name: 'Upload Image' }).click()]);
    await chooser.setFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: cover }]);

    // the server read the cover (no faked route): one book, straight to its analysis
    await page.getByRole('heading', { name: "Charlotte's Web" }).waitFor({ timeout: 90_000 });
    await page.getByRole('heading', { name: /^Why This Book Matches for/ }).waitFor();
    await page.getByRole('heading', { name: 'Content Considerations' }).waitFor();
    await page.getByText('E. B. White').first().waitFor();
    expect(scans).toEqual([200]);
    await page.waitForTimeout(400); // the progress dialog fades out
    await screen(page, 'scan-upload-card');

    const history = (await h.app.http().get('/api/scan-history').set(u.auth).expect(200)).body as { book_title: string; scan_type: string }[];
    // one entry for one scan: the server wrote it when it read the photo, the client did not add another
    expect(history.filter((e) => e.book_title === "Charlotte's Web" && e.scan_type === 'camera-scan')).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
