// Lighthouse mobile scores (the `lighthouse` npm package, default mobile emulation and throttling)
// against Debian's Chromium, launched by chrome-launcher. Never downloads a browser.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/**
 * One Lighthouse run of `url`: performance and accessibility scores (0-100) and the key timings.
 * `storage` (localStorage items of `origin`) is written first and kept, for a signed-in page.
 */
export async function lighthouseRun(url, { storage, origin } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (storage) await seedStorage(chrome.port, origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(storage),
    });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      // where the main thread's time went: script evaluation (ms, simulated) and the longest tasks
      evaluation: audits['mainthread-work-breakdown'].details?.items?.find((i) => i.group === 'scriptEvaluation')?.duration ?? null,
      longTasks: (audits['long-tasks']?.details?.items ?? []).slice(0, 3).map((t) => Math.round(t.duration)),
      // Lighthouse's own measure of this host's CPU (higher is faster): its 4x slowdown is applied to
      // what this host does, so the same page scores lower on a slower host
      benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? Number.NaN),
      // why a run has no score (Lighthouse's runtime error, e.g. NO_FCP): shown beside its 0, never
      // taken for the page's own (one sign-in run of session 26's bench scored 0 and said nothing)
      error: result.lhr.runtimeError?.code ?? (categories.performance.score === null ? unscoredWhy(categories.performance, audits) : null),
    };
  } finally {
    await chrome.kill();
  }
}

/** The weighted metrics that errored (their messages), when the performance category has no score. */
function unscoredWhy(category, audits) {
  const failed = category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.scoreDisplayMode === 'error');
  return failed.length ? failed.map((ref) => `${ref.id}: ${audits[ref.id].errorMessage ?? 'error'}`).join('; ') : 'no performance score';
}

/** Median of `runs` Lighthouse runs (by performance score), as Lighthouse's own guidance advises. */
export async function lighthouseMedian(url, runs = 3, options) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, options));
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(runs / 2)], runs: all };
}

async function seedStorage(port, origin, items) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((all) => all.forEach(({ name, value }) => localStorage.setItem(name, value)), items);
  await page.close();
  await browser.close(); // disconnects; the browser stays for Lighthouse
}

/**
 * Signs a new account up on the server at `base` and in through its sign-in page in Chromium, and
 * returns the page's localStorage items (the session as the client stores it), for `lighthouseRun`'s
 * `storage`: Lighthouse then loads a signed-in page.
 */
export async function signedInStorage(base) {
  const email = `web.${Date.now()}@example.com`;
  const up = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bright!Lamp42', data: { first_name: 'Web' } }),
  });
  if (up.status !== 200 && up.status !== 201) throw new Error(`sign-up failed: ${up.status}`);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto(`${base}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Bright!Lamp42');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/book-scanner');
    return (await ctx.storageState()).origins.find((o) => o.origin === base)?.localStorage ?? [];
  } finally {
    await browser.close();
  }
}
