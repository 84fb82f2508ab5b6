// Book intelligence speed (issue 6): catalog search with 100,000 books, a cached analysis and a
// fresh catalog analysis for a reader, over HTTP against the compiled server. Runs on every
// database it can reach, each figure named for the database it ran on:
//   - DATABASE_URL set: that PostgreSQL only;
//   - else the embedded PGlite, then, when a PostgreSQL answers at BENCH_PG_URL (default
//     postgresql://postgres@127.0.0.1:5432/postgres), a database of its own on it
//     (shelfcheck_bench_books, dropped before and after; never `test`).
// Baseline in the same run: GET /api/health (one trivial query), timed in alternation with each
// case, so a noisy neighbour slows both alike.
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
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
const pino = req('pino');
const pg = req('pg');

const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
// BENCH_BOOKS_DB: another name, so two engineers' runs on one PostgreSQL do not drop each other's database
const BENCH_DB = process.env.BENCH_BOOKS_DB ?? 'shelfcheck_bench_books';
const log = (m) => process.stderr.write(`[books] ${m}\n`);

/** Times `fn` and the health baseline in alternation; returns both lists of durations (ms). */
async function alternate(fn, baseline, n, warm = 5) {
  for (let i = 0; i < warm; i++) await fn(i);
  const samples = [];
  const base = [];
  for (let i = 0; i < n; i++) {
    let t0 = process.hrtime.bigint();
    await fn(i);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
    t0 = process.hrtime.bigint();
    await baseline();
    base.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { samples, base };
}

async function benchOn(db, url) {
  const orm = await openOrm(url);
  await migrate(orm);
  const exec = (q, p = []) => orm.em.fork().getConnection().execute(q, p);
  // The admin benches empty the catalog of the same DATABASE_URL and import rows of their own; the
  // server seeds the starter books only into an empty catalog, and this bench asks for some of them
  // (a full `npm run bench` with DATABASE_URL failed here with 404 for 'Wonder'): empty it again.
  const [{ starter }] = await exec(`select count(*)::int as starter from book_content_analysis where title = 'Wonder' and author = 'R. J. Palacio'`);
  if (starter === 0) await exec('truncate book_content_analysis cascade');
  const config = loadConfig({}, { dataDir: mkdtempSync(join(tmpdir(), 'bench-books-')), jwtSecret: 'bench', webDir: null, logLevel: 'silent' });
  const app = await createApp({ config, orm, logger: pino({ level: 'silent' }) });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  try {
    // the starter catalog is seeded at start; pad to BENCH_BOOKS with synthetic titles
    const [{ n }] = await exec('select count(*)::int as n from book_content_analysis');
    const started = Date.now();
    if (n < BOOKS) {
      await exec(
        `insert into book_content_analysis (title, author, summary, tags, violence_flag, violence_example)
         select 'Synthetic ' || md5(g::text) || ' volume ' || g, 'Author ' || (g % 7919), 'A generated book.', '{fantasy}', g % 3 = 0, case when g % 3 = 0 then 'a fight' else '' end
           from generate_series(1, ?) g`,
        [BOOKS - n],
      );
    }
    await exec('analyze book_content_analysis');
    log(`${db}: catalog holds ${Math.max(n, BOOKS)} books (padded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

    const post = (path, body, token) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const signup = await (await post('/api/auth/signup', { email: `bench.${Date.now()}@example.com`, password: 'Bright!Lamp42', data: {} })).json();
    const token = signup.access_token;
    const auth = { authorization: `Bearer ${token}` };
    // discovery filtered for a reader (issue 12): Mia avoids violence, which a third of the padded books have
    const [{ id: miaId }] = await exec(
      `insert into family_members (user_id, name, age, reading_level, content_tolerance, quiz_data) values (?, 'Mia', 10, 'Elementary', ?::jsonb, ?::jsonb) returning id`,
      [signup.user.id, JSON.stringify({ violence: 0 }), JSON.stringify({ book_preferences: { genres: ['fantasy'] } })],
    );
    const health = () => fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    const ok = async (res) => {
      if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
      return res.arrayBuffer();
    };

    log(`${db}: measuring`);
    const queries = ["charlote's web", 'hary poter', 'wonder', 'the giver', 'hunger games', 'roald dahl', '9780064400558', 'percy jackson'];
    const search = await alternate(
      (i) => fetch(`${base}/api/books/search?q=${encodeURIComponent(queries[i % queries.length])}`, { headers: auth }).then(ok),
      health,
      RUNS,
    );
    const searchFiltered = await alternate(
      (i) => fetch(`${base}/api/books/search?q=${encodeURIComponent(queries[i % queries.length])}&reader_id=${miaId}`, { headers: auth }).then(ok),
      health,
      RUNS,
    );
    const cachedBody = { book: { title: 'Wonder', author: 'R. J. Palacio' }, reader_id: 'self' };
    const cached = await alternate(() => post('/api/books/analyze', cachedBody, token).then(ok), health, RUNS);
    const titles = ['Holes', 'Matilda', 'Hatchet', 'Coraline', 'The Giver', 'Wonder', 'Frindle', 'Holes'];
    const fresh = await alternate(
      (i) => post('/api/books/analyze', { book: { originalQuery: titles[i % titles.length] }, reader_id: 'self', forceAnalysis: true }, token).then(ok),
      health,
      150,
      2,
    );
    // the similar books of every analysis are judged for the reader; for Mia some are held back
    const freshFiltered = await alternate(
      (i) => post('/api/books/analyze', { book: { originalQuery: titles[i % titles.length] }, reader_id: miaId, forceAnalysis: true }, token).then(ok),
      health,
      150,
      2,
    );

    const figure = (name, { samples, base: baseSamples }, target) => {
      const p95 = percentile(samples, 95);
      const baseline = percentile(baseSamples, 95);
      report({
        name: `${name} (${db})`,
        value: p95,
        unit: 'ms p95',
        p50: percentile(samples, 50),
        baseline,
        baselineName: 'GET /api/health p95, alternated',
        baselineUnit: 'ms',
        ratio: p95 / baseline,
        target: `< ${target} ms`,
        pass: p95 < target,
      });
    };
    figure(`catalog search, ${BOOKS.toLocaleString('en')} books`, search, 20);
    figure(`catalog search filtered for a reader (reader_id), ${BOOKS.toLocaleString('en')} books`, searchFiltered, 20);
    figure('cached analysis', cached, 30);
    figure('catalog analysis for a reader (fresh)', fresh, 100);
    figure('catalog analysis (fresh), similar books filtered for a zero-tolerance reader', freshFiltered, 100);
  } finally {
    await app.close();
    await orm.close(true);
  }
}

/** The URL of a database of our own on the PostgreSQL at `adminUrl`, or null when none answers. */
async function ownPostgresDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    log(`no PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${error.message}); PostgreSQL figures skipped`);
    return null;
  }
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${BENCH_DB} with (force)`);
      await c.end();
    },
  };
}

if (process.env.DATABASE_URL) {
  await benchOn('PostgreSQL', process.env.DATABASE_URL);
} else {
  const embedded = await startEmbeddedPostgres({ maxConnections: 8 });
  try {
    await benchOn('embedded PGlite', embedded.url);
  } finally {
    await embedded.stop();
  }
  const own = await ownPostgresDatabase(process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  if (own) {
    try {
      await benchOn('PostgreSQL', own.url);
    } finally {
      await own.drop();
    }
  }
}
