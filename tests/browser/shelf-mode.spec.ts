import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SHELF_MESSAGES, shelfOrder } from '../../domain/index.js';
import { copyOfStarterBook } from '../integration/catalog-copy.helper.js';
import { freshBookIsbn, renderBackCovers } from '../integration/scans-barcode.helper.js';
import { renderCovers } from '../integration/scans-covers.helper.js';
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

jest.setTimeout(300_000);

const WIMPY_KID = '9780810993136'; // bullying, some crude words
const HUNGER_GAMES = '9780439023528'; // violence, death, no bullying

/** Sam (15) takes the arena's violence and grief in his stride but screens bullying. */
const SAM_TOLERANCE = {
  bullying_cruelty: 0,
  violence: 5,
  death_grief: 5,
  political_themes: 5,
  scary_horror: 5,
  drug_alcohol_use: 5,
  mental_health: 5,
  body_image_eating: 5,
};

interface ApiBook {
  id: string;
  isbn: string;
  title: string | null;
  in_catalog: boolean;
  added_at: string;
  verdicts: { reader_id: string; reader_name: string; match_level: string; match_score: number }[];
}

/** The titles in the server's order rule (the domain's shelfOrder), for one reader or everyone. */
const expectedOrder = (books: ApiBook[], readerId: string | null) =>
  shelfOrder(
    books.map((b) => ({
      title: b.title,
      isbn: b.isbn,
      inCatalog: b.in_catalog,
      addedAt: b.added_at,
      verdicts: b.verdicts.map((v) => ({ readerId: v.reader_id, matchLevel: v.match_level as 'good', matchScore: v.match_score })),
    })),
    readerId,
  ).map((b) => b.title);

