// Service level (issue 11): authenticated GET /api/reading-list and a cached POST /api/books/analyze
// under 50 concurrent connections for 20 s (autocannon), against the compiled server started as
// `npm start` would (its own process, embedded PGlite or DATABASE_URL). Baseline in the same run: a
// bare Node http server in its own process answering the same JSON bytes. Figures: throughput as
// a ratio to the baseline, p50/p95/p99 latency, and errors (must be zero).
import autocannon from 'autocannon';
import { percentile, report } from '../lib/report.mjs';
import { startBareServer } from '../lib/bare-server.mjs';
import { startServer } from '../lib/server-process.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const log = (m) => process.stderr.write(`[service] ${m}\n`);

/** One autocannon run; every response time is kept so that p95 is exact (autocannon itself stops at p90 / p97.5). */
function load(opts) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve({ result, times })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function figures(label, run, baseline) {
  const rps = run.result.requests.average;
  const baseRps = baseline.result.requests.average;
  const errors = run.result.errors + run.result.timeouts + run.result.non2xx;
  const pct = (p) => percentile(run.times, p);
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  report({
    name: `${label}: throughput, ${CONNECTIONS} connections ${DURATION} s (${db})`,
    value: rps,
    unit: 'req/s',
    baseline: baseRps,
    baselineName: 'bare Node http, same JSON',
    ratio: rps / baseRps,
    target: 'information (ratio to bare Node)',
  });
  report({
    name: `${label}: latency p50 / p95 / p99`,
    value: pct(95),
    unit: `ms p95 (p50 ${pct(50).toFixed(1)}, p99 ${pct(99).toFixed(1)})`,
    baseline: percentile(baseline.times, 95),
    baselineName: 'bare Node http p95',
    baselineUnit: 'ms',
    ratio: pct(95) / percentile(baseline.times, 95),
    target: 'information',
  });
  report({
    name: `${label}: errors (non-2xx, timeouts, failures) of ${run.result.requests.total} requests`,
    value: errors,
    unit: 'errors',
    target: '0',
    pass: errors === 0,
  });
}

// Logs on, as in production: a request's log line is part of its cost (issue 20).
const server = await startServer({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
log(`server at ${server.base}`);
try {
  const json = { 'content-type': 'application/json' };
  const signup = await (
    await fetch(`${server.base}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: `bench.${Date.now()}@example.com`, password: 'Bright!Lamp42', data: { first_name: 'Bench' } }),
    })
  ).json();
  const auth = { authorization: `Bearer ${signup.access_token}` };
  for (const [title, author] of [
    ['Holes', 'Louis Sachar'],
    ['Matilda', 'Roald Dahl'],
    ['Wonder', 'R. J. Palacio'],
    ['Hatchet', 'Gary Paulsen'],
    ['Coraline', 'Neil Gaiman'],
    ['The Giver', 'Lois Lowry'],
    ['Frindle', 'Andrew Clements'],
    ['Charlotte’s Web', 'E. B. White'],
    ['Holes 2', 'Louis Sachar'],
    ['Bridge to Terabithia', 'Katherine Paterson'],
    ['The Hobbit', 'J. R. R. Tolkien'],
    ['Stuart Little', 'E. B. White'],
    ['The BFG', 'Roald Dahl'],
    ['Number the Stars', 'Lois Lowry'],
    ['Because of Winn-Dixie', 'Kate DiCamillo'],
    ['The Tale of Despereaux', 'Kate DiCamillo'],
    ['Island of the Blue Dolphins', 'Scott O’Dell'],
    ['Tuck Everlasting', 'Natalie Babbitt'],
    ['Ramona Quimby, Age 8', 'Beverly Cleary'],
    ['A Wrinkle in Time', 'Madeleine L’Engle'],
  ]) {
    const res = await fetch(`${server.base}/api/reading-list`, {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ reader_id: 'self', reader_name: 'Bench', title, author }),
    });
    if (res.status !== 201) throw new Error(`could not add ${title}: ${res.status} ${await res.text()}`);
  }
  const analyzeBody = JSON.stringify({ book: { title: 'Wonder', author: 'R. J. Palacio' }, reader_id: 'self' });
  const first = await fetch(`${server.base}/api/books/analyze`, { method: 'POST', headers: { ...json, ...auth }, body: analyzeBody });
  if (first.status !== 200) throw new Error(`analysis failed: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();

  // reading list
  const listRes = await fetch(`${server.base}/api/reading-list`, { headers: auth });
  const listBody = Buffer.from(await listRes.arrayBuffer());
  const bareList = await startBareServer(200, listBody);
  log(`GET /api/reading-list (${listBody.length} bytes): bare baseline`);
  const listBase = await load({ url: `${bareList.base}/api/reading-list`, headers: auth });
  await bareList.stop();
  log('GET /api/reading-list: ShelfCheck');
  const list = await load({ url: `${server.base}/api/reading-list`, headers: auth });
  figures('GET /api/reading-list', list, listBase);

  // health and a repeated catalog search, each against the same bytes from bare Node
  for (const [label, path] of [
    ['GET /api/health', '/api/health'],
    ['GET /api/books/search?q=charlots web (repeated)', '/api/books/search?q=charlots%20web'],
  ]) {
    const res = await fetch(`${server.base}${path}`, { headers: auth });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body}`);
    const bare = await startBareServer(200, body);
    log(`${label} (${body.length} bytes): bare baseline`);
    const base = await load({ url: `${bare.base}${path}`, headers: auth });
    await bare.stop();
    log(`${label}: ShelfCheck`);
    figures(label, await load({ url: `${server.base}${path}`, headers: auth }), base);
  }

  // cached analysis
  const cachedRes = await fetch(`${server.base}/api/books/analyze`, { method: 'POST', headers: { ...json, ...auth }, body: analyzeBody });
  const cachedBody = Buffer.from(await cachedRes.arrayBuffer());
  const bareAnalyze = await startBareServer(200, cachedBody);
  log(`POST /api/books/analyze cached (${cachedBody.length} bytes): bare baseline`);
  const analyzeBase = await load({ url: `${bareAnalyze.base}/api/books/analyze`, method: 'POST', headers: { ...json, ...auth }, body: analyzeBody });
  await bareAnalyze.stop();
  log('POST /api/books/analyze cached: ShelfCheck');
  const analyze = await load({ url: `${server.base}/api/books/analyze`, method: 'POST', headers: { ...json, ...auth }, body: analyzeBody });
  figures('POST /api/books/analyze (cached)', analyze, analyzeBase);
} finally {
  await server.stop();
}
