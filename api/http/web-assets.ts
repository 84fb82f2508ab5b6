import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { isWebRoute } from '../../domain/index.js';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Serves the built web client (issue 20): the files are listed and read once at start, so a
 * request costs a map lookup and never a file-system call; `/api` requests pass straight through
 * (both answer on Node's own request and response, from the server's first request hook).
 * Each text file is sent as the Brotli or gzip copy the build wrote beside it when the browser
 * accepts it; hashed files under /assets/ are cached for a year, HTML is revalidated every time.
 * Addresses with no file get their prerendered page (landing, sign-in, help, terms, privacy), the
 * app shell for the client's other routes, and the prerendered not-found page with 404 otherwise.
 */
export function webAssets(webDir: string) {
  const files = new Map<string, WebFile>();
  for (const path of walk(webDir)) {
    const url = `/${relative(webDir, path).split(sep).join('/')}`;
    if (url.endsWith('.br') || url.endsWith('.gz') || url.startsWith('/prerendered/')) continue;
    files.set(url, load(path, cacheOf(url)));
  }
  const manifest = readManifest(webDir);
  const shell = files.get('/index.html');
  const pages = new Map<string, WebFile>();
  for (const [route, file] of Object.entries(manifest.pages)) pages.set(route, load(join(webDir, 'prerendered', file), NO_CACHE));
  const notFound = manifest.notFound ? load(join(webDir, 'prerendered', manifest.notFound), NO_CACHE) : shell;

  /**
   * Answers a request outside /api from the files held (`path` is its path without the query), or
   * says it did not (false): the API's routes, the CSV templates, and a missing file (the API's
   * JSON 404) are the router's.
   */
  const serve = (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    if (path === '/api' || path.startsWith('/api/')) return false;
    const route = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
    if (req.method === 'POST' && pages.has(route)) {
      // a prerendered form submitted before the app took it over: back to the page, nothing kept
      res.writeHead(303, { Location: route, 'Content-Length': 0 }).end();
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = files.get(path) ?? pages.get(route);
    if (file) return send(req, res, file, 200);
    if (!shell) return false;
    // the pages the client knows are one list (WEB_ROUTES, which its router is built from)
    const known = isWebRoute(route);
    if (!known && extname(route) !== '') return false; // a missing file: the API's JSON 404
    return send(req, res, known ? shell : (notFound ?? shell), known ? 200 : 404);
  };
  /**
   * The hashed files, answered before the request log and the security headers: a script or a
   * style sheet needs neither a log line nor a content policy (that is the page's), and the
   * headers cost ~0.7 KiB per file on the wire. `nosniff` stays.
   */
  const hashed = (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    if (!path.startsWith('/assets/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const file = files.get(path);
    if (!file) return false;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return send(req, res, file, 200);
  };
  return { serve, hashed };
}

interface WebFile {
  type: string;
  cache: string;
  etag: string;
  /** Absolute path, for files too large to hold (source maps): read when asked. */
  path: string;
  body: Buffer | null;
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * Hashed files for a year; HTML, the service worker and the web app manifest revalidated every
 * time (a new deploy reaches an installed app at its next start, issue 25); the rest one hour.
 */
const cacheOf = (url: string): string => (url.startsWith('/assets/') ? IMMUTABLE : url.endsWith('.html') || REVALIDATED.has(url) ? NO_CACHE : SHORT);
const REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';
const HELD_BYTES = 2 * 1024 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function load(path: string, cache: string): WebFile {
  const body = readFileSync(path);
  const optional = (p: string) => (existsSync(p) ? readFileSync(p) : null);
  const held = body.length <= HELD_BYTES;
  return {
    type: TYPES[extname(path)] ?? 'application/octet-stream',
    cache,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    path,
    body: held ? body : null,
    br: held ? optional(`${path}.br`) : null,
    gzip: held ? optional(`${path}.gz`) : null,
  };
}

function send(req: IncomingMessage, res: ServerResponse, file: WebFile, status: number): true {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    file.br && /\bbr\b/.test(accepts)
      ? ['br', file.br]
      : file.gzip && /\bgzip\b/.test(accepts)
        ? ['gzip', file.gzip]
        : [null, file.body ?? readFileSync(file.path)];
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', file.cache);
  res.setHeader('ETag', file.etag);
  if (file.br || file.gzip) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304).end();
    return true;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
  return true;
}

function readManifest(webDir: string): { pages: Record<string, string>; notFound: string | null } {
  const path = join(webDir, 'prerendered', 'manifest.json');
  if (!existsSync(path)) return { pages: {}, notFound: null };
  return JSON.parse(readFileSync(path, 'utf8')) as { pages: Record<string, string>; notFound: string | null };
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}
