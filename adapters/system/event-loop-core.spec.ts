import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const allowed = process.platform === 'linux' ? (/^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '') : '';
/** `0-1` → [0, 1]; `0,2-3` → [0, 2, 3]. */
const cpusOf = (list: string): number[] =>
  list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
const hasTwoCpus = cpusOf(allowed).length >= 2;

interface ChildReport {
  pid: string;
  placement: { eventLoop: string; others: string } | null;
  threads: { tid: string; name: string; cpus: string }[];
}

// In a child process: the placement changes where every thread of its process may run.
describe('keepEventLoopCore: one core for the event loop, the others for every other thread (issue 20)', () => {
  (hasTwoCpus ? it : it.skip)('keeps every thread but the event loop off the first CPU, a thread started afterwards too', () => {
    const out = execFileSync(
      process.execPath,
      ['-r', join(ROOT, 'tests', 'support', 'ts-register.cjs'), join(ROOT, 'tests', 'support', 'event-loop-core-child.ts')],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    const report = JSON.parse(out) as ChildReport;
    const cpus = cpusOf(allowed);
    expect(report.placement).toEqual({ eventLoop: cpus.join(','), others: cpus.slice(1).join(',') });
    const eventLoop = report.threads.find((t) => t.tid === report.pid)!;
    expect(cpusOf(eventLoop.cpus)).toEqual(cpus);
    const others = report.threads.filter((t) => t.tid !== report.pid);
    // both worker threads (the one started before and the one after), V8's helpers, libuv's pool
    expect(others.filter((t) => t.name === 'WorkerThread').length).toBeGreaterThanOrEqual(2);
    for (const thread of others) expect({ name: thread.name, cpus: cpusOf(thread.cpus) }).toEqual({ name: thread.name, cpus: cpus.slice(1) });
  });
});
