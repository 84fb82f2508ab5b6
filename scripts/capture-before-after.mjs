#!/usr/bin/env node
// Screenshots of the same six screens from two running builds of ShelfCheck, for a closing note's
// before/after pictures (issue 23). Each build is a server already started on its own port and
// database; this script makes its own accounts there through the API and drives headless Chromium.
//
//   node scripts/capture-before-after.mjs <label> <base-url> <out-dir> [admin-email]
//
// The admin screens need an account whose email the server lists in ADMIN_EMAILS: pass that email
// (the script signs it up). Accounts' sign-up answer differs between builds (the session nested or
// at the top level): both are read.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [label, base, outDir, adminEmail] = process.argv.slice(2);
if (!label || !base || !outDir) {
  console.error('usage: capture-before-after.mjs <label> <base-url> <out-dir> [admin-email]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const PASSWORD = 'Correct!Horse9Battery';
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

async function api(method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return json;
}

async function signUp(email) {
  const body = await api('POST', '/api/auth/signup', null, {
    email,
    password: PASSWORD,
    data: { first_name: 'Dana', last_name: 'Parent', user_type: 'parent' },
  });
  const token = body.access_token ?? body.session?.access_token;
  return { email, token };
}

/** An account with Mia (8) and Theo (12), twelve books on Mia's list. */
async function family(tag) {
  const u = await signUp(`shots-${tag}-${Date.now()}@example.com`);
  const mia = await api('POST', '/api/family-members', u.token, { name: 'Mia', age: 8, reading_level: 'Elementary' });
  await api('POST', '/api/family-members', u.token, { name: 'Theo', age: 12, reading_level: 'Middle School' });
  for (let i = 1; i <= 12; i++) {
    await api('POST', '/api/reading-list', u.token, { reader_id: mia.id, reader_name: 'Mia (Age 8)', title: `Shelf Book ${i}`, author: 'A. Writer' });
  }
  return u;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function page(viewport) {
  const context = await browser.newContext({ viewport, baseURL: base, reducedMotion: 'reduce' });
  return context.newPage();
}

async function signIn(p, u) {
  await p.goto('/auth');
  await p.getByLabel('Email').fill(u.email);
  await p.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await p.getByRole('button', { name: 'Sign In', exact: true }).click();
  await p.waitForURL('**/book-scanner');
  await p.getByRole('button', { name: 'Scan a Book' }).waitFor();
}

const shot = (p, name) => p.screenshot({ path: join(outDir, `${name}-${label}.png`) });

// 1. The landing page at a phone's width, first screen and the one below it.
{
  const p = await page(PHONE);
  await p.goto('/');
  await p.waitForLoadState('networkidle');
  await p.setViewportSize({ width: PHONE.width, height: 1400 });
  await shot(p, '1-landing-phone');
  await p.context().close();
}

const u = await family('main');

// 2. The bottom navigation and the Profiles sheet on a 320 px phone (badges, "Manage").
{
  const p = await page(NARROW);
  await signIn(p, u);
  await p.getByRole('button', { name: /^Profiles/ }).click();
  await p.getByRole('dialog', { name: 'Profiles' }).getByText('Mia').first().waitFor();
  await p.waitForTimeout(800);
  await shot(p, '2-profiles-320');
  await p.context().close();
}

// 3. Mia's reading list on a phone: whose list is it?
{
  const p = await page(PHONE);
  await signIn(p, u);
  await p.getByRole('button', { name: /^TBR/ }).click();
  await p.getByRole('dialog', { name: 'To Be Read' }).getByText('Shelf Book 12').waitFor();
  await p.waitForTimeout(800);
  await shot(p, '3-reading-list-phone');
  await p.context().close();
}

// 4. The own-profile quiz's header on a 320 px phone.
{
  const p = await page(NARROW);
  await signIn(p, u);
  await p.getByRole('button', { name: /^Profiles/ }).click();
  const sheet = p.getByRole('dialog', { name: 'Profiles' });
  await sheet.getByText('Mia').first().waitFor();
  await p.waitForTimeout(600);
  await sheet
    .getByRole('button', { name: /Take (the )?Quiz|Take Your Quiz|Take quiz/i })
    .first()
    .click();
  await p
    .getByText(/Question/)
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  for (let i = 0; i < 6 && !(await p.getByText(/Question \d+ of/).count()); i++) {
    const next = p.getByRole('button', { name: /^(Continue|Next|Start)/ }).first();
    if (!(await next.count())) break;
    await next.click().catch(() => undefined);
    await p.waitForTimeout(400);
  }
  await p.waitForTimeout(600);
  await shot(p, '4-quiz-header-320');
  await p.context().close();
}

// 5. A title ShelfCheck does not know, searched on a phone: what next?
{
  const p = await page(PHONE);
  await signIn(p, u);
  await p.getByLabel('Search by title, author or ISBN').fill('Marigold Orbit Almanac Zephyrine');
  await p.keyboard.press('Enter');
  await p
    .getByText(/couldn.t find/i)
    .first()
    .waitFor({ timeout: 60_000 });
  await p
    .getByText(/couldn.t find/i)
    .first()
    .scrollIntoViewIfNeeded();
  await p.waitForTimeout(800);
  await shot(p, '5-not-found-phone');
  await p.context().close();
}

// 6. The admin dashboard at a laptop's width (its tabs) with feedback in every status.
if (adminEmail) {
  // signed up on the first run; a later run signs in (its session is made by the form below)
  const admin = await signUp(adminEmail).catch(() => ({ email: adminEmail }));
  // three notes from a parent, then (straight in the database, as an admin's earlier triage would
  // leave them) one in review and one resolved: the statuses and categories are what this shows
  const notes = [
    ['bug_report', 'The scanner froze once on my phone.', 'in_review'],
    ['feature_request', 'Could the list be shared with grandma?', 'resolved'],
    ['content', 'The violence rating of one book seems low.', 'new'],
  ];
  for (const [category, text] of notes) await api('POST', '/api/feedback', u.token, { category, feedback_text: text, rating: 4 });
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    for (const [, text, status] of notes) await db.query('update feedback set status = $1 where feedback_text = $2', [status, text]);
    await db.end();
  }
  const p = await page(DESKTOP);
  await signIn(p, admin);
  await p.goto('/admin');
  const password = p.getByLabel('Your password');
  // an unlock may still hold from an earlier run (older builds unlocked the account, not the session)
  await password.or(p.getByRole('tablist')).first().waitFor();
  if (await password.count()) {
    await password.fill(PASSWORD);
    await p.getByRole('button', { name: 'Unlock' }).click();
  }
  await p.getByRole('tablist').first().waitFor();
  await p.getByText('The scanner froze once on my phone.').first().waitFor();
  await p.getByText('The scanner froze once on my phone.').first().scrollIntoViewIfNeeded();
  await p.waitForTimeout(6000); // the "Access granted" toast closes
  await shot(p, '6-admin-feedback-desktop');
  await p.context().close();
}

await browser.close();
console.log(`screenshots of ${label} in ${outDir}`);
