// Web client first load (issue 11): the JavaScript and CSS a first visit downloads for the landing
// page and for the scanner (signed in), as gzip sizes, and the Largest Contentful Paint in headless
// Chromium, against the built client served by the started server. Baselines in the same run: the
// framework chunk (React, router, Redux) for the sizes, and a one-heading HTML page served by a
// bare Node http server for the LCP.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { report } from '../lib/report.mjs';
import { freePort, startServer } from '../lib/server-process.mjs';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const log = (m) => process.stderr.write(`[web] ${m}\n`);
const PHONE = { width: 390, height: 844 };
const RUNS = 5;

if (!CHROMIUM) {
  report({ name: 'web first load (no Chromium: apt-get install -y chromium)', pass: false });
  process.exit(0);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--no-first-run'] });
const server = await startServer();

/** Loads `path` in a fresh context (no cache); the JS and CSS it fetched, and its LCP in ms. */
async function firstLoad(base, path, storageState) {
  const context = await browser.newContext({ viewport: PHONE, storageState });
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      assets.push({ url: res.url(), type, raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // a response without a body (redirect) carries nothing
    }
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 500);
      }),
  );
  await context.close();
  return { assets, lcp };
}

const sum = (assets, type) => assets.filter((a) => a.type === type).reduce((n, a) => n + a.gzip, 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  // a signed-in visitor: sign in once through the form, keep the stored session
  const json = { 'content-type': 'application/json' };
  const email = `web.${Date.now()}@example.com`;
  const password = 'Bright!Lamp42';
  const up = await fetch(`${server.base}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, data: { first_name: 'Web' } }) });
  if (up.status !== 200 && up.status !== 201) throw new Error(`sign-up failed: ${up.status}`);
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await page.goto(`${server.base}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/book-scanner');
  const signedIn = await ctx.storageState();
  await ctx.close();

  // the LCP baseline: one heading, served by a bare Node http server
  const port = await freePort();
  const bare = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>x</title><h1 style="font:700 32px sans-serif">Find books they’ll love</h1>'));
  await new Promise((r) => bare.listen(port, '127.0.0.1', r));
  const baseLcp = [];
  for (let i = 0; i < RUNS; i++) baseLcp.push((await firstLoad(`http://127.0.0.1:${port}`, '/')).lcp);
  bare.close();

  for (const [label, path, state] of [
    ['landing page /', '/', undefined],
    ['scanner /book-scanner (signed in)', '/book-scanner', signedIn],
  ]) {
    const loads = [];
    for (let i = 0; i < RUNS; i++) loads.push(await firstLoad(server.base, path, state));
    const { assets } = loads[0];
    const framework = assets.find((a) => /\/framework-[^/]+\.js$/.test(a.url));
    const js = sum(assets, 'script');
    const css = sum(assets, 'stylesheet');
    log(`${label}: ${assets.length} files, JS ${js} B gzip, CSS ${css} B gzip`);
    report({
      name: `${label}: JavaScript, gzip (${assets.filter((a) => a.type === 'script').length} files)`,
      value: js / 1024,
      unit: 'KiB',
      baseline: framework ? framework.gzip / 1024 : undefined,
      baselineName: 'framework chunk: React, router, Redux',
      baselineUnit: 'KiB',
      ratio: framework ? js / framework.gzip : undefined,
      target: 'information',
    });
    report({ name: `${label}: CSS, gzip`, value: css / 1024, unit: 'KiB', target: 'information' });
    const lcp = median(loads.map((l) => l.lcp));
    const base = median(baseLcp);
    report({
      name: `${label}: Largest Contentful Paint, median of ${RUNS} cold loads (phone viewport)`,
      value: lcp,
      unit: 'ms',
      baseline: base,
      baselineName: 'one-heading page, bare Node http',
      baselineUnit: 'ms',
      ratio: lcp / base,
      target: '< 2500 ms (Google "good")',
      pass: lcp < 2500,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
