#!/usr/bin/env node
// Two builds of the app, one page's Lighthouse mobile score, alternated (issue 20): on this shared
// machine a score moves by 10 points between runs minutes apart, so a change to the client is
// judged by pairs run back to back, each build on a server of its own, not by two bench runs.
//
//   node bench/compare-builds.mjs <dist A> <dist B> [pairs=5]
//
// Each dist is a whole build output (`npm run build`, then `cp -r dist /tmp/dist-a`, change, build
// again). PAGE (default /book-scanner) is the page; the scanner is loaded signed in, as in the web
// bench. Prints each run, then each build's median score and TBT.
import { lighthouseRun, signedInStorage } from './lib/lighthouse.mjs';
import { startServer } from './lib/server-process.mjs';

const [a, b, pairsArg] = process.argv.slice(2);
if (!a || !b) {
  process.stderr.write('usage: node bench/compare-builds.mjs <dist A> <dist B> [pairs]\n');
  process.exit(2);
}
const PAIRS = Number(pairsArg ?? 5);
const PAGE = process.env.PAGE ?? '/book-scanner';
const signedIn = PAGE === '/book-scanner';
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

const runs = { [a]: [], [b]: [] };
for (let pair = 0; pair < PAIRS; pair++) {
  for (const dist of [a, b]) {
    const server = await startServer({}, { dist });
    try {
      const storage = signedIn ? await signedInStorage(server.base) : undefined;
      const r = await lighthouseRun(`${server.base}${PAGE}`, signedIn ? { storage, origin: server.base } : {});
      runs[dist].push(r);
      process.stdout.write(
        `${dist}: ${r.performance} (TBT ${Math.round(r.tbt)} ms, LCP ${Math.round(r.lcp)} ms, evaluation ${Math.round(r.evaluation ?? 0)} ms, longest tasks ${r.longTasks.join('/')} ms, host benchmarkIndex ${r.benchmarkIndex}${r.error ? `; no score: ${r.error}` : ''})\n`,
      );
    } finally {
      await server.stop();
    }
  }
}
for (const dist of [a, b]) {
  // a run with no score (Lighthouse's error, printed above) is left out of the medians, not counted as 0
  const rs = runs[dist].filter((r) => !r.error);
  const unscored = runs[dist].length - rs.length;
  process.stdout.write(
    `${dist}: median ${median(rs.map((r) => r.performance))} (${rs.map((r) => r.performance).join('/')}), TBT median ${Math.round(median(rs.map((r) => r.tbt)))} ms${unscored ? `; ${unscored} run(s) without a score left out` : ''}\n`,
  );
}
