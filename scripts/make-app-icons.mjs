// Draws the installable app's PNG icons from web/public/favicon.svg with the system Chromium
// (playwright-core; no network). Run once when the logo changes: node scripts/make-app-icons.mjs
// The results are committed under web/public/icons/ (the build copies them as they are).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync(new URL('../web/public/favicon.svg', import.meta.url), 'utf8');
const out = (name) => new URL(`../web/public/icons/${name}`, import.meta.url).pathname;
// "any": the logo as it is (rounded tile). "maskable": the logo inside the 80 % safe zone on the
// brand colour, so a launcher's circle or squircle crop never cuts the book.
const ICONS = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
  { name: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const { name, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.8) : size;
    const logo = maskable ? svg.replace('rx="14"', 'rx="0"') : svg;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#b94f1f' : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: out(name), omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
