// Service level (issue 11): authenticated GET /api/reading-list and a cached POST /api/books/analyze
// under 50 concurrent connections for 20 s (autocannon), against the compiled server started as
// `npm start` would (its own process, embedded PGlite or DATABASE_URL). Baseline in the same run: a
// bare Node http server in its own process answering the same JSON bytes, and an empty NestJS
// application on Fastify answering them (the framework's own ceiling). Figures: throughput as a
// ratio to the bare baseline against issue 20's targets, p50/p95/p99 latency, and errors (must be
// zero). Health and a repeated catalog search are measured the same way. On PostgreSQL the reading
// list has a third baseline: bare Node checking the token and running the route's one query (what
// no framework can go below on this machine).
import autocannon from 'autocannon';
import { percentile, report } from '../lib/report.mjs';
import { startBareServer, startEmptyNestServer, startQueryFloorServer } from '../lib/bare-server.mjs';
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

/**
 * The same load on the two baselines (bare Node, then an empty NestJS application on Fastify), each
 * answering `body` in its own process: the bare figure is the ratio's denominator, the empty one
 * shows the framework's own ceiling in the same run.
 */
async function baselines(label, status, body, { path, ...opts }) {
  const bare = await startBareServer(status, body);
  log(`${label} (${body.length} bytes): bare baseline`);
  const bareRun = await load({ ...opts, url: `${bare.base}${path}` });
  await bare.stop();
  const empty = await startEmptyNestServer(status, body);
  log(`${label}: empty NestJS on Fastify`);
  const emptyRun = await load({ ...opts, url: `${empty.base}${path}` });
  await empty.stop();
  return { bareRun, emptyRun };
}

function ceiling(label, emptyRun, baseline) {
  const rps = emptyRun.result.requests.average;
  report({
    name: `${label}: the framework's ceiling, an empty NestJS app on Fastify answering the same JSON`,
    value: rps,
    unit: 'req/s',
    baseline: baseline.result.requests.average,
    baselineName: 'bare Node http, same JSON',
    ratio: rps / baseline.result.requests.average,
    target: 'information (no guard, log or query)',
  });
}

/** Issue 20's targets: throughput as a ratio to bare Node (by database), and the reading list's p99. */
const DB = process.env.DATABASE_URL ? 'postgres' : 'embedded';
const TARGETS = {
  'GET /api/reading-list': { ratio: DB === 'postgres' ? 0.25 : 0.1, p99: 50 },
  'GET /api/health': { ratio: 0.35 },
  'GET /api/books/search?q=charlots web (repeated)': { ratio: 0.1 },
};

function figures(label, run, baseline) {
  const goal = TARGETS[label];
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
    target: goal ? `ratio >= ${goal.ratio}` : 'information (ratio to bare Node)',
    pass: goal ? rps / baseRps >= goal.ratio : undefined,
  });
  report({
    name: `${label}: latency p50 / p95 / p99`,
    value: pct(95),
    unit: `ms p95 (p50 ${pct(50).toFixed(1)}, p99 ${pct(99).toFixed(1)})`,
    baseline: percentile(baseline.times, 95),
    baselineName: 'bare Node http p95',
    baselineUnit: 'ms',
    ratio: pct(95) / percentile(baseline.times, 95),
    target: goal?.p99 ? `p99 < ${goal.p99} ms` : 'information',
    pass: goal?.p99 ? pct(99) < goal.p99 : undefined,
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
  const { bareRun: listBase, emptyRun: listEmpty } = await baselines('GET /api/reading-list', 200, listBody, { path: '/api/reading-list', headers: auth });
  log('GET /api/reading-list: ShelfCheck');
  const list = await load({ url: `${server.base}/api/reading-list`, headers: auth });
  figures('GET /api/reading-list', list, listBase);
  ceiling('GET /api/reading-list', listEmpty, listBase);
  if (process.env.DATABASE_URL) {
    // the floor of any server that checks the token and runs the route's one query per request
    const floor = await startQueryFloorServer(200, listBody, { databaseUrl: process.env.DATABASE_URL, jwtSecret: 'bench-secret', poolMax: 4 });
    log('GET /api/reading-list: bare Node with the token check and the one query');
    const floorRun = await load({ url: `${floor.base}/api/reading-list`, headers: auth });
    await floor.stop();
    const rps = floorRun.result.requests.average;
    report({
      name: "GET /api/reading-list: the query's ceiling, bare Node checking the token and running the route's one query (pg, pool of 4)",
      value: rps,
      unit: `req/s (p99 ${percentile(floorRun.times, 99).toFixed(1)} ms, ${floorRun.result.non2xx + floorRun.result.errors} errors)`,
      baseline: listBase.result.requests.average,
      baselineName: 'bare Node http, same JSON',
      baselineUnit: 'req/s',
      ratio: rps / listBase.result.requests.average,
      target: 'information (no framework, guard, log or ORM)',
    });
  }

  // health and a repeated catalog search, each against the same bytes from bare Node
  for (const [label, path] of [
    ['GET /api/health', '/api/health'],
    ['GET /api/books/search?q=charlots web (repeated)', '/api/books/search?q=charlots%20web'],
  ]) {
    const res = await fetch(`${server.base}${path}`, { headers: auth });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body}`);
    const { bareRun: base, emptyRun } = await baselines(label, 200, body, { path, headers: auth });
    log(`${label}: ShelfCheck`);
    figures(label, await load({ url: `${server.base}${path}`, headers: auth }), base);
    ceiling(label, emptyRun, base);
  }

  // cached analysis
  const cachedRes = await fetch(`${server.base}/api/books/analyze`, { method: 'POST', headers: { ...json, ...auth }, body: analyzeBody });
  const cachedBody = Buffer.from(await cachedRes.arrayBuffer());
  const post = { path: '/api/books/analyze', method: 'POST', headers: { ...json, ...auth }, body: analyzeBody };
  const { bareRun: analyzeBase, emptyRun: analyzeEmpty } = await baselines('POST /api/books/analyze cached', 200, cachedBody, post);
  log('POST /api/books/analyze cached: ShelfCheck');
  const analyze = await load({ url: `${server.base}/api/books/analyze`, method: 'POST', headers: { ...json, ...auth }, body: analyzeBody });
  figures('POST /api/books/analyze (cached)', analyze, analyzeBase);
  ceiling('POST /api/books/analyze (cached)', analyzeEmpty, analyzeBase);
} finally {
  await server.stop();
}
