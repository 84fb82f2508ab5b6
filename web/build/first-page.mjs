// Vite build step for the first page (issue 20): prerenders the public pages (and the signed-in
// scanner as it first renders while its data loads, see SCANNER below) to HTML, then writes
// Brotli and gzip copies of every text asset next to it, so the server sends compressed bytes
// without compressing per request. Node's zlib only; the prerender uses playwright-core with the
// system Chromium and is skipped (with a warning) where there is none: the pages then paint after
// their script, as before.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The first page's other build steps, kept beside this one (see their files).
export { stableMantineId } from './stable-mantine-id.mjs';
export { compileHints } from './compile-hints.mjs';
export { mantineThemeCss } from './mantine-theme-css.mjs';

/** Public pages painted from HTML before any script runs: address → file under prerendered/. */
export const PUBLIC_PAGES = { '/': 'index.html', '/auth': 'auth.html', '/help': 'help.html', '/terms': 'terms.html', '/privacy': 'privacy.html' };
/**
 * The signed-in scanner (the installed app's start page), prerendered as the app's first render
 * shows it while the account's data loads: a stored session and nothing from the server yet (the
 * readers' card a placeholder, no counts, no email). Nobody's data is in it. `scanner-first-paint.js`
 * runs first: no session goes to /auth, and the set-up cards this device remembers are the ones shown.
 */
const SCANNER = { path: '/book-scanner', file: 'book-scanner.html' };
const PRERENDER_SESSION = {
  access_token: 'prerender',
  refresh_token: 'prerender',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 4102444800, // 2100: never refreshed during the build
  user: { id: '00000000-0000-0000-0000-000000000000', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
};
/** Hides the set-up cards `scanner-first-paint.js` did not mark, until the app takes the page over. */
const SCANNER_FIRST_PAINT_STYLE =
  [
    'html[data-prerendered][data-setup-prompt="none"] [data-setup-prompt-section]',
    'html[data-prerendered][data-setup-prompt="own"] [data-setup-card="member"]',
    'html[data-prerendered][data-setup-prompt="member"] [data-setup-card="own"]',
  ].join(',\n') +
  ' { display: none; }\n' +
  ['html[data-prerendered][data-setup-prompt="own"] [data-setup-grid]', 'html[data-prerendered][data-setup-prompt="member"] [data-setup-grid]'].join(',\n') +
  ' { --sg-cols: 1 !important; }';
const NOT_FOUND = { path: '/__prerender-not-found__', file: '404.html' };
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.csv', '.xml', '.webmanifest']);
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

export function firstPage() {
  let outDir = '';
  return {
    name: 'shelfcheck-first-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const log = (m) => process.stderr.write(`[first-page] ${m}\n`);
      const pages = process.env.PRERENDER === '0' ? null : await prerender(outDir, log);
      mkdirSync(join(outDir, 'prerendered'), { recursive: true });
      writeFileSync(
        join(outDir, 'prerendered', 'manifest.json'),
        JSON.stringify({ pages: pages ? { ...PUBLIC_PAGES, [SCANNER.path]: SCANNER.file } : {}, notFound: pages ? NOT_FOUND.file : null }, null, 2),
      );
      const n = compressAll(outDir);
      log(`${pages ? `prerendered ${Object.keys(PUBLIC_PAGES).length + 2} pages; ` : ''}compressed ${n} files (br, gz)`);
    },
  };
}

function compressAll(dir) {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) n += compressAll(path);
    else if (COMPRESSIBLE.has(extname(entry.name)) && statSync(path).size >= 512) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      n++;
    }
  }
  return n;
}

/** Renders each public page in headless Chromium against the built files and keeps its HTML. */
async function prerender(outDir, log) {
  if (!CHROMIUM) {
    log('no Chromium at /usr/bin/chromium: public pages not prerendered (they still work, painted by script)');
    return null;
  }
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    log('playwright-core is not installed: public pages not prerendered');
    return null;
  }
  const shell = readFileSync(join(outDir, 'index.html'));
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/')) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{}');
    const file = join(outDir, path);
    if (file.startsWith(outDir) && existsSync(file) && statSync(file).isFile()) {
      return void res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(shell);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const targets = [...Object.entries(PUBLIC_PAGES), [NOT_FOUND.path, NOT_FOUND.file], [SCANNER.path, SCANNER.file]];
    mkdirSync(join(outDir, 'prerendered'), { recursive: true });
    for (const [path, file] of targets) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      if (path === SCANNER.path) {
        // signed in, and the server never answers: the page stays as it first renders
        await context.addInitScript((session) => localStorage.setItem('shelfcheck.auth.session', session), JSON.stringify(PRERENDER_SESSION));
        await page.route('**/api/**', () => undefined);
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        await page.waitForFunction(() => document.querySelector('#root [data-setup-prompt-section]') && document.querySelector('#root footer'));
        await page.waitForTimeout(500);
      } else {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      }
      await page.waitForFunction(() => document.querySelector('#root')?.childElementCount && !document.querySelector('#root [role="status"]'));
      let html = await page.evaluate(() => {
        // Portals (notifications) and the title React hoisted are made again by the client: keep
        // one title carrying the page's words and no portal nodes.
        document.querySelectorAll('[data-portal]').forEach((n) => n.remove());
        const title = document.title;
        document.querySelectorAll('head title').forEach((t, i) => (i === 0 ? (t.textContent = title) : t.remove()));
        // Links the loader added for the page's code and styles are absolute: make them the site's.
        document.querySelectorAll('link[href], script[src]').forEach((n) => {
          const attr = n.hasAttribute('href') ? 'href' : 'src';
          const value = n.getAttribute(attr) ?? '';
          if (value.startsWith(location.origin)) n.setAttribute(attr, value.slice(location.origin.length));
        });
        // The app's code loads after the first paint (main.tsx): preloading it from the HTML would
        // compete with the style sheets the paint waits for. The loader adds what it needs then.
        document.querySelectorAll('link[rel="modulepreload"]').forEach((n) => n.remove());
        // Until the app takes over, a button does nothing: each says it is disabled (the app's own
        // are not; links work as links), and a form submit posts (never putting a password in the
        // address; the server sends it back to the page). Typed text is carried over (takeover.ts).
        document.querySelectorAll('#root form').forEach((f) => f.setAttribute('method', 'post'));
        document.querySelectorAll('#root button, #root [role="tab"]').forEach((b) => b.setAttribute('aria-disabled', 'true'));
        document.documentElement.setAttribute('data-prerendered', '');
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      if (path === SCANNER.path) {
        if (html.includes(PRERENDER_SESSION.user.id)) throw new Error('the prerendered scanner holds the build session');
        const head = `<script src="/scanner-first-paint.js"></script><style>${SCANNER_FIRST_PAINT_STYLE}</style>`;
        html = html.replace('<meta charset="UTF-8">', (m) => `${m}\n    ${head}`);
        if (!html.includes('scanner-first-paint.js')) throw new Error('the prerendered scanner has no first-paint script');
      }
      writeFileSync(join(outDir, 'prerendered', file), html);
      await context.close();
    }
    return true;
  } finally {
    await browser.close();
    server.close();
  }
}
