import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signUp, type SignedUp } from '../support/test-app.js';
import {
  type BrowserHarness,
  describeInBrowser,
  DESKTOP,
  harnessForSuite,
  PHONE,
  signInThroughForm,
  screenVisible as screen,
  waitUntilOpened,
} from '../support/browser.js';

// Two browsers (parent and reader) through a whole ask-and-approve round on a shared 2-core machine.
jest.setTimeout(240_000);

/** 8 characters of the unambiguous alphabet (no 0/O/1/I/L), shown as XXXX-XXXX. */
const CODE_SHAPE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const TOO_YOUNG = 'Reader sign-in is for readers aged 8 or older.';
const READER_KEY = 'shelfcheck.reader.session';
const PARENT_KEY = 'shelfcheck.auth.session';

// Evaluated through the DevTools protocol, which the page's CSP does not govern (as in accessibility.spec.ts).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core in the page: the serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** The same screen at desktop width too, then back to the phone. */
async function screenBoth(page: Page, name: string): Promise<void> {
  await screen(page, name);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(400); // the layout settles
  await screen(page, name);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
}

async function addMember(h: BrowserHarness, u: SignedUp, member: { name: string; age: number }): Promise<string> {
  const res = await h.app
    .http()
    .post('/api/family-members')
    .set(u.auth)
    .send({ ...member, reading_level: 'Elementary' });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function openProfileMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profiles' }).click();
  await page.getByRole('dialog', { name: 'Profiles' }).waitFor();
  await page.waitForTimeout(600); // the sheet's opening animation
  await page.getByRole('button', { name: `Profile options for ${name}` }).click();
  await page.getByRole('menu').waitFor();
}

async function search(reader: Page, q: string) {
  await reader.getByRole('textbox', { name: 'Search for a book' }).fill(q);
  await reader.getByRole('button', { name: 'Search', exact: true }).click();
  await reader.getByRole('list', { name: 'Search results' }).waitFor();
}

