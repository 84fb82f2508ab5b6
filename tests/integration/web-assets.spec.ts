import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { webAssets } from '../../api/http/web-assets.js';

/** A built client in miniature: the shell, one hashed script with its compressed copies, prerendered pages. */
function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-assets-'));
  const put = (path: string, body: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  const script = 'console.log("the app");'.repeat(50);
  put('index.html', '<!doctype html><div id="root"></div>');
  put('assets/index-abc123.js', script);
  put('assets/index-abc123.js.br', brotliCompressSync(script));
  put('assets/index-abc123.js.gz', gzipSync(script));
  put('favicon.svg', '<svg/>');
  put('sw.js', 'self.addEventListener("fetch", () => {});');
  put('manifest.webmanifest', '{"name":"ShelfCheck"}');
  put('workbox-4c6b0be9.js', 'self.workbox = {};');
  put('prerendered/landing.html', '<!doctype html><h1>Find books they’ll love</h1>');
  put('prerendered/404.html', '<!doctype html><h1>Oops! Page not found</h1>');
  put('prerendered/manifest.json', JSON.stringify({ pages: { '/': 'landing.html' }, notFound: '404.html' }));
  return dir;
}

describe('the web client is served precompressed and cached by kind (issue 20)', () => {
  let dir: string;
  let app: Server;
  const apiSeen: string[] = [];

  beforeAll(() => {
    dir = builtClient();
    const web = webAssets(dir);
    // as the server's first request hook calls it (api/create-app.ts), then the router's JSON 404
    app = createServer((req, res) => {
      const path = (req.url ?? '/').split('?', 1)[0];
      if (web.hashed(req, res, path) || web.serve(req, res, path)) return;
      apiSeen.push(path);
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'not_found' }));
    });
  });
  afterAll(() => {
    app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the Brotli copy of a hashed file to a browser that accepts it, cached for a year', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('sends the %s form when that is what the browser accepts', async (accept, encoding) => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.text).toContain('the app');
  });

  it('serves the prerendered landing page at / as HTML that is revalidated every time', async () => {
    const res = await request(app).get('/').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('Find books they’ll love');
  });

  it.each([
    ['/sw.js', /^text\/javascript/, 'no-cache'],
    ['/manifest.webmanifest', /^application\/manifest\+json/, 'no-cache'],
    ['/workbox-4c6b0be9.js', /^text\/javascript/, 'public, max-age=3600'],
    ['/favicon.svg', /^image\/svg/, 'public, max-age=3600'],
  ])('serves %s of the installable app (issue 25) with its type and caching, never the 404 page', async (path, type, cache) => {
    const res = await request(app).get(path).set('Accept-Encoding', 'identity');
    expect([res.status, res.headers['cache-control']]).toEqual([200, cache]);
    expect(res.headers['content-type']).toMatch(type);
  });

  it('answers 304 when the browser already holds the page', async () => {
    const first = await request(app).get('/');
    const again = await request(app).get('/').set('If-None-Match', first.headers['etag']);
    expect(again.status).toBe(304);
  });

  it("serves the app shell for the client's own routes and the not-found page with 404 otherwise", async () => {
    const shell = await request(app).get('/book-scanner');
    expect(shell.status).toBe(200);
    expect(shell.text).toContain('<div id="root"></div>');
    const missing = await request(app).get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Oops! Page not found');
  });

  it('sends a prerendered form submitted before the app took over back to its page', async () => {
    const res = await request(app).post('/').type('form').send({ email: 'a@example.com', password: 'secret' });
    expect(res.status).toBe(303);
    expect(res.headers['location']).toBe('/');
  });

  it('lets every /api request and every missing file through to the API untouched', async () => {
    apiSeen.length = 0;
    await request(app).get('/api/health').expect(404);
    await request(app).get('/api/').expect(404);
    await request(app).get('/assets/gone-123.js').expect(404);
    expect(apiSeen).toEqual(['/api/health', '/api/', '/assets/gone-123.js']);
  });
});
