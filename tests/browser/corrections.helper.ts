import type { Page } from 'playwright-core';
import { sql } from '../integration/admin-auth.helper.js';
import { signUp, type SignedUp } from '../support/test-app.js';
import { type BrowserHarness, signedInWithReader, signInThroughForm } from '../support/browser.js';

type Viewport = { width: number; height: number };

/**
 * A new parent with one reader, Mia (8), signed in at this width with Mia chosen, the book searched
 * by its ISBN and its analysis card in view. `problems` collects the page's uncaught errors.
 */
export async function parentAtAnalysis(
  h: BrowserHarness,
  viewport: Viewport,
  label: string,
  book: { isbn: string; title: string },
): Promise<{ parent: SignedUp; page: Page; problems: string[] }> {
  const parent = await signUp(h.app, label);
  expect((await h.app.http().post('/api/family-members').set(parent.auth).send({ name: 'Mia', age: 8, reading_level: 'Elementary' })).status).toBe(201);
  const { page, problems } = await signedInWithReader(h, viewport, parent, 'Mia (Age 8)');
  await page.getByLabel('Search by title, author or ISBN').fill(book.isbn);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: book.title }).waitFor();
  await page.getByRole('heading', { name: 'Content Considerations' }).waitFor();
  await page.waitForTimeout(400); // the progress dialog fades out
  return { parent, page, problems };
}

/** A new admin, unlocked for 30 minutes, signed in at this width on the dashboard's Corrections tab. */
export async function adminAtCorrections(h: BrowserHarness, viewport: Viewport, label: string, problems: string[]): Promise<{ admin: SignedUp; page: Page }> {
  const admin = await signUp(h.app, label, { first_name: 'Ada', last_name: 'Admin', user_type: 'parent' });
  await sql(h.app, 'update profiles set is_admin = true where id = $1', [admin.id]);
  const until = new Date(h.app.clock.now().getTime() + 30 * 60_000).toISOString();
  await sql(h.app, 'insert into admin_unlocks (user_id, unlocked_until) values ($1, $2)', [admin.id, until]);
  const page = await h.newPage(viewport);
  page.on('pageerror', (e) => problems.push(e.message));
  await signInThroughForm(page, admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Corrections' }).click();
  return { admin, page };
}
