import type { Page } from 'playwright-core';
import { signUp, type SignedUp } from '../support/test-app.js';
import { type BrowserHarness, describeInBrowser, DESKTOP, harnessForSuite, PHONE, signInThroughForm, screenVisible as screen } from '../support/browser.js';

jest.setTimeout(180_000);

const GOODREADS = [
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review',
  '11,Wonder,R. J. Palacio,"Palacio, R. J.",,"=""0375869026""","=""9780375869020""",5,4.43,Knopf,Hardcover,310,2012,2012,2024/05/14,2024/01/02,,,read,"Loved it."',
  '12,Dune,Frank Herbert,"Herbert, Frank",,,,0,4.27,Ace,Paperback,604,1990,1965,,2024/02/01,currently-reading,,currently-reading,',
  '13,Holes,Louis Sachar,"Sachar, Louis",,,,0,3.98,Yearling,Paperback,233,2000,1998,,2024/02/03,to-read,,to-read,',
  '14,Frindle,Andrew Clements,"Clements, Andrew",,,,0,4.0,Atheneum,Paperback,105,1998,1996,,2024/02/04,to-read,,to-read,',
  '15,,Nobody,,,,,0,0,,,,,,,2024/02/05,to-read,,to-read,',
].join('\n');

async function signIn(h: BrowserHarness, page: Page, label: string, before?: (u: SignedUp) => Promise<void>): Promise<SignedUp> {
  const u = await signUp(h.app, label);
  await before?.(u);
  await signInThroughForm(page, u);
  return u;
}

async function openImport(page: Page, badge: string) {
  await page.getByRole('button', { name: badge }).click();
  const tbr = page.getByRole('dialog', { name: 'To Be Read' });
  await tbr.waitFor();
  await page.waitForTimeout(600); // the sheet's opening animation
  await tbr.getByRole('button', { name: 'Import from Goodreads or StoryGraph' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Goodreads or StoryGraph' });
  await dialog.waitFor();
  await page.waitForTimeout(300);
  return { tbr, dialog };
}

describeInBrowser('importing a reading history in a real browser', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it('previews a Goodreads file, imports it, and the list and the TBR badge follow (phone)', async () => {
    const page = await h.newPage(PHONE);
    // Holes is already on the list: the import skips it
    const u = await signIn(h, page, 'tbr-import', async (who) => {
      expect((await h.app.http().post('/api/reading-list').set(who.auth).send({ reader_id: 'self', title: 'Holes', author: 'Louis Sachar' })).status).toBe(201);
    });
    await page.getByRole('button', { name: 'TBR (1)' }).waitFor();
    const { tbr, dialog } = await openImport(page, 'TBR (1)');

    await dialog.locator('input[type="file"]').setInputFiles({ name: 'goodreads_library_export.csv', mimeType: 'text/csv', buffer: Buffer.from(GOODREADS) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Import preview' });
    await preview.getByText('Goodreads export: 5 books').waitFor();
    await preview.getByText('3 to import').waitFor();
    await preview.getByText('1 skipped').waitFor();
    await preview.getByText('1 with problems').waitFor();
    await preview.getByText('Book already in reading list').waitFor();
    await preview.getByText('Title is required').waitFor();
    await screen(page, 'reading-list-import-preview');
    expect((await h.app.http().get('/api/reading-list').set(u.auth)).body).toHaveLength(1); // a preview writes nothing

    await dialog.getByRole('button', { name: 'Import 3 books' }).click();
    await page.getByText('Imported 3 books').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Wonder was read (completed): the badge counts Holes, Dune and Frindle
    await page.getByRole('button', { name: 'TBR (3)' }).waitFor();
    await tbr.getByRole('heading', { name: 'Completed (1)' }).waitFor();
    await tbr.getByRole('heading', { name: 'Currently Reading (1)' }).waitFor();
    await screen(page, 'reading-list-import-done');
    const items = (await h.app.http().get('/api/reading-list').set(u.auth)).body as Array<{
      title: string;
      reading_status: string;
      completed_reading_at: string | null;
    }>;
    expect(items.map((i) => i.title).sort()).toEqual(['Dune', 'Frindle', 'Holes', 'Wonder']);
    expect(items.find((i) => i.title === 'Wonder')).toMatchObject({ reading_status: 'completed', completed_reading_at: '2024-05-14T00:00:00.000Z' });
    await page.context().close();
  });

  it("shows the server's message for a file that is not an export, and previews pasted text (desktop)", async () => {
    const page = await h.newPage(DESKTOP);
    await signIn(h, page, 'tbr-import-desktop');
    await page.getByRole('button', { name: 'TBR (0)' }).waitFor();
    const { dialog } = await openImport(page, 'TBR (0)');

    await dialog.getByLabel('Or paste the CSV').fill('Name,Writer,Shelf\nWonder,R. J. Palacio,read');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog
      .getByRole('alert')
      .getByText(
        'This file is not a Goodreads or StoryGraph export. Expected a header row with Title, Author, Exclusive Shelf (Goodreads) or Title, Authors, Read Status (StoryGraph).',
      )
      .waitFor();
    await screen(page, 'reading-list-import-unknown');

    await dialog
      .getByLabel('Or paste the CSV')
      .fill('Title,Authors,Read Status,Last Date Read\nThe Hobbit,J. R. R. Tolkien,read,2023/03/09\nIt,Stephen King,did-not-finish,');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Import preview' });
    await preview.getByText('StoryGraph export: 2 books').waitFor();
    await preview.getByText('Not imported: marked as did not finish').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await screen(page, 'reading-list-import-preview');
    await dialog.getByRole('button', { name: 'Import 1 book' }).click();
    await page.getByText('Imported 1 book').first().waitFor();
    await page.context().close();
  });
});
