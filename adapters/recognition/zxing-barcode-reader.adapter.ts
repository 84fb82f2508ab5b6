import { Worker } from 'node:worker_threads';
import type { ReaderOptions } from 'zxing-wasm/reader';
import type { BarcodeReader } from '../../application/ports/barcode-reader.port.js';
import type { CoverImage, CoverImageType } from '../../application/ports/cover-recognizer.port.js';
import { threadsStarted } from '../system/event-loop-core.js';
import { RECOGNITION_NICE } from './recognition-priority.js';

/**
 * EAN-13 only (a book's barcode); tryHarder: a barcode that fills a small part of a phone photo, or
 * sits a few degrees askew, is missed without it (measured on the rendered backs of the tests).
 */
export const EAN13_READER_OPTIONS: ReaderOptions = { formats: ['EAN13'], tryHarder: true, maxNumberOfSymbols: 4 };

/**
 * The formats ZXing-C++ decodes from encoded bytes (it uses stb_image: JPEG and PNG among ours, not
 * WebP). A WebP photo is not read for a barcode: the cover recogniser reads it instead.
 */
export const BARCODE_IMAGE_TYPES: readonly CoverImageType[] = ['jpeg', 'png'];

/**
 * The worker thread's script (CommonJS, evaluated: the same text runs from the TypeScript sources
 * and the compiled server). zxing-wasm's reader gets its .wasm as bytes read from node_modules, so
 * it never fetches it (its default is a CDN). One read at a time; each answers its texts or an error.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  require('node:os').setPriority(0, workerData.nice); // this thread only, on Linux
} catch {
  // not permitted here: normal priority
}
const { readFileSync } = require('node:fs');
const { prepareZXingModule, readBarcodes } = require(workerData.reader);
const wasm = readFileSync(workerData.wasm);
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
parentPort.on('message', async ({ id, bytes }) => {
  try {
    const results = await readBarcodes(bytes, workerData.options);
    // an image the reader cannot decode comes back as one result with an error and no text
    parentPort.postMessage({ id, texts: results.filter((r) => r.isValid && r.text !== '').map((r) => r.text) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Job {
  /** The thread the read was sent to: its end fails this read, never one sent to its successor. */
  worker: Worker;
  resolve(texts: string[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export interface ZxingBarcodeReaderOptions {
  /** One read at most; then it is given up (the cover is read instead) and the thread replaced. Default 10 s. */
  readonly jobTimeoutMs?: number;
  /** The thread ends after this long without a read (default 15 s), returning the memory its decoder grew to. */
  readonly idleMs?: number;
}

/**
 * The decoding thread's JavaScript heap bound (issue 19 item 8): a photo that makes it grow past
 * this ends the thread (the read fails, the cover is read instead) rather than the process. The
 * decoder's WebAssembly memory is outside V8's heap; the idle end returns it.
 */
export const BARCODE_WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };

/**
 * Reads EAN-13 barcodes with ZXing-C++ compiled to WebAssembly (zxing-wasm), in a worker thread of
 * its own started on the first read, so decoding a photo (tens of ms, more on a busy machine) never holds the event loop.
 * The image bytes go to the reader as they are (it decodes JPEG and PNG itself); an image it cannot
 * decode, or a WebP, reads as no barcode. A read that fails or times out rejects, and the scan use
 * case then reads the cover.
 */
export class ZxingBarcodeReader implements BarcodeReader {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private readonly jobTimeoutMs: number;
  private readonly idleMs: number;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(options: ZxingBarcodeReaderOptions = {}) {
    this.jobTimeoutMs = options.jobTimeoutMs ?? 10_000;
    this.idleMs = options.idleMs ?? 15_000;
  }

  async readEan13(image: CoverImage): Promise<string[]> {
    if (!BARCODE_IMAGE_TYPES.includes(image.type)) return [];
    const worker = this.start();
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    return new Promise<string[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.jobs.delete(id);
        reject(new Error(`barcode read over ${this.jobTimeoutMs} ms`));
        void this.stop(worker); // a stuck read: the next one gets a new thread
      }, this.jobTimeoutMs);
      this.jobs.set(id, { worker, resolve, reject, timer });
      worker.postMessage({ id, bytes: image.bytes }); // copied, not transferred: the cover recogniser may still read them
    });
  }

  /** Whether a decoding thread is up (it ends when idle). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Ends the thread (with the application). */
  async close(): Promise<void> {
    if (this.worker) await this.stop(this.worker);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      resourceLimits: BARCODE_WORKER_LIMITS,
      workerData: {
        reader: require.resolve('zxing-wasm/reader'),
        wasm: require.resolve('zxing-wasm/reader/zxing_reader.wasm'),
        options: EAN13_READER_OPTIONS,
        nice: RECOGNITION_NICE,
      },
    });
    worker.unref(); // an idle reader never keeps the process alive
    worker.once('online', () => void threadsStarted()); // off the event loop's core, where one is kept
    worker.on('message', ({ id, texts, error }: { id: number; texts?: string[]; error?: string }) => {
      const job = this.jobs.get(id);
      if (!job) return;
      this.jobs.delete(id);
      clearTimeout(job.timer);
      if (error !== undefined) job.reject(new Error(error));
      else job.resolve(texts ?? []);
      if (this.jobs.size === 0 && this.idleMs > 0) {
        clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => void this.stop(worker), this.idleMs);
        this.idleTimer.unref();
      }
    });
    worker.on('error', (error: Error) => this.failAll(worker, error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      // an idle-ended thread may exit after the next read started its successor: only its own reads fail
      this.failAll(worker, new Error('the barcode reader thread ended'));
    });
    this.worker = worker;
    return worker;
  }

  private async stop(worker: Worker): Promise<void> {
    clearTimeout(this.idleTimer);
    if (this.worker === worker) this.worker = null;
    this.failAll(worker, new Error('the barcode reader thread was stopped'));
    await worker.terminate().catch(() => undefined);
  }

  private failAll(worker: Worker, error: Error): void {
    for (const [id, job] of this.jobs) {
      if (job.worker !== worker) continue;
      clearTimeout(job.timer);
      job.reject(error);
      this.jobs.delete(id);
    }
  }
}
