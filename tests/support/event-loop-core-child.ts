// A process that keeps its event loop's core (adapters/system/event-loop-core.ts) with one worker
// thread already running and one started afterwards, then prints where each of its threads may run.
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { keepEventLoopCore, threadsStarted } from '../../adapters/system/event-loop-core.js';

const idleWorker = () => new Worker('setInterval(() => {}, 1000)', { eval: true });
const online = (worker: Worker) => new Promise((resolve) => worker.once('online', resolve));

async function main(): Promise<void> {
  const before = idleWorker();
  await online(before);
  const placement = await keepEventLoopCore();
  const after = idleWorker();
  await online(after);
  await threadsStarted();
  const threads = readdirSync('/proc/self/task').map((tid) => ({
    tid,
    name: readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim(),
    cpus: /^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync(`/proc/self/task/${tid}/status`, 'utf8'))?.[1] ?? '',
  }));
  process.stdout.write(JSON.stringify({ pid: String(process.pid), placement, threads, workers: [before.threadId, after.threadId].length }));
  await Promise.all([before.terminate(), after.terminate()]);
}

void main();
