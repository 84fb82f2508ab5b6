import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:3917' + path);
  const rects = async (p) => p.evaluate(() => [...document.querySelectorAll('#root *')].slice(0, 400).map((e) => { const r = e.getBoundingClientRect(); return `${e.tagName}.${(e.className?.baseVal ?? e.className).toString().slice(0,40)} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`; }));
  const before = await rects(page);
  const ctx2 = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const p2 = await ctx2.newPage();
  await p2.goto('http://127.0.0.1:3917' + path, { waitUntil: 'networkidle' });
  await p2.waitForTimeout(500);
  const after = await rects(p2);
  let shown = 0;
  for (let i = 0; i < Math.max(before.length, after.length) && shown < 8; i++) if (before[i] !== after[i]) { console.log(path, i, '\n  pre ', before[i], '\n  post', after[i]); shown++; }
  await ctx.close(); await ctx2.close();
}
await browser.close();
