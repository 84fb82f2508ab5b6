import type { Page } from 'playwright-core';
import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, harnessForSuite, screenVisible as screen, signInThroughForm } from '../support/browser.js';
import { copyOfStarterBook, freshIsbn } from '../integration/catalog-copy.helper.js';

// Two browsers (parent and a visitor without an account) at two widths on a shared 2-core machine.
jest.setTimeout(240_000);

const STONE = '9780590353427'; // a starter book with violence flagged
const SUFFIX = Math.random().toString(36).slice(2, 7);

async function openShareDialog(page: Page, name: string) {
  await page.getByRole('button', { name: 'Profiles' }).first().click();
  await page.getByRole('dialog', { name: 'Profiles' }).waitFor();
  await page.waitForTimeout(600); // the sheet's opening animation
  await page.getByRole('button', { name: `Profile options for ${name}` }).click();
  await page.getByRole('menu').waitFor();
  await page.getByRole('menuitem', { name: `Share ${name}’s card` }).click();
  const dialog = page.getByRole('dialog', { name: `Share ${name}’s card` });
  await dialog.waitFor();
  return dialog;
}

describeInBrowser("a reader's card to share, in a real browser", () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it.each(BOTH_WIDTHS)(
    'a parent makes a link, a visitor without an account opens it, checks a book and sees the verdict; the turned-off link says so (%s)',
    async (width, viewport) => {
      const book = { isbn: freshIsbn(), title: `The Stone of Sharing ${width} ${SUFFIX}`, author: 'J. K. Rowling' };
      await copyOfStarterBook(h.app, STONE, book);
      const parentUser = await signUp(h.app, `share-${width}`, { first_name: 'Sam', last_name: 'Rivera', user_type: 'parent' });
      const member = await h.app
        .http()
        .post('/api/family-members')
        .set(parentUser.auth)
        .send({ name: 'Mia Rivera', age: 9, reading_level: 'Elementary', content_tolerance: { violence: 0 } });
      expect(member.status).toBe(201);
      await h.app
        .http()
        .post('/api/reading-list')
        .set(parentUser.auth)
        .send({ reader_id: member.body.id, reader_name: 'Mia Rivera (Age 9)', title: book.title, author: book.author })
        .expect(201);

      // the parent makes a 30-day link in the Profiles sheet
      const parent = await h.newPage(viewport);
      const problems: string[] = [];
      parent.on('pageerror', (e) => problems.push(e.message));
      await signInThroughForm(parent, parentUser);
      const dialog = await openShareDialog(parent, 'Mia Rivera');
      await dialog.getByText('30 days', { exact: true }).click();
      await dialog.getByLabel('Name for this link (optional, only you see it)').fill('For Grandma');
      await dialog.getByRole('button', { name: 'Create link' }).click();
      const output = dialog.getByRole('status', { name: 'Share link for Mia Rivera' });
      await output.waitFor();
      const address = (await output.textContent())?.trim() ?? '';
      expect(address).toMatch(new RegExp(`^${h.baseUrl}/share/[A-Za-z0-9_-]{32}$`));
      await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
      await dialog.getByRole('list', { name: 'Share links' }).getByText('For Grandma').waitFor();
      await dialog.getByText('Working', { exact: true }).waitFor();
      await parent.waitForTimeout(300);
      await screen(parent, 'share-card-dialog');

      // a visitor with no account, in a fresh browser context
      const visitor = await h.newPage(viewport);
      const visitorProblems: string[] = [];
      visitor.on('pageerror', (e) => visitorProblems.push(e.message));
      await visitor.goto(address);
      await visitor.getByRole('heading', { name: 'Mia’s reading card', level: 1 }).waitFor();
      expect(await visitor.getByText('Rivera').count()).toBe(0); // first name only
      await visitor.getByText('No violence at all').waitFor();
      await visitor.getByRole('heading', { name: 'Books on Mia’s list' }).waitFor();
      const pdfHref = await visitor.getByRole('link', { name: 'Download printable card (PDF)' }).getAttribute('href');
      expect(pdfHref).toBe(`${new URL(address).pathname.replace('/share/', '/api/share/')}/card.pdf`);
      const pdf = await visitor.request.get(pdfHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await screen(visitor, 'share-card-page');

      // a book checked for Mia: the verdict the parent's own search gives
      await visitor.getByLabel('Title, author or ISBN').fill(book.title);
      await visitor.getByRole('button', { name: 'Check', exact: true }).click();
      const results = visitor.getByRole('list', { name: 'Results' });
      await results.waitFor();
      const parentSearch = await h.app
        .http()
        .get('/api/books/search')
        .query({ q: book.title, reader_id: member.body.id, show_all: 'true' })
        .set(parentUser.auth)
        .expect(200);
      const parentFit = (parentSearch.body as { isbn: string; fit: { match_level: string } }[]).find((hit) => hit.isbn === book.isbn)!.fit;
      expect(parentFit.match_level).toBe('poor');
      const first = results.getByRole('listitem').first();
      await first.getByText(book.title).waitFor();
      await first.getByText('Not a fit: content the parent rules out').waitFor();
      await first.getByText('Above Mia’s comfort levels: Violence', { exact: false }).waitFor();
      await first.scrollIntoViewIfNeeded();
      await visitor.waitForTimeout(300);
      await screen(visitor, 'share-card-verdict');

      // the parent turns the link off; the visitor's next visit says so
      await dialog.getByRole('button', { name: /^Turn off For Grandma/ }).click();
      await dialog.getByText('Turned off', { exact: true }).waitFor();
      await visitor.reload();
      await visitor.getByRole('alert').getByText('This link was turned off').waitFor();
      await visitor.getByText('The parent turned this link off.', { exact: false }).waitFor();
      await screen(visitor, 'share-card-revoked');

      // an address that was never a link
      await visitor.goto('/share/not-a-real-link');
      await visitor.getByRole('alert').getByText('Link not found', { exact: true }).waitFor();
      await visitor.getByText('This link does not work. Check that it was copied whole', { exact: false }).waitFor();
      await screen(visitor, 'share-card-unknown');
      expect(problems).toEqual([]);
      expect(visitorProblems).toEqual([]);
    },
  );
});
