/** Prints one benchmark figure for bench/run.mjs to collect. */
export function report(figure) {
  process.stdout.write(`BENCH ${JSON.stringify(figure)}\n`);
}

/** Percentile of a list of numbers (p in 0..100). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)];
}

/** Times `fn` n times (after `warm` warm-up calls); returns the durations in ms. */
export async function timeMany(fn, n, warm = 5) {
  for (let i = 0; i < warm; i++) await fn(i);
  const out = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await fn(i);
    out.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return out;
}
