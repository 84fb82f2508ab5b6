import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the process's threads may run once the event loop's core is kept: every CPU for the event loop, the rest for the others. */
export interface ThreadPlacement {
  /** The CPUs the event loop's thread may run on (all the process may use). */
  readonly eventLoop: string;
  /** The CPUs every other thread may run on (all but the first). */
  readonly others: string;
}

let placement: ThreadPlacement | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Keeps one core for the event loop (issue 20: health stays fast while covers are read). Every
 * thread of the process but the event loop's (the OCR and barcode threads, the embedded database's
 * thread, V8's garbage-collection helpers, libuv's pool) may run on every CPU but the first; the
 * event loop may run on all of them. On a two-core machine the reading of a cover and the database
 * then share one core and the answers have the other: with nice values alone (RECOGNITION_NICE) a
 * health check waited for a thread to yield a core, its p95 1.49-1.75x idle during 4 cover reads;
 * kept apart, 1.05-1.25x (four alternated pairs; docs/performance.md, "Session 16"; decision 49).
 * The price: those threads have one core fewer (a reading list on the embedded database ~5 % fewer
 * answers a second, a warm cover read ~60 ms slower at p95).
 *
 * Linux only, and only with two CPUs or more (`Cpus_allowed_list` of the process, so a container's
 * cpuset counts); it uses util-linux's `taskset` (no Node API sets a thread's affinity). Elsewhere,
 * or when it fails, nothing changes and null is answered. A thread started later inherits the
 * affinity of its parent, the event loop's: whoever starts one calls `threadsStarted()`.
 */
export async function keepEventLoopCore(): Promise<ThreadPlacement | null> {
  const cpus = process.platform === 'linux' ? allowedCpus() : [];
  if (cpus.length < 2) return null;
  placement = { eventLoop: cpus.join(','), others: cpus.slice(1).join(',') };
  return (await place()) ? placement : null;
}

/** After a thread was started: places it (and any other new one) off the event loop's core, when keepEventLoopCore() is in force. */
export async function threadsStarted(): Promise<void> {
  if (placement) await place();
}

/** Every thread on the others' CPUs, then the event loop's thread back on all of them; one placement at a time. */
function place(): Promise<boolean> {
  const { eventLoop, others } = placement!;
  const pid = String(process.pid);
  const done = queue.then(async () => {
    try {
      await run('taskset', ['-a', '-p', '-c', others, pid]);
      await run('taskset', ['-p', '-c', eventLoop, pid]); // the thread whose id is the process's own
      return true;
    } catch {
      return false; // no taskset, or not permitted: the threads stay where they were
    }
  });
  queue = done;
  return done;
}

/** The CPUs this process may run on, from /proc/self/status (`Cpus_allowed_list: 0-3,6`). */
function allowedCpus(): number[] {
  try {
    const line = /^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
    return line.split(',').flatMap((part) => {
      const [from, to = from] = part.trim().split('-').map(Number);
      return Number.isInteger(from) && Number.isInteger(to) ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : [];
    });
  } catch {
    return [];
  }
}
