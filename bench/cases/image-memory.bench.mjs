// Image memory (issue 19 item 8): 50 large phone-sized photos scanned through the compiled server
// (its own process, as `npm start` runs it); its resident memory before the first and after the
// last, once the decoding threads have been idle long enough to end (they end after 15 s idle,
// returning the memory their WebAssembly decoders grew to). Baseline in the same run: the server's
// own resident memory at start. Target: back within 1.25x of the start (it was 184 MiB → 1 GB).
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server-process.mjs';

const log = (m) => process.stderr.write(`[image-memory] ${m}\n`);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 50);
const CONCURRENT = 2;
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!CHROMIUM) throw new Error('No Chromium to draw the photo with: apt-get install -y chromium');

const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// a 4000 × 3000 "photo": a cover on a noisy background, so it is large as a JPEG too (~3-5 MB)
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 4000, height: 3000 }, deviceScaleFactor: 1 });
await page.setContent(`<body style="margin:0"><canvas id="c" width="4000" height="3000" style="position:absolute"></canvas>
  <div style="position:absolute;left:1400px;top:600px;width:1200px;height:1800px;background:#1d3557;color:#fff;font:bold 110px serif;text-align:center;padding-top:200px;box-sizing:border-box">Charlotte's Web<br><br>E. B. White</div>
  <script>const c=document.getElementById('c').getContext('2d');const d=c.createImageData(4000,3000);for(let i=0;i<d.data.length;i++)d.data[i]=(i%4===3)?255:(Math.random()*255)|0;c.putImageData(d,0,0);</script></body>`);
const photo = `data:image/jpeg;base64,${(await page.screenshot({ type: 'jpeg', quality: 70 })).toString('base64')}`;
await browser.close();
log(`photo: 4000 × 3000, ${((photo.length * 3) / 4 / 1024 / 1024).toFixed(1)} MiB JPEG`);

const server = await startServer({ LOG_LEVEL: 'warn' });
try {
  const post = (path, body, token) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const signup = await (await post('/api/auth/signup', { email: `bench.mem.${Date.now()}@example.com`, password: 'Bright!Lamp42', data: {} })).json();
  const token = signup.access_token;
  await sleep(2000);
  const start = rssMiB(server.pid);
  log(`RSS at start: ${start.toFixed(0)} MiB`);
  let peak = start;
  let done = 0;
  const statuses = {};
  const lane = async () => {
    while (done < PHOTOS) {
      done++;
      const res = await post('/api/scans/image', { imageDataUrl: photo, reader_id: 'self' }, token);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      await res.arrayBuffer();
      peak = Math.max(peak, rssMiB(server.pid));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, lane));
  log(`after ${PHOTOS} photos: RSS ${rssMiB(server.pid).toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, statuses ${JSON.stringify(statuses)}`);
  // the decoding threads end after 15 s idle; give them (and the allocator) up to 45 s
  let end = rssMiB(server.pid);
  for (let waited = 0; waited < 45_000 && end > start * 1.25; waited += 2500) {
    await sleep(2500);
    end = rssMiB(server.pid);
  }
  log(`RSS after the threads went idle: ${end.toFixed(0)} MiB`);
  report({
    name: `resident memory after ${PHOTOS} photos of 4000 × 3000 (peak ${peak.toFixed(0)} MiB; answers ${JSON.stringify(statuses)})`,
    value: end,
    unit: 'MiB',
    baseline: start,
    baselineName: 'the same server at start',
    baselineUnit: 'MiB',
    ratio: end / start,
    target: '≤ 1.25× the start',
    pass: end <= start * 1.25,
  });
} finally {
  await server.stop();
}
