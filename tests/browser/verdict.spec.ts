import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { AI_TIMEOUT_MESSAGE } from '../../adapters/intelligence/openai-json-client.js';
import { freshIsbn } from '../integration/catalog-copy.helper.js';
import { signUp, type SignedUp } from '../support/test-app.js';
import {
  BOTH_WIDTHS,
  type BrowserHarness,
  describeInBrowser,
  harnessForSuite,
  PHONE,
  screenVisible as screen,
  signedInWithReader,
} from '../support/browser.js';

jest.setTimeout(180_000);

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page (as accessibility.spec.ts checks every page). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Issue 18 on the card: a 10-year-old whose parent screens romance, with interests that all match
 * Twilight's tags, sees Twilight as a poor match (the interests no longer cancel the conflict), and
 * the card says who rated the book and when.
 */
describeInBrowser('a verdict a parent can trust, on the card', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  /** A new account with Ava, 10, whose parent screens sexual content and whose interests are Twilight's tags. */
  async function withAva(label: string): Promise<SignedUp> {
    const u = await signUp(h.app, label);
    const member = await h.app
      .http()
      .post('/api/family-members')
      .set(u.auth)
      .send({
        name: 'Ava',
        age: 10,
        reading_level: 'Elementary',
        has_completed_quiz: true,
        quiz_data: {
          content_screening: ['sexual_content'],
          book_preferences: {
            genres: ['fantasy', 'romance'],
            themes: ['love_relationships'],
            settings: ['small_town'],
            characters: ['young_adults'],
            tones: ['atmospheric', 'suspenseful'],
          },
        },
      });
    expect([member.status, member.body.message]).toEqual([201, undefined]);
    return u;
  }

  it.each(BOTH_WIDTHS)('shows a screened category capping Twilight at poor, and where its ratings come from (%s)', async (name, viewport) => {
    const u = await withAva(`verdict-${name}`);
    const { page, problems } = await signedInWithReader(h, viewport, u, 'Ava (Age 10)');
    await page.getByText('Ava, Age 10').waitFor();
    await page.getByLabel('Search by title, author or ISBN').fill('9780316015844');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Twilight', exact: true }).waitFor();
    await page.getByText('Poor Match').first().waitFor();
    const score = await page.getByLabel(/^Match score \d+ percent$/).textContent();
    expect(Number(score?.replace('%', ''))).toBeLessThan(40);
    await page.getByText(/^Rated by ShelfCheck's editors, [A-Z][a-z]+ \d{4}$/).waitFor();
    await page.getByText(/Sexual Content \(level 1 of 5\) is on Ava's screening list/).waitFor();
    await page.waitForTimeout(400); // the progress dialog fades out
    await screen(page, 'verdict-capped');
    await h.screenshot(page, 'verdict-card');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(BOTH_WIDTHS)('says an AI estimate is not reviewed and shows a category it left out as "Not rated" (%s)', async (name, viewport) => {
    const u = await withAva(`verdict-ai-${name}`);
    const isbn = freshIsbn();
    // an AI analysis kept in the catalog whose answer rated no sexual content at all
    await h.app.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into book_content_analysis (isbn, title, author, summary, tags, source, ratings_source, ratings_model, ratings_unrated, violence_flag, violence_example, severity)
       values (?, ?, 'Ada Quill', 'A clockmaker’s daughter flies a mechanical heron across a flooded city.', '{fantasy}', 'ai', 'ai', 'gpt-4o-mini', '{sexual_content}', true, 'A storm-gang attacks the heron.', '{"violence": 2}')`,
        [isbn, `The Clockwork Heron ${name}`],
      );
    const { page, problems } = await signedInWithReader(h, viewport, u, 'Ava (Age 10)');
    await page.getByText('Ava, Age 10').waitFor();
    await page.getByLabel('Search by title, author or ISBN').fill(isbn);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `The Clockwork Heron ${name}` }).waitFor();
    await page.getByText(/^Estimated by AI \(gpt-4o-mini, [A-Z][a-z]+ \d{4}\) — not reviewed$/).waitFor();
    await page.getByText("Not rated for Sexual Content, which Ava's limits rule out: check this book yourself").waitFor();
    await page.getByText(/^Not rated for: Sexual Content\. Our ratings for this book do not cover these categories/).waitFor();
    expect(await page.getByText('No flagged content', { exact: true }).count()).toBe(0);
    await page.waitForTimeout(400); // the progress dialog fades out
    await h.screenshot(page, 'verdict-not-rated');
    expect(await seriousViolations(page)).toEqual([]);
    // the folded list says "Not rated" for it, and a report on it says our notes do not rate it
    await page.getByRole('button', { name: /^Not flagged or not rated \(\d+\)$/ }).click();
    await page.getByText('Not rated', { exact: true }).last().waitFor();
    await page.getByRole('button', { name: 'Report a problem with Sexual Content' }).click();
    await page
      .getByRole('dialog', { name: /Sexual Content/ })
      .getByText(/^Our notes do not rate this for this book yet\./)
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('tells the parent in plain words when the AI provider stalled (504 ai_timeout)', async () => {
    const u = await withAva('verdict-timeout');
    const { page, problems } = await signedInWithReader(h, PHONE, u, 'Ava (Age 10)');
    await page.getByText('Ava, Age 10').waitFor();
    // the answer a stalled provider gets from the server (tests/integration/ai-gate-scope.spec.ts checks the server side)
    await page.route('**/api/books/analyze', (route) =>
      route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'ai_timeout', message: AI_TIMEOUT_MESSAGE, errors: [AI_TIMEOUT_MESSAGE] }),
      }),
    );
    await page.getByLabel('Search by title, author or ISBN').fill('A Book Only The AI Knows');
    await page.keyboard.press('Enter');
    await page.getByText(AI_TIMEOUT_MESSAGE).first().waitFor();
    await page.waitForTimeout(600); // the answer scrolls into view
    await screen(page, 'verdict-ai-timeout');
    expect(problems).toEqual([]);
  });
});
