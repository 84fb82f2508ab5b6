// Hostile load (issue #19, item 1): against the compiled server started as `npm start` would.
// - the largest body and the widest object answered within 50 ms: JSON bodies to the sign-up route
//   (64 KB limit) and to the image route (12 MB limit) of growing size / key count, each timed; the
//   largest that still answers (any status) within 50 ms is the figure;
// - health latency while such requests arrive: p50/p95 of GET /api/health with 8 clients sending
//   160,000-key bodies (2.4 MB) in a loop, as a ratio to idle health (goal ≤ 1.5×).
import { percentile, report } from '../lib/report.mjs';
import { startServer } from '../lib/server-process.mjs';

const log = (m) => process.stderr.write(`[abuse] ${m}\n`);
const wide = (keys) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(',')}}`;
const json = { 'content-type': 'application/json' };

async function timed(url, body) {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: json, body });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

/** Median of 5 timings of one body. */
async function medianMs(url, body) {
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push((await timed(url, body)).ms);
  return percentile(runs, 50);
}

async function healthTimes(base, n, minMs = 0) {
  const out = [];
  const started = performance.now();
  for (let i = 0; i < n || performance.now() - started < minMs; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    out.push(performance.now() - t0);
  }
  return out;
}

const server = await startServer();
log(`server at ${server.base}`);
try {
  for (const [route, label] of [
    ['/api/auth/signup', 'sign-up (64 KB limit)'],
    ['/api/scans/image', 'image route (12 MB limit)'],
  ]) {
    let widest = 0;
    let widestStatus = 0;
    for (const keys of [1_000, 10_000, 50_000, 160_000, 500_000]) {
      const body = wide(keys);
      const ms = await medianMs(`${server.base}${route}`, body).catch(() => Infinity);
      const { status } = await timed(`${server.base}${route}`, body).catch(() => ({ status: 0 }));
      log(`${route} ${keys} keys (${(body.length / 1024).toFixed(0)} KB): ${ms.toFixed(1)} ms, ${status}`);
      if (ms <= 50) {
        widest = keys;
        widestStatus = status;
      }
    }
    report({
      name: `widest object answered within 50 ms, ${label}`,
      value: widest,
      unit: `keys (${(wide(widest).length / 1024 / 1024).toFixed(2)} MB, answer ${widestStatus})`,
      target: '≥ 160,000 keys refused within 50 ms',
      pass: widest >= 160_000,
    });
    let largest = 0;
    for (const mb of [0.06, 1, 4, 11.5]) {
      const body = JSON.stringify({ imageDataUrl: `data:image/png;base64,${'A'.repeat(Math.floor(mb * 1024 * 1024))}` });
      const ms = await medianMs(`${server.base}${route}`, body).catch(() => Infinity);
      log(`${route} ${mb} MB body: ${ms.toFixed(1)} ms`);
      if (ms <= 50) largest = body.length;
    }
    report({ name: `largest body answered within 50 ms, ${label}`, value: largest / 1024 / 1024, unit: 'MB', target: 'information' });
  }

  const idle = await healthTimes(server.base, 200);
  // two loads: 8 clients sending back to back (saturation: the bench's own process makes the bodies
  // too), and one client sending 10 a second (a steady attack of ~24 MB/s)
  for (const [clients, pauseMs, label] of [
    [8, 0, '8 clients back to back'],
    [1, 100, '1 client, 10 a second'],
  ]) {
    let attacking = true;
    const attackers = Array.from({ length: clients }, async (_, i) => {
      const body = wide(160_000);
      const route = i % 2 ? '/api/scans/image' : '/api/auth/signup';
      let sent = 0;
      while (attacking) {
        // a refusal by size may close the socket before the body is sent (ECONNRESET): still an answer
        await timed(`${server.base}${route}`, body).catch(() => undefined);
        sent++;
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
      return sent;
    });
    await new Promise((r) => setTimeout(r, 300));
    const loaded = await healthTimes(server.base, 200, 3_000); // at least 3 s of attack
    attacking = false;
    const sent = (await Promise.all(attackers)).reduce((a, b) => a + b, 0);
    const ratio = percentile(loaded, 50) / percentile(idle, 50);
    report({
      name: `GET /api/health while 160,000-key bodies arrive: ${label} (${sent} sent)`,
      value: percentile(loaded, 50),
      p50: percentile(loaded, 50),
      unit: `ms p50 (p95 ${percentile(loaded, 95).toFixed(1)})`,
      baseline: percentile(idle, 50),
      baselineName: `idle health p50 (p95 ${percentile(idle, 95).toFixed(1)})`,
      baselineUnit: 'ms',
      ratio,
      target: '≤ 1.5× idle (information on a shared machine)',
    });
  }
} finally {
  await server.stop();
}
