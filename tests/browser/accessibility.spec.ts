import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { sql } from '../integration/admin-auth.helper.js';
import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, harnessForSuite, PHONE, SCREENSHOT_DIR, signInThroughForm } from '../support/browser.js';

jest.setTimeout(300_000);

// Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern;
// the page itself runs under its real CSP.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core in the page: the serious and critical violations (WCAG 2.x A and AA, and best practice). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
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

async function shot(page: Page, name: string): Promise<void> {
  const phone = (page.viewportSize()?.width ?? PHONE.width) < 600;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `page-${name}-${phone ? 'phone' : 'desktop'}.png`), fullPage: true });
}

/** Public pages: path, what to wait for, screenshot name. */
const PUBLIC_PAGES: [string, string, string][] = [
  ['/', 'Find books they', 'landing'],
  ['/auth', 'Sign In', 'auth'],
  ['/auth?mode=reset', 'Update Password', 'auth-reset'],
  ['/help', 'Still Need Help?', 'help'],
  ['/terms', 'Terms', 'terms'],
  ['/privacy', 'Privacy', 'privacy'],
  ['/success', 'Sign in to see your plan', 'success'], // a visitor: no celebration without a confirmed subscription (issue 23)
  ['/cancel', 'Take me back!', 'cancel'],
  ['/quiz-demo', 'Try the reading quiz', 'quiz-demo'],
  ['/reader', 'Type the sign-in code your grown-up gave you.', 'reader-sign-in'],
  ['/no-such-page', 'Oops! Page not found', 'not-found'],
];

describeInBrowser('accessibility (axe-core) and a screenshot of every page', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  describe.each(BOTH_WIDTHS)('at %s width', (_name, viewport) => {
    it.each(PUBLIC_PAGES)('%s has no serious or critical violations', async (path, waitFor, name) => {
      const page = await h.newPage(viewport);
      await page.goto(path);
      await page.getByText(waitFor, { exact: false }).first().waitFor();
      await page.waitForTimeout(300);
      await shot(page, name);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it('the scanner and its sheets have no serious or critical violations', async () => {
      const page = await h.newPage(viewport);
      const u = await signUp(h.app, `a11y-${viewport.width}`);
      const member = await h.app.http().post('/api/family-members').set(u.auth).send({ name: 'Mia', age: 9, reading_level: 'Elementary' });
      expect(member.status).toBe(201);
      await signInThroughForm(page, u);
      const found: string[] = [];
      const check = async (where: string) => {
        await page.waitForTimeout(650); // sheets and dialogs finish their 0.5 s entrance
        found.push(...(await seriousViolations(page)).map((v) => `${where}: ${v}`));
      };
      await check('scanner');
      await shot(page, 'scanner');

      // an analysis card
      await page.getByLabel('Search by title, author or ISBN').fill('Hatchet');
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await page.getByText(/Why This Book Matches/).waitFor({ timeout: 60_000 });
      await check('analysis card');
      await shot(page, 'scanner-analysis');

      for (const [button, dialog] of [
        ['Profiles', 'Profiles'],
        ['Library', 'Recent Scans'],
        ['TBR', 'To Be Read'],
        ['Scan', 'Scan a Book'],
      ] as const) {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: new RegExp(`^${button}`) })
          .click();
        await page.getByRole('dialog', { name: dialog }).waitFor();
        await check(`${dialog} sheet`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'hidden' });
      }
      expect(found).toEqual([]);
      await page.context().close();
    });

    it('the admin pages (gate, dashboard and every book tool) and Your data have no serious or critical violations', async () => {
      const page = await h.newPage(viewport);
      const admin = await signUp(h.app, `a11y-admin-${viewport.width}`, { first_name: 'Ada', last_name: 'Admin', user_type: 'parent' });
      await sql(h.app, 'update profiles set is_admin = true where id = $1', [admin.id]);
      // feedback in every status and category, so each badge and icon is on the dashboard
      for (const [status, category] of [
        ['new', 'bug_report'],
        ['in_review', 'feature_request'],
        ['resolved', 'content'],
        ['dismissed', 'general'],
        ['new', 'security'],
        ['new', 'privacy'],
      ]) {
        await sql(h.app, 'insert into feedback (user_id, feedback_text, category, status) values ($1, $2, $3, $4)', [
          admin.id,
          `A note marked ${status}`,
          category,
          status,
        ]);
      }
      await signInThroughForm(page, admin);
      const found: string[] = [];
      const check = async (where: string) => {
        await page.waitForTimeout(400);
        found.push(...(await seriousViolations(page)).map((v) => `${where}: ${v}`));
      };

      await page.goto('/admin');
      await page
        .getByLabel(/password/i)
        .first()
        .waitFor();
      await check('admin gate');
      await shot(page, 'admin-gate');
      const until = new Date(h.app.clock.now().getTime() + 30 * 60_000).toISOString();
      await sql(
        h.app,
        'insert into admin_unlocks (user_id, unlocked_until) values ($1, $2) on conflict (user_id) do update set unlocked_until = excluded.unlocked_until',
        [admin.id, until],
      );
      for (const [path, name] of [
        ['/admin', 'admin'],
        ['/import-book-data', 'import-book-data'],
        ['/clean-import', 'clean-import'],
        ['/export-books', 'export-books'],
        ['/fix-book-data', 'fix-book-data'],
        ['/import-test', 'import-test'],
        ['/account', 'account'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await check(path);
        await shot(page, name);
        if (path === '/admin') {
          // the other tabs of the dashboard
          for (const tab of [/^Corrections/, /^Users/]) {
            await page.getByRole('tab', { name: tab }).click();
            await page.waitForLoadState('networkidle');
            await check(`/admin ${tab.source}`);
          }
        }
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  });
});
