import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { threadsStarted } from '../system/event-loop-core.js';
import { AppError } from '../../application/shared/app-error.js';
import { SCAN_IMAGE_MESSAGES } from '../../application/scans/scan-image-limits.js';

export interface TesseractPoolOptions {
  /** Worker threads at most; default: one per core beyond the first, 1..2 (one on a 2-core machine). */
  readonly size?: number;
  /** Scans waiting for a worker before new ones are turned away (503); default 8. */
  readonly maxWaiting?: number;
  /** One recognition at most; the worker is replaced after it. Default 30 s. */
  readonly jobTimeoutMs?: number;
  /**
   * Idle workers are ended after this long (default 15 s; 0 keeps them). A worker's WebAssembly
   * memory grows to fit the largest photo it decoded and never shrinks (issue 19 item 8: 50 large
   * photos took the process from 184 MiB to 1 GB and it stayed there); ending the thread returns it.
   */
  readonly idleMs?: number;
  readonly log?: (message: string) => void;
}

interface Waiter {
  readonly resolve: (worker: Worker) => void;
  readonly reject: (error: unknown) => void;
}

/** The English model shipped in the npm package: never fetched from a CDN, never cached to disk. */
function langPath(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read when the first worker starts, not when the server loads
  return (require('@tesseract.js-data/eng') as { langPath: string }).langPath;
}

/**
 * The low-priority worker script, where it exists as JavaScript (the compiled server); from the
 * TypeScript sources (tests) tesseract.js's own script runs instead, at normal priority.
 */
function workerPath(): string | undefined {
  const compiled = join(__dirname, 'low-priority-ocr-worker.js');
  return existsSync(compiled) ? compiled : undefined;
}

export const defaultPoolSize = () => Math.min(2, Math.max(1, availableParallelism() - 1));

/**
 * A small pool of Tesseract workers (worker threads: the OCR never blocks the event loop; in the
 * compiled server they run at a lower CPU priority, see low-priority-ocr-worker.ts), started
 * lazily on the first scan and kept warm. Scans beyond the workers wait in a bounded queue; a stuck
 * recognition is abandoned after the timeout and its worker replaced.
 */
export class TesseractWorkerPool {
  private readonly size: number;
  private readonly maxWaiting: number;
  private readonly jobTimeoutMs: number;
  private readonly log: (message: string) => void;
  private readonly idle: Worker[] = [];
  private readonly waiting: Waiter[] = [];
  private live = 0; // started or starting
  private closed = false;
  private readonly idleMs: number;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(options: TesseractPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultPoolSize());
    this.maxWaiting = options.maxWaiting ?? 8;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
    this.idleMs = options.idleMs ?? 15_000;
    this.log = options.log ?? (() => undefined);
  }

  /** Runs one job on a worker of its own. */
  async run<T>(job: (worker: Worker) => Promise<T>): Promise<T> {
    const worker = await this.acquire();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new AppError('service_unavailable', SCAN_IMAGE_MESSAGES.busy, { retryAfterSeconds: 5 }));
        }, this.jobTimeoutMs);
      });
      return await Promise.race([job(worker), timeout]);
    } finally {
      clearTimeout(timer);
      if (timedOut) {
        this.log(`an OCR job took over ${this.jobTimeoutMs} ms; its worker is replaced`);
        this.live -= 1;
        void worker.terminate().catch(() => undefined);
        this.refill();
      } else {
        this.release(worker);
      }
    }
  }

  /** Ends every worker; later scans start new ones. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const w of this.waiting.splice(0)) w.reject(new AppError('service_unavailable', SCAN_IMAGE_MESSAGES.busy, { retryAfterSeconds: 5 }));
    const workers = this.idle.splice(0);
    this.live -= workers.length;
    await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
  }

  private async acquire(): Promise<Worker> {
    clearTimeout(this.idleTimer);
    const ready = this.idle.pop();
    if (ready) return ready;
    if (this.live < this.size) return this.spawn();
    if (this.waiting.length >= this.maxWaiting) throw new AppError('service_unavailable', SCAN_IMAGE_MESSAGES.busy, { retryAfterSeconds: 5 });
    return new Promise<Worker>((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next.resolve(worker);
    else if (this.closed) {
      this.live -= 1;
      void worker.terminate().catch(() => undefined);
    } else {
      this.idle.push(worker);
      if (this.idleMs > 0 && this.idle.length === this.live) this.endIdleWorkersLater();
    }
  }

  /** Once every worker has been idle for `idleMs`, ends them all: their memory goes back to the system. */
  private endIdleWorkersLater(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const workers = this.idle.splice(0);
      this.live -= workers.length;
      for (const w of workers) void w.terminate().catch(() => undefined);
    }, this.idleMs);
    this.idleTimer.unref(); // an idle pool never keeps the process alive
  }

  /** A replacement for a worker that was abandoned, when scans are waiting for one. */
  private refill(): void {
    const next = this.waiting.shift();
    if (!next) return;
    this.spawn().then(next.resolve, next.reject);
  }

  private async spawn(): Promise<Worker> {
    this.live += 1;
    this.closed = false;
    try {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: langPath(),
        ...(workerPath() ? { workerPath: workerPath() } : {}),
        cacheMethod: 'none',
        gzip: true,
        // without a handler tesseract.js throws a failed job's error in the worker's message
        // callback, which ends the process; the job's own promise is rejected either way
        errorHandler: (error: unknown) => this.log(`OCR job failed: ${String(error).slice(0, 200)}`),
      });
      // sparse text suits covers (a few large lines anywhere); debug_file silences the resolution notes
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, debug_file: '/dev/null' });
      void threadsStarted(); // off the event loop's core, where one is kept
      return worker;
    } catch (error) {
      this.live -= 1;
      this.log(`an OCR worker did not start: ${String(error).slice(0, 200)}`);
      // scans waiting for this worker would wait for ever when no other worker exists
      if (this.live === 0) for (const w of this.waiting.splice(0)) w.reject(error);
      throw error;
    }
  }
}
