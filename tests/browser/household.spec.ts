import type { Page } from 'playwright-core';
import { lastLinkTo } from '../support/outbox-links.js';
import { joinHousehold } from '../integration/household.helper.js';
import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, harnessForSuite, screenVisible as screen, signInThroughForm } from '../support/browser.js';

jest.setTimeout(240_000);

describeInBrowser('household: invite, accept in another browser, co-parent sees the child, viewer cannot edit', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  const openProfiles = async (page: Page) => {
    await page.getByRole('button', { name: 'Profile settings' }).click();
    await page
      .getByRole('heading', { name: /Profiles|Who is reading|Readers/i })
      .first()
      .waitFor();
  };

  it.each(BOTH_WIDTHS)('the whole round (%s)', async (name, viewport) => {
    const owner = await signUp(h.app, `hh-web-owner-${name}`);
    const coParent = await signUp(h.app, `hh-web-co-${name}`, { first_name: 'Sam', last_name: 'Rivera', user_type: 'parent' });
    const viewer = await signUp(h.app, `hh-web-viewer-${name}`, { first_name: 'Gran', last_name: 'Lee', user_type: 'parent' });
    const child = `Mia ${name}`;
    const childId = (await h.app.http().post('/api/family-members').set(owner.auth).send({ name: child, age: 9, reading_level: 'Elementary' }).expect(201)).body
      .id as string;
    // one search in the household's history
    await h.app
      .http()
      .post('/api/scan-history')
      .set(owner.auth)
      .send({ reader_id: childId, book_title: `Holes ${name}`, scan_type: 'manual-search' })
      .expect(201);

    // the owner invites from the Household page (account menu → Household)
    const ownerPage = await h.newPage(viewport);
    const problems: string[] = [];
    ownerPage.on('pageerror', (e) => problems.push(e.message));
    await signInThroughForm(ownerPage, owner);
    await ownerPage.getByRole('button', { name: 'Account menu' }).click();
    await ownerPage.getByRole('menuitem', { name: 'Household' }).click();
    await ownerPage.waitForURL('**/household');
    await ownerPage.getByRole('heading', { name: 'Household', level: 1 }).waitFor();
    await ownerPage.getByText('Account holder', { exact: true }).first().waitFor();
    // a bad address is refused with the domain's message, nothing sent
    await ownerPage.getByLabel('Their email address').fill('sam@');
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByText('Please enter a valid email address').waitFor();
    await ownerPage.getByLabel('Their email address').fill(coParent.email);
    await ownerPage.getByRole('radio', { name: /Co-parent/ }).check();
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByText(`Invitation sent to ${coParent.email}`).waitFor();
    await ownerPage.getByRole('heading', { name: 'Invitations waiting' }).waitFor();
    await ownerPage.getByRole('button', { name: `Revoke the invitation to ${coParent.email}` }).waitFor();
    await screen(ownerPage, 'household-invited');

    // the mail is in the outbox, with the link to the accept page
    const link = await lastLinkTo(h.app.config.dataDir, coParent.email);
    expect(link).toMatch(/\/household\/accept\?token=/);

    // the co-parent, in a browser of their own, opens the link signed out: signing in brings them back to join
    const coPage = await h.newPage(viewport);
    coPage.on('pageerror', (e) => problems.push(e.message));
    await coPage.goto(new URL(link!).pathname + new URL(link!).search);
    await coPage.getByText('Sign in (or create an account) with the email address the invitation was sent to').waitFor();
    await coPage.getByRole('link', { name: 'Sign in to join' }).click();
    await coPage.waitForURL('**/auth?next=*');
    await coPage.getByLabel('Email').fill(coParent.email);
    await coPage.getByLabel('Password', { exact: true }).fill(coParent.password);
    await coPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await coPage.waitForURL('**/household/accept?token=*');
    await coPage.getByRole('heading', { name: 'You joined the household' }).waitFor();
    await coPage.getByText('Your role: Co-parent.').waitFor();
    await screen(coPage, 'household-accepted');
    // the same link a second time says it was used
    await coPage.goto(new URL(link!).pathname + new URL(link!).search);
    await coPage.getByText('This invitation has already been used.', { exact: false }).waitFor();
    await screen(coPage, 'household-link-used');

    // the co-parent sees the owner's child and may add readers
    await coPage.getByRole('link', { name: 'Go to the book scanner' }).click();
    await coPage.waitForURL('**/book-scanner');
    await openProfiles(coPage);
    // in the sheet: while the readers load, the page behind it may show the set-up cards this
    // device guesses for an account it has not seen (disabled until the readers arrive)
    const coSheet = coPage.getByRole('dialog', { name: 'Profiles' });
    await coSheet.getByText(child, { exact: false }).first().waitFor();
    await coSheet.getByRole('button', { name: 'Add Family Member' }).waitFor();
    await screen(coPage, 'household-co-parent-readers');

    // the owner sees the co-parent in the household
    await ownerPage.reload();
    await ownerPage.getByText('Sam Rivera').waitFor();

    // a viewer sees the child but no control that changes readers
    await joinHousehold(h.app, owner, viewer, 'viewer');
    const viewerPage = await h.newPage(viewport);
    viewerPage.on('pageerror', (e) => problems.push(e.message));
    await signInThroughForm(viewerPage, viewer);
    await openProfiles(viewerPage);
    const viewerSheet = viewerPage.getByRole('dialog', { name: 'Profiles' });
    await viewerSheet.getByText(child, { exact: false }).first().waitFor();
    await viewerPage.getByText('As a viewer in this household', { exact: false }).waitFor();
    // the readers and the household are loaded: no invitation to set readers up behind the sheet (a viewer does not change them)
    expect(await viewerPage.getByRole('heading', { name: 'Set up your readers', includeHidden: true }).count()).toBe(0);
    // the household's adult reader is the account holder's, named for them: never "You" for the viewer
    await viewerSheet.getByText('Account holder', { exact: true }).waitFor();
    expect(await viewerSheet.getByText('You', { exact: true }).count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: 'Add Family Member' }).count()).toBe(0);
    // billing is the account holder's: no Upgrade for a viewer, and it says who manages it
    await viewerPage.getByText('The account holder manages the subscription for the household.').waitFor();
    expect(await viewerPage.getByRole('button', { name: 'Upgrade' }).count()).toBe(0);
    await viewerPage.getByRole('button', { name: `Profile options for ${child}` }).click();
    await viewerPage.getByRole('menuitem', { name: 'View AI Profile' }).waitFor();
    expect(await viewerPage.getByRole('menuitem', { name: 'Edit Profile' }).count()).toBe(0);
    expect(await viewerPage.getByRole('menuitem', { name: 'Delete Profile' }).count()).toBe(0);
    await screen(viewerPage, 'household-viewer-readers');
    await viewerPage.keyboard.press('Escape');
    // the household's history: the viewer reads it, with nothing to remove (the menu closed, now the sheet)
    await viewerPage.keyboard.press('Escape');
    await viewerPage.getByRole('dialog', { name: 'Profiles' }).waitFor({ state: 'hidden' });
    await viewerPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Library/ })
      .click();
    const library = viewerPage.getByRole('dialog', { name: 'Recent Scans' });
    await library.getByText(`Holes ${name}`).waitFor();
    expect(await library.getByRole('button', { name: `Remove Holes ${name} from history` }).count()).toBe(0);
    await viewerPage.keyboard.press('Escape');
    // the viewer's own Household page says what a viewer can do, and offers leaving
    await viewerPage.goto('/household');
    await viewerPage.getByText('As a viewer you can see the readers', { exact: false }).waitFor();
    await viewerPage.getByRole('button', { name: 'Leave household' }).waitFor();
    expect(await viewerPage.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    await screen(viewerPage, 'household-viewer-page');

    // nothing cut off at this width
    for (const page of [ownerPage, coPage, viewerPage]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(problems).toEqual([]);
    for (const page of [ownerPage, coPage, viewerPage]) await page.context().close();
  });
});
