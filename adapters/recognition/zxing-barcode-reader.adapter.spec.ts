import { readdirSync, readFileSync } from 'node:fs';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/full';
import type { CoverImage, CoverImageType } from '../../application/ports/cover-recognizer.port.js';
import { RECOGNITION_NICE } from './recognition-priority.js';
import { ZxingBarcodeReader } from './zxing-barcode-reader.adapter.js';

/** A real EAN-13 as a PNG, written by ZXing-C++ (zint) through zxing-wasm's writer (its .wasm from node_modules). */
async function ean13Png(digits: string): Promise<Uint8Array> {
  const wasm = readFileSync(require.resolve('zxing-wasm/full/zxing_full.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
  const out = await writeBarcode(digits, { format: 'EAN13', scale: 3, addHRT: true, addQuietZones: true });
  if (out.error || !out.image) throw new Error(`writeBarcode(${digits}): ${out.error}`);
  return new Uint8Array(await out.image.arrayBuffer());
}

// a worker thread starts and compiles the reader's WebAssembly on a shared 2-core machine
jest.setTimeout(60_000);

/** The nice value of each thread of this process, by thread id (Linux: field 19 of /proc/self/task/<tid>/stat). */
const threadNiceValues = (): Map<string, number> =>
  new Map(readdirSync('/proc/self/task').map((tid) => [tid, Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16])]));

const image = (bytes: Uint8Array, type: CoverImageType = 'png'): CoverImage => ({ bytes, type, width: 400, height: 200 });

describe('ZxingBarcodeReader (zxing-wasm in a worker thread, the .wasm from node_modules)', () => {
  const reader = new ZxingBarcodeReader();
  afterAll(() => reader.close());

  it('reads the text of an EAN-13 written by ZXing: a book ISBN and a grocery EAN alike (which one is a book is the domain rule)', async () => {
    expect(await reader.readEan13(image(await ean13Png('9780064400558')))).toEqual(['9780064400558']);
    expect(await reader.readEan13(image(await ean13Png('4006381333931')))).toEqual(['4006381333931']);
  });

  it('reads nothing, without throwing, from bytes it cannot decode as an image', async () => {
    expect(await reader.readEan13(image(new TextEncoder().encode('not a picture, only words '.repeat(20))))).toEqual([]);
  });

  it('does not try a WebP (its decoder reads JPEG and PNG): the cover is read instead', async () => {
    expect(await reader.readEan13(image(await ean13Png('9780064400558'), 'webp'))).toEqual([]);
  });

  it('ends its thread once idle, returning the memory its decoder grew to, and starts a new one for the next read', async () => {
    const own = new ZxingBarcodeReader({ idleMs: 1 });
    const png = await ean13Png('9780064400558');
    expect(await own.readEan13(image(png))).toEqual(['9780064400558']);
    // the next read starts the moment the idle end lets go of the thread, before the old thread has
    // exited: its exit must not fail the read sent to its successor (CI saw exactly that)
    while (own.running) await new Promise((r) => setImmediate(r));
    expect(await own.readEan13(image(png))).toEqual(['9780064400558']);
    await own.close();
  });

  it('starts a new thread after close()', async () => {
    const own = new ZxingBarcodeReader();
    expect(await own.readEan13(image(await ean13Png('9780064400558')))).toEqual(['9780064400558']);
    await own.close();
    expect(await own.readEan13(image(await ean13Png('9780439023528')))).toEqual(['9780439023528']);
    await own.close();
  });

  // the nice value belongs to the thread on Linux: the event loop keeps its priority (issue 20)
  (process.platform === 'linux' ? it : it.skip)('decodes in a thread below normal priority, so requests win the cores while a photo is read', async () => {
    const own = new ZxingBarcodeReader();
    // by thread id: another reader's idle thread may end meanwhile (a count of threads at nice 10 did
    // not hold on a loaded CI machine)
    const before = threadNiceValues();
    expect(await own.readEan13(image(await ean13Png('9780064400558')))).toEqual(['9780064400558']);
    const after = threadNiceValues();
    const started = [...after].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
    expect(started).toContain(RECOGNITION_NICE); // the read's own thread
    expect(after.get(String(process.pid))).toBe(0); // the event loop's thread keeps its priority
    await own.close();
  });

  it('gives up a read past its time limit (rejects, so the scan reads the cover) and replaces the thread', async () => {
    const hurried = new ZxingBarcodeReader({ jobTimeoutMs: 1 }); // the thread cannot even start in 1 ms
    await expect(hurried.readEan13(image(await ean13Png('9780064400558')))).rejects.toThrow('barcode read over 1 ms');
    await hurried.close();
  });
});
