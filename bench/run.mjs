#!/usr/bin/env node
// `npm run bench`: runs every bench/cases/*.bench.mjs in its own process (against the compiled
// server in dist/), collects the figures each prints as `BENCH {json}` lines, writes
// bench/results.json and prints one table. Every figure carries a baseline measured in the same
// run and the ratio, so the numbers mean something on a shared, noisy machine.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const cases = readdirSync(join(here, 'cases'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results = [];
for (const file of cases) {
  process.stdout.write(`\n== ${file} ==\n`);
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--expose-gc', join(here, 'cases', file)], {
    cwd: join(here, '..'),
    env: { ...process.env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(
    r.stderr
      .split('\n')
      .filter((l) => l.trim())
      .slice(-5)
      .join('\n') + '\n',
  );
  for (const line of r.stdout.split('\n')) {
    if (line.startsWith('BENCH ')) results.push({ case: file, ...JSON.parse(line.slice(6)) });
    else if (line.trim()) process.stdout.write(`  ${line}\n`);
  }
  if (r.status !== 0) results.push({ case: file, name: `${file} crashed (exit ${r.status})`, pass: false });
  process.stdout.write(`  (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

writeFileSync(join(here, 'results.json'), JSON.stringify({ ranAt: new Date().toISOString(), node: process.version, results }, null, 2));
const rows = results.map((r) => [
  r.name,
  r.value === undefined ? '-' : `${fmt(r.value)} ${r.unit ?? ''}`,
  r.p50 === undefined ? '-' : `${fmt(r.p50)} ms`,
  r.baseline === undefined ? '-' : `${fmt(r.baseline)} ${r.baselineUnit ?? r.unit ?? ''} (${r.baselineName ?? 'baseline'})`,
  r.ratio === undefined ? '-' : fmt(r.ratio),
  r.target ?? '-',
  r.pass === undefined ? '-' : r.pass ? 'yes' : 'NO',
]);
const head = ['figure', 'value', 'p50', 'baseline (same run)', 'ratio', 'target', 'met'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
process.stdout.write(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${rows.map(line).join('\n')}\n`);
process.stdout.write(`\nwritten: bench/results.json (${results.length} figures)\n`);
process.exit(results.some((r) => r.pass === false) ? 1 : 0);

function fmt(n) {
  return typeof n === 'number' ? (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2)) : String(n);
}