describeInBrowser('shelf mode: book after book from the live camera, each with its verdict per reader, best first', () => {
  let h: BrowserHarness;
  const isbnA = freshBookIsbn();
  const isbnB = freshBookIsbn();
  const titleA = `Shelf Test Diary ${isbnA.slice(-5)}`; // a copy of Diary of a Wimpy Kid
  const titleB = `Shelf Test Arena ${isbnB.slice(-5)}`; // a copy of The Hunger Games
  let cameraFile: string;

  beforeAll(async () => {
    const [a, b] = await renderBackCovers([
      { ean: isbnA, type: 'jpeg', width: 1280, height: 720 },
      { ean: isbnB, type: 'jpeg', width: 1280, height: 720 },
    ]);
    // Chromium's fake camera loops this MJPEG (about 30 frames a second): book A held up for 2 s, then book B
    cameraFile = join(mkdtempSync(join(tmpdir(), 'shelfcheck-shelf-')), 'shelf.mjpeg');
    writeFileSync(cameraFile, Buffer.concat([...Array<Buffer>(60).fill(a), ...Array<Buffer>(60).fill(b)]));
    h = await startBrowserHarness();
    await copyOfStarterBook(h.app, WIMPY_KID, { isbn: isbnA, title: titleA });
    await copyOfStarterBook(h.app, HUNGER_GAMES, { isbn: isbnB, title: titleB });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** From the scanner: Shelf mode for the parent alone, started; the shelf's dialog. */
  async function startShelfForParent(page: Page) {
    await page.getByRole('button', { name: 'Shelf mode: scan many books' }).click();
    await page.getByRole('dialog', { name: 'Shelf mode' }).getByRole('button', { name: 'Start scanning' }).click();
    return page.getByRole('dialog', { name: 'Shelf for Test' });
  }

  /** Switches the "Everyone / <reader>" toggle and waits for the rows in this order. */
  async function orderFor(page: Page, reader: string, titles: (string | null)[]) {
    await page.locator('.mantine-SegmentedControl-label', { hasText: new RegExp(`^${reader}$`) }).click();
    await page.waitForFunction(
      (want) =>
        JSON.stringify([...document.querySelectorAll('ol[aria-label="Books on this shelf, best first"] > li')].map((li) => li.getAttribute('aria-label'))) ===
        want,
      JSON.stringify(titles),
      { timeout: 10_000 },
    );
  }
  const rowTitles = (page: Page) =>
    page
      .getByRole('list', { name: 'Books on this shelf, best first' })
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));

  it.each(BOTH_WIDTHS)(
    'scans two books for two readers, reorders, adds one to a list, refuses a bad ISBN, finishes into the Library (%s)',
    async (name, viewport) => {
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
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (e) => problems.push(e.message));
        const posts: string[] = [];
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.url().endsWith('/books')) posts.push(String((r.postDataJSON() as { isbn: string }).isbn));
        });
        const u = await signUp(h.app, `shelf-web-${name}`);
        const mia = (await h.app.http().post('/api/family-members').set(u.auth).send({ name: 'Mia', age: 8, reading_level: 'Elementary' }).expect(201)).body
          .id as string;
        const sam = (
          await h.app
            .http()
            .post('/api/family-members')
            .set(u.auth)
            .send({ name: 'Sam', age: 15, reading_level: 'High School', content_tolerance: SAM_TOLERANCE })
            .expect(201)
        ).body.id as string;
        await signInThroughForm(page, u);

        // choose the readers: the current one (the parent) is ticked; the shelf is for the two children
        await page.getByRole('button', { name: 'Shelf mode: scan many books' }).click();
        const choose = page.getByRole('dialog', { name: 'Shelf mode' });
        await choose.waitFor();
        expect(await choose.getByRole('checkbox', { name: 'Test (You)' }).isChecked()).toBe(true);
        await choose.getByRole('checkbox', { name: 'Mia (Age 8)' }).check();
        await choose.getByRole('checkbox', { name: 'Sam (Age 15)' }).check();
        await choose.getByRole('checkbox', { name: 'Test (You)' }).uncheck();
        await page.waitForTimeout(300);
        await screen(page, 'shelf-choose-readers');
        await choose.getByRole('button', { name: 'Start scanning' }).click();

        // nobody taps: both books are read from the camera and join the list
        const shelf = page.getByRole('dialog', { name: /^Shelf for (Mia, Sam|Sam, Mia)$/ });
        await shelf.waitFor();
        await shelf.getByRole('listitem', { name: titleA }).waitFor({ timeout: 120_000 });
        await shelf.getByRole('listitem', { name: titleB }).waitFor({ timeout: 120_000 });
        await screen(page, 'shelf-two-books');
        // the camera shows each book many frames a second: a book still in the frame is not posted again
        expect(posts.filter((isbn) => isbn === isbnA).length).toBeLessThanOrEqual(2);
        expect(posts.filter((isbn) => isbn === isbnB).length).toBeLessThanOrEqual(2);

        const sessions = (await h.app.http().get('/api/shelf-sessions').set(u.auth).expect(200)).body as { id: string; book_count: number }[];
        expect(sessions).toHaveLength(1);
        expect(sessions[0].book_count).toBe(2); // each book posted once though the camera showed it many times
        const session = (await h.app.http().get(`/api/shelf-sessions/${sessions[0].id}`).set(u.auth).expect(200)).body as { books: ApiBook[] };
        // a verdict per reader on each row, side by side, as the server judged it
        for (const book of session.books) {
          const row = shelf.getByRole('listitem', { name: book.title! });
          for (const v of book.verdicts) {
            const level = `${v.match_level[0].toUpperCase()}${v.match_level.slice(1)}`;
            await row.getByText(`${v.reader_name}: ${level} ${v.match_score}`, { exact: true }).waitFor();
          }
        }
        // best first for everyone (each book by its lowest score), then for Mia alone
        const everyone = expectedOrder(session.books, null);
        const forMia = expectedOrder(session.books, mia);
        expect(await rowTitles(page)).toEqual(everyone);
        const forSam = expectedOrder(session.books, sam);
        expect(forSam).not.toEqual(forMia); // Mia (8) is kept from the arena, Sam screens bullying: the toggle must reorder
        await orderFor(page, 'Sam', forSam);
        await orderFor(page, 'Mia', forMia);

        // one tap adds Mia's best book to her reading list
        const best = forMia[0]!;
        await shelf.getByRole('listitem', { name: best }).getByRole('button', { name: "Add to Mia's list" }).click();
        await page.getByText(`Added to Mia's reading list: ${best}`).waitFor();
        await shelf.getByRole('listitem', { name: best }).getByRole('button', { name: "On Mia's list" }).waitFor();
        const list = (await h.app.http().get('/api/reading-list').set(u.auth).expect(200)).body as { reader_id: string; title: string }[];
        expect(list.filter((i) => i.reader_id === mia && i.title === best)).toHaveLength(1);

        // a typed ISBN that is no book's: the server's words, and what was typed stays
        const field = shelf.getByLabel('Type an ISBN instead');
        await field.fill('12345');
        await shelf.getByRole('button', { name: 'Add', exact: true }).click();
        await shelf.getByText(SHELF_MESSAGES.badIsbn).waitFor();
        expect(await field.inputValue()).toBe('12345');
        await field.scrollIntoViewIfNeeded();
        await screen(page, 'shelf-bad-isbn');

        // finish: the camera closes, the session is kept in the Library
        await shelf.getByRole('button', { name: 'Finish' }).click();
        await shelf.waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
        const ended = (await h.app.http().get(`/api/shelf-sessions/${sessions[0].id}`).set(u.auth).expect(200)).body as { ended_at: string | null };
        expect(ended.ended_at).not.toBeNull();
        await page.getByRole('button', { name: /^Library/ }).click();
        const library = page.getByRole('dialog', { name: 'Recent Scans' });
        await library.getByText(/^2 books for (Mia, Sam|Sam, Mia)$/).waitFor();
        await page.waitForTimeout(600); // the sheet slides in
        await screen(page, 'shelf-library');
        await library.getByRole('button', { name: /^Open the shelf of/ }).click();
        const again = page.getByRole('dialog', { name: /^Shelf for (Mia, Sam|Sam, Mia)$/ });
        await again.getByText('This session is finished: it is kept here to read.').waitFor();
        await again.getByRole('listitem', { name: titleA }).waitFor();
        await again.getByRole('listitem', { name: titleB }).waitFor();
        expect(await again.getByRole('button', { name: 'Finish' }).count()).toBe(0);
        expect(await again.getByLabel('Type an ISBN instead').count()).toBe(0);
        await page.waitForTimeout(300);
        await screen(page, 'shelf-read-only');
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );

  it('reads the cover of a book whose barcode is hidden: "Read the cover" adds the book it names (phone)', async () => {
    // the fake camera shows a front cover, no barcode anywhere
    const [front] = await renderCovers([{ title: "Charlotte's Web", author: 'E. B. White', type: 'jpeg', width: 640, height: 960 }]);
    const coverFile = join(mkdtempSync(join(tmpdir(), 'shelfcheck-shelf-cover-')), 'cover.mjpeg');
    writeFileSync(coverFile, Buffer.concat(Array<Buffer>(30).fill(front)));
    const browser = await chromium.launch({
      executablePath: CHROMIUM ?? undefined,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${coverFile}`,
      ],
    });
    try {
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, baseURL: h.baseUrl, permissions: ['camera'] });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      const u = await signUp(h.app, 'shelf-web-cover');
      await signInThroughForm(page, u);
      await page.getByRole('button', { name: 'Shelf mode: scan many books' }).click();
      await page.getByRole('dialog', { name: 'Shelf mode' }).getByRole('button', { name: 'Start scanning' }).click();
      const shelf = page.getByRole('dialog', { name: 'Shelf for Test' });
      const read = shelf.getByRole('button', { name: 'Read the cover' });
      await read.waitFor();
      await read.click();
      // read on the server (OCR, then the catalog): the book joins the list with its verdict
      const row = shelf.getByRole('listitem', { name: "Charlotte's Web" });
      await row.waitFor({ timeout: 120_000 });
      await shelf.getByText("Added: Charlotte's Web").waitFor();
      const session = (await h.app.http().get('/api/shelf-sessions').set(u.auth).expect(200)).body as { id: string; book_count: number }[];
      expect(session[0].book_count).toBe(1);
      await page.waitForTimeout(300);
      await screen(page, 'shelf-cover');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('with the free scans used up, a book is refused with the server message and an Upgrade button, and nothing joins the list (phone)', async () => {
    const page = await h.newPage(PHONE);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const u = await signUp(h.app, 'shelf-web-quota');
    await h.app.orm.em
      .fork()
      .getConnection()
      .execute('insert into scan_usage (user_id, scans_used) values (?, 100000) on conflict (user_id) do update set scans_used = 100000', [u.id]);
    await signInThroughForm(page, u);
    const shelf = await startShelfForParent(page);
    await shelf.getByLabel('Type an ISBN instead').fill(isbnB);
    await shelf.getByRole('button', { name: 'Add', exact: true }).click();
    // the server's own sentence, above its Upgrade button
    const alert = shelf.getByRole('alert').filter({ hasText: /You have used all \d+ free scans\. Upgrade to keep scanning\./ });
    await alert.waitFor();
    await alert.getByText(/^You have used all \d+ free scans\. Upgrade to keep scanning\.$/).waitFor();
    await alert.getByRole('button', { name: 'Upgrade' }).waitFor();
    expect(await shelf.getByRole('listitem', { name: titleB }).count()).toBe(0);
    // said once: not again under the field, which keeps what was typed
    expect(await shelf.getByText(/free scans/).count()).toBe(1);
    expect(await shelf.getByLabel('Type an ISBN instead').inputValue()).toBe(isbnB);
    await page.waitForTimeout(300);
    await screen(page, 'shelf-quota');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('explains a camera that cannot open, and a typed ISBN still joins the list', async () => {
    const page = await h.newPage(PHONE); // the harness's Chromium: no camera device, no permission
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const u = await signUp(h.app, 'shelf-web-no-camera');
    await signInThroughForm(page, u);
    const shelf = await startShelfForParent(page);
    // the Scan a Book camera's own words
    await shelf.getByText(/^Camera permission denied|^Camera not available on this device\.$/).waitFor();
    await shelf.getByLabel('Type an ISBN instead').fill(isbnA);
    await shelf.getByRole('button', { name: 'Add', exact: true }).click();
    await shelf.getByRole('listitem', { name: titleA }).waitFor();
    await shelf.getByText(`Added: ${titleA}`).waitFor();
    expect(await shelf.getByLabel('Type an ISBN instead').inputValue()).toBe(''); // added: the field is ready for the next
    // one reader, the parent: one list button, for their own list
    await shelf.getByRole('listitem', { name: titleA }).getByRole('button', { name: 'Add to your list' }).waitFor();
    await page.waitForTimeout(300);
    await screen(page, 'shelf-no-camera');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