/** Asks for a search result through the dialog, with a note when given. */
async function askFor(reader: Page, title: string, note?: string) {
  await reader.getByRole('button', { name: `Ask for this book: ${title}`, exact: true }).click();
  const dialog = reader.getByRole('dialog', { name: 'Ask for this book' });
  await dialog.waitFor();
  if (note) await dialog.getByLabel('Why would you like it? (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const requestCard = (page: Page, reader: string, title: string) => page.getByRole('listitem', { name: `${reader} asks for ${title}` });
const myRequest = (reader: Page, title: string) => reader.getByRole('list', { name: 'My requests' }).getByRole('listitem', { name: title, exact: true });

describeInBrowser('ask and approve in a real browser', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it('a parent makes a code, the reader asks for books, the parent declines one and approves another, the reader sees both', async () => {
    const parentUser = await signUp(h.app, 'ask-approve', { first_name: 'Sam', last_name: 'Rivera', user_type: 'parent' });
    const miaId = await addMember(h, parentUser, { name: 'Mia', age: 10 });
    const parent = await h.newPage(PHONE);
    await signInThroughForm(parent, parentUser);

    // the parent makes Mia's code in the Profiles sheet
    await openProfileMenu(parent, 'Mia');
    await parent.getByRole('menuitem', { name: 'Reader sign-in' }).click();
    const codeDialog = parent.getByRole('dialog', { name: 'Reader sign-in for Mia' });
    await codeDialog.waitFor();
    await codeDialog.getByRole('button', { name: 'Create sign-in code' }).click();
    const codeOutput = codeDialog.getByRole('status', { name: 'Sign-in code for Mia' });
    await codeOutput.waitFor();
    const code = (await codeOutput.textContent())?.trim() ?? '';
    expect(code).toMatch(CODE_SHAPE);
    await codeDialog.getByText('choose “I’m a reader” and type this code', { exact: false }).waitFor();
    await codeDialog.getByRole('button', { name: 'Copy code' }).waitFor();
    await parent.waitForTimeout(300);
    await screen(parent, 'ask-approve-code');
    expect(await seriousViolations(parent)).toEqual([]);
    await codeDialog.getByRole('button', { name: 'Done' }).click();
    await codeDialog.waitFor({ state: 'hidden' });
    const status = await h.app.http().get(`/api/family-members/${miaId}/reader-code`).set(parentUser.auth);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ member_id: miaId, active: true, last_used_at: null });
    expect(JSON.stringify(status.body)).not.toContain(code.replace('-', ''));

    // the reader, in a browser of their own, comes in through "I'm a reader"
    const reader = await h.newPage(PHONE);
    const readerCalls: string[] = [];
    reader.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/')) readerCalls.push(`${path} ${req.headers().authorization ? 'with-token' : 'no-token'}`);
    });
    await reader.goto('/');
    await reader.getByRole('link', { name: 'I’m a reader' }).click();
    await reader.waitForURL('**/reader');
    await reader.getByLabel('Your sign-in code').fill('ZZZZ-ZZZZ');
    await reader.getByRole('button', { name: 'Sign in' }).click();
    await reader.getByRole('alert').getByText('Invalid sign-in code', { exact: true }).waitFor();
    await screen(reader, 'ask-approve-reader-sign-in');
    expect(await seriousViolations(reader)).toEqual([]);
    // case and the hyphen do not matter
    await reader.getByLabel('Your sign-in code').fill(code.replace('-', ' ').toLowerCase());
    await reader.getByRole('button', { name: 'Sign in' }).click();
    await reader.waitForURL('**/reader/home');
    await reader.getByRole('heading', { name: 'Hi, Mia!' }).waitFor();
    await reader.getByText('You have not asked for any books yet.').waitFor();

    // search and ask: one with a note, one without, one not in the catalog
    await search(reader, 'The Hunger Games');
    await askFor(reader, 'The Hunger Games', 'Everyone in my class is reading it');
    await myRequest(reader, 'The Hunger Games').getByText('Waiting').waitFor();
    // the same book again: already asked
    expect(await reader.getByRole('button', { name: 'Asked: The Hunger Games', exact: true }).isDisabled()).toBe(true);
    await search(reader, 'Wonder');
    await askFor(reader, 'Wonder');
    await myRequest(reader, 'Wonder').getByText('Waiting').waitFor();
    await reader.getByRole('button', { name: 'Ask for a book not in the list' }).click();
    // the panel grows open: a click while it still clips the form is lost (seen in CI), so wait for it
    await waitUntilOpened(reader.getByRole('region', { name: 'Ask for a book not in the list' }));
    const other = reader.getByRole('form', { name: 'Ask for a book not in the list' });
    await other.getByRole('button', { name: 'Send request' }).click();
    await other.getByText('Title is required').waitFor();
    await other.getByText('Author is required').waitFor();
    await other.getByLabel('Title').fill('The Moon Bakery Mysteries');
    await other.getByLabel('Author').fill('Ada Quill');
    await other.getByRole('button', { name: 'Send request' }).click();
    await myRequest(reader, 'The Moon Bakery Mysteries').getByText('Waiting').waitFor();
    await screenBoth(reader, 'ask-approve-reader-asked');
    expect(await seriousViolations(reader)).toEqual([]); // the reader's home, with requests

    // the parent sees three waiting, with the match and the conflicts
    await parent.reload();
    await parent.getByRole('button', { name: 'Requests (3)' }).click();
    const sheet = parent.getByRole('dialog', { name: 'Book Requests' });
    await sheet.waitFor();
    await parent.waitForTimeout(600);
    await sheet.getByRole('tab', { name: 'Waiting (3)' }).waitFor();
    const hunger = requestCard(parent, 'Mia', 'The Hunger Games');
    await hunger.getByText('Everyone in my class is reading it').waitFor();
    await hunger.getByLabel(/^Match score \d+ percent$/).waitFor();
    const violence = hunger
      .getByRole('list', { name: 'Conflicts for Mia' })
      .getByRole('listitem')
      .filter({ hasText: /^Violence/ });
    await violence.getByText(/^Level \d of 5 · Mia’s comfort level: \d \(/).waitFor();
    await requestCard(parent, 'Mia', 'Wonder')
      .getByLabel(/^Match score \d+ percent$/)
      .waitFor();
    await requestCard(parent, 'Mia', 'The Moon Bakery Mysteries').getByText('This book is not in our catalog yet', { exact: false }).waitFor();
    await screenBoth(parent, 'ask-approve-requests');
    expect(await seriousViolations(parent)).toEqual([]);

    await hunger.getByLabel('Note to Mia (optional)').fill('Let’s wait until you are 12.');
    await hunger.getByRole('button', { name: 'Decline' }).click();
    await hunger.waitFor({ state: 'hidden' });
    await requestCard(parent, 'Mia', 'Wonder').getByRole('button', { name: 'Approve' }).click();
    await sheet.getByRole('tab', { name: 'Waiting (1)' }).waitFor();
    await sheet.getByRole('tab', { name: 'Answered (2)' }).click();
    const declined = requestCard(parent, 'Mia', 'The Hunger Games');
    await declined.getByText('Declined').waitFor();
    await declined.getByText('Let’s wait until you are 12.').waitFor();
    await requestCard(parent, 'Mia', 'Wonder').getByText('Approved').waitFor();
    await parent.waitForTimeout(300);
    await screen(parent, 'ask-approve-answered');
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await parent.getByRole('button', { name: 'Requests (1)' }).waitFor();
    const parentList = (await h.app.http().get('/api/reading-list').set(parentUser.auth)).body as Array<{
      reader_id: string;
      title: string;
      reading_status: string;
    }>;
    expect(parentList.filter((i) => i.reader_id === miaId).map((i) => [i.title, i.reading_status])).toEqual([['Wonder', 'to_read']]);

    // the reader sees both answers and the approved book on their own list
    await reader.reload();
    await reader.getByRole('heading', { name: 'Hi, Mia!' }).waitFor();
    await myRequest(reader, 'The Hunger Games').getByText('Not this time').waitFor();
    await myRequest(reader, 'The Hunger Games').getByText('Let’s wait until you are 12.').waitFor();
    await myRequest(reader, 'Wonder').getByText('Yes! It’s on your list').waitFor();
    await myRequest(reader, 'The Moon Bakery Mysteries').getByText('Waiting').waitFor();
    await reader.getByRole('list', { name: 'My reading list' }).getByText('Wonder', { exact: true }).waitFor();
    await screenBoth(reader, 'ask-approve-reader-answers');
    expect(await seriousViolations(reader)).toEqual([]);

    // the two sessions never mix: each in its own storage entry, the reader's token only on /api/reader/*
    expect(await reader.evaluate((key) => localStorage.getItem(key), PARENT_KEY)).toBeNull();
    expect(await parent.evaluate((key) => localStorage.getItem(key), READER_KEY)).toBeNull();
    const withToken = readerCalls.filter((c) => c.endsWith('with-token')).map((c) => c.split(' ')[0]);
    expect(withToken.length).toBeGreaterThan(0);
    expect(withToken.filter((p) => !p.startsWith('/api/reader/'))).toEqual([]);
    const onParentRoute = await reader.evaluate(async (key) => {
      const token = JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
      return (await fetch('/api/reading-list', { headers: { authorization: `Bearer ${token}` } })).status;
    }, READER_KEY);
    expect(onParentRoute).toBe(401);

    // the parent turns the code off: the reader's session ends at once
    await openProfileMenu(parent, 'Mia');
    await parent.getByRole('menuitem', { name: 'Reader sign-in' }).click();
    await codeDialog.getByText('A sign-in code is on').waitFor();
    await codeDialog.getByText(/^Last used on /).waitFor();
    await codeDialog.getByRole('button', { name: 'Turn off' }).click();
    await codeDialog.getByRole('button', { name: 'Create sign-in code' }).waitFor();
    await reader.reload();
    await reader.waitForURL('**/reader');
    await reader.getByText('You were signed out.', { exact: false }).waitFor();
    expect(await reader.evaluate((key) => localStorage.getItem(key), READER_KEY)).toBeNull();

    await reader.context().close();
    await parent.context().close();
  });

  it('offers no code for a member under 8, and shows the code dialog at desktop width', async () => {
    const parentUser = await signUp(h.app, 'ask-approve-young', { first_name: 'Sam', last_name: 'Rivera', user_type: 'parent' });
    const leoId = await addMember(h, parentUser, { name: 'Leo', age: 6 });
    await addMember(h, parentUser, { name: 'Ava', age: 8 });
    const page = await h.newPage(DESKTOP);
    await signInThroughForm(page, parentUser);

    await openProfileMenu(page, 'Leo');
    const item = page.getByRole('menuitem', { name: /^Reader sign-in/ });
    await item.getByText(TOO_YOUNG).waitFor();
    expect(await item.isDisabled()).toBe(true);
    await screen(page, 'ask-approve-under-8');
    // the server says the same
    const refused = await h.app.http().post(`/api/family-members/${leoId}/reader-code`).set(parentUser.auth);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(TOO_YOUNG);
    await page.keyboard.press('Escape');
    // Leo's menu fades out: open Ava's only once it is gone, or two 'Reader sign-in' items are on the page
    await item.waitFor({ state: 'hidden' });

    // 8 exactly is old enough
    await page.getByRole('button', { name: 'Profile options for Ava' }).click();
    await page.getByRole('menuitem', { name: 'Reader sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reader sign-in for Ava' });
    await dialog.getByRole('button', { name: 'Create sign-in code' }).click();
    const first = ((await dialog.getByRole('status', { name: 'Sign-in code for Ava' }).textContent()) ?? '').trim();
    expect(first).toMatch(CODE_SHAPE);
    await page.waitForTimeout(300);
    await screen(page, 'ask-approve-code');

    // replacing the code: asked first, then a new one; the old one no longer signs in
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Profile options for Ava' }).click();
    await page.getByRole('menuitem', { name: 'Reader sign-in' }).click();
    await dialog.getByText('A sign-in code is on').waitFor();
    await dialog.getByText('Not used yet').waitFor();
    await dialog.getByRole('button', { name: 'Replace code' }).click();
    await dialog.getByText('The old code stops working', { exact: false }).waitFor();
    await screen(page, 'ask-approve-replace');
    await dialog.getByRole('button', { name: 'Make new code' }).click();
    const newCode = dialog.getByRole('status', { name: 'Sign-in code for Ava' });
    await newCode.waitFor();
    const code = ((await newCode.textContent()) ?? '').trim();
    expect(code).toMatch(CODE_SHAPE);
    expect(code).not.toBe(first);
    const old = await h.app.http().post('/api/auth/reader-code').send({ code: first });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('Invalid sign-in code');

    // a shared tablet: Ava signs in next to the parent; the two sessions live side by side, and
    // Ava signing out leaves the parent signed in
    await page.goto('/auth');
    await page.waitForURL('**/book-scanner'); // the parent is still signed in
    await page.goto('/reader');
    await page.getByLabel('Your sign-in code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Hi, Ava!' }).waitFor();
    await page.getByText('Your reading list is empty.', { exact: false }).waitFor();
    await screen(page, 'ask-approve-reader-empty');
    const stored = await page.evaluate(([p, r]) => [localStorage.getItem(p), localStorage.getItem(r)], [PARENT_KEY, READER_KEY]);
    expect(stored.map((v) => v !== null)).toEqual([true, true]);
    expect(JSON.parse(stored[0]!).access_token).not.toBe(JSON.parse(stored[1]!).access_token);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/reader');
    await page.getByLabel('Your sign-in code').waitFor();
    expect(await page.evaluate((r) => localStorage.getItem(r), READER_KEY)).toBeNull();
    // the reader's session is over on the server too
    const after = await h.app
      .http()
      .get('/api/reader/me')
      .set({ Authorization: `Bearer ${JSON.parse(stored[1]!).access_token}` });
    expect(after.status).toBe(401);
    await page.goto('/book-scanner');
    await page.getByRole('button', { name: 'Scan a Book' }).waitFor();
    await page.context().close();
  });
});
