// Shelf mode (issue 25 part 4): barcode-to-verdict time per book, over HTTP against the compiled
// server on the embedded PGlite (or DATABASE_URL when set): POST /api/shelf-sessions/:id/books with
// a different starter-catalog ISBN each time, for a session judging two readers side by side (the
// parent and a child), as a parent scanning a shelf would. Sessions hold 60 books, so the books are
// spread over several sessions. Goal: p95 < 300 ms on the embedded database.
// Baseline in the same run: GET /api/health, timed in alternation with each scan.
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, report } from '../lib/report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const req = createRequire(join(root, 'dist', 'package.json'));
const { startEmbeddedPostgres } = req('./adapters/persistence/embedded-postgres.js');
const { openOrm, migrate } = req('./adapters/persistence/orm.js');
const { loadConfig } = req('./api/config/app-config.js');
const { createApp } = req('./api/create-app.js');
const { SHELF_SESSION_MAX_BOOKS } = req('./domain/index.js');
const pino = req('pino');

const SESSIONS = Number(process.env.BENCH_SHELF_SESSIONS ?? 3);
const WARM = 3;
const log = (m) => process.stderr.write(`[shelf] ${m}\n`);

// the starter catalog's ISBNs (seeded at start), each a different book
const isbns = readFileSync(join(root, 'data', 'catalog', 'starter-book-details.csv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[0])
  .filter((isbn) => /^97[89]\d{10}$/.test(isbn));

const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ maxConnections: 8 });
const url = process.env.DATABASE_URL ?? pg.url;
const orm = await openOrm(url);
await migrate(orm);
const config = loadConfig({}, { dataDir: mkdtempSync(join(tmpdir(), 'bench-shelf-')), jwtSecret: 'bench', webDir: null, logLevel: 'silent', openai: null });
const app = await createApp({ config, orm, logger: pino({ level: 'silent' }) });
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

const call = (method, path, body, token) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const signup = await (
  await call('POST', '/api/auth/signup', { email: `bench.shelf.${Date.now()}@example.com`, password: 'Bright!Lamp42', data: { first_name: 'Bench' } })
).json();
const token = signup.access_token;
const child = await (await call('POST', '/api/family-members', { name: 'Mia', age: 8, reading_level: 'Elementary' }, token)).json();
const health = () => fetch(`${base}/api/health`).then((r) => r.arrayBuffer());

const perBook = Math.min(SHELF_SESSION_MAX_BOOKS, isbns.length - WARM);
const start = async () => (await call('POST', '/api/shelf-sessions', { reader_ids: ['self', child.id] }, token)).json();
let wrong = 0;
const samples = [];
const baseline = [];
// the first calls warm the server's paths up, on a session of their own with books not measured
const warmSession = await start();
for (const isbn of isbns.slice(-WARM)) await call('POST', `/api/shelf-sessions/${warmSession.id}/books`, { isbn }, token);
for (let s = 0; s < SESSIONS; s++) {
  // a fresh session each round: every ISBN is a new book on it (a verdict for both readers, one scan taken)
  const session = await start();
  for (const isbn of isbns.slice(0, perBook)) {
    const t0 = process.hrtime.bigint();
    const res = await call('POST', `/api/shelf-sessions/${session.id}/books`, { isbn }, token);
    const body = await res.json();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.status !== 201 || body.duplicate !== false || body.book?.verdicts?.length !== 2) {
      wrong += 1;
      log(`unexpected answer ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    }
    samples.push(ms);
    const b0 = process.hrtime.bigint();
    await health();
    baseline.push(Number(process.hrtime.bigint() - b0) / 1e6);
  }
}

const p = (n) => percentile(samples, n);
const db = pg ? 'embedded PGlite' : 'PostgreSQL';
log(
  `${samples.length} books over ${SESSIONS} sessions (2 readers each) on ${db}: p50 ${p(50).toFixed(0)} ms, p95 ${p(95).toFixed(0)} ms, p99 ${p(99).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms; ${wrong} wrong answers`,
);
report({
  name: `shelf mode: barcode to verdict per book, POST /api/shelf-sessions/:id/books, 2 readers (${samples.length} books, ${SESSIONS} sessions; p50 ${p(50).toFixed(0)} ms, p99 ${p(99).toFixed(0)} ms; ${db})`,
  value: p(95),
  unit: 'ms p95',
  p50: p(50),
  baseline: percentile(baseline, 95),
  baselineName: 'GET /api/health p95',
  baselineUnit: 'ms',
  ratio: p(95) / percentile(baseline, 95),
  target: '< 300 ms p95 (embedded database), every answer a verdict for both readers',
  pass: p(95) < 300 && wrong === 0,
});

await app.close();
await orm.close(true);
await pg?.stop();
