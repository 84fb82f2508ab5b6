// Book intelligence speed (issue 6): catalog search with 100,000 books, a cached analysis and a
// fresh catalog analysis for a reader, over HTTP against the compiled server on the embedded
// PostgreSQL (or DATABASE_URL). Baseline in the same run: GET /api/health (one trivial query).
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, report, timeMany } from '../lib/report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const req = createRequire(join(root, 'dist', 'package.json'));
const { startEmbeddedPostgres } = req('./adapters/persistence/embedded-postgres.js');
const { openOrm, migrate } = req('./adapters/persistence/orm.js');
const { loadConfig } = req('./api/config/app-config.js');
const { createApp } = req('./api/create-app.js');
const pino = req('pino');

const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const log = (m) => process.stderr.write(`[books] ${m}\n`);
const RUNS = 200;

const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ maxConnections: 8 });
const url = process.env.DATABASE_URL ?? pg.url;
const orm = await openOrm(url);
await migrate(orm);
const exec = (q, p = []) => orm.em.fork().getConnection().execute(q, p);
const config = loadConfig({}, { dataDir: mkdtempSync(join(tmpdir(), 'bench-books-')), jwtSecret: 'bench', webDir: null, logLevel: 'silent' });
const app = await createApp({ config, orm, logger: pino({ level: 'silent' }) });
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

// the starter catalog is seeded at start; pad to 100,000 books with synthetic titles
const [{ n }] = await exec('select count(*)::int as n from book_content_analysis');
await exec(
  `insert into book_content_analysis (title, author, summary, tags, violence_flag, violence_example)
   select 'Synthetic ' || md5(g::text) || ' volume ' || g, 'Author ' || (g % 7919), 'A generated book.', '{fantasy}', g % 3 = 0, case when g % 3 = 0 then 'a fight' else '' end
     from generate_series(1, ?) g`,
  [BOOKS - n],
);
await exec('analyze book_content_analysis');
log(`catalog holds ${BOOKS} books`);

const post = (path, body, token) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const signup = await (await post('/api/auth/signup', { email: `bench.${Date.now()}@example.com`, password: 'Bright!Lamp42', data: {} })).json();
const token = signup.session.access_token;
const auth = { authorization: `Bearer ${token}` };

log('measuring');
const health = await timeMany(() => fetch(`${base}/api/health`).then((r) => r.arrayBuffer()), RUNS);
const queries = ["charlote's web", 'hary poter', 'wonder', 'the giver', 'hunger games', 'roald dahl', '9780064400558', 'percy jackson'];
const search = await timeMany((i) => fetch(`${base}/api/books/search?q=${encodeURIComponent(queries[i % queries.length])}`, { headers: auth }).then((r) => r.arrayBuffer()), RUNS);
const cachedBody = { book: { title: 'Wonder', author: 'R. J. Palacio' }, reader_id: 'self' };
const cached = await timeMany(() => post('/api/books/analyze', cachedBody, token).then((r) => r.arrayBuffer()), RUNS);
const titles = ['Holes', 'Matilda', 'Hatchet', 'Coraline', 'The Giver', 'Wonder', 'Frindle', 'Holes'];
const fresh = await timeMany((i) => post('/api/books/analyze', { book: { originalQuery: titles[i % titles.length] }, reader_id: 'self', forceAnalysis: true }, token).then((r) => r.arrayBuffer()), 150, 2);

const baseline = percentile(health, 95);
const figure = (name, samples, target) => {
  const p95 = percentile(samples, 95);
  report({ name, value: p95, unit: 'ms p95', baseline, baselineName: 'GET /api/health p95', baselineUnit: 'ms', ratio: p95 / baseline, target: `< ${target} ms`, pass: p95 < target });
};
figure(`catalog search, ${BOOKS.toLocaleString('en')} books (${pg ? 'embedded PGlite' : 'PostgreSQL'})`, search, 20);
figure('cached analysis', cached, 30);
figure('catalog analysis for a reader (fresh)', fresh, 100);

await app.close();
await orm.close(true);
await pg?.stop();
