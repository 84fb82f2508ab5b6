import { firstBookIsbn } from '../../../../domain/index.js';

/** EAN-13 only (a book's barcode); tryHarder finds one that fills a small part of the frame. */
const READER_OPTIONS = { formats: ['EAN13' as const], tryHarder: true, maxNumberOfSymbols: 4 };

type ReadBarcodes = (typeof import('zxing-wasm/reader'))['readBarcodes'];
let loading: Promise<ReadBarcodes> | null = null;

/**
 * zxing-wasm's reader, loaded the first time a photo or the camera needs it (its script and
 * .wasm stay out of the scanner page's first load). The .wasm comes from our own build (Vite's
 * `?url`), never from the CDN that is zxing-wasm's default.
 */
function reader(): Promise<ReadBarcodes> {
  loading ??= Promise.all([import('zxing-wasm/reader'), import('zxing-wasm/reader/zxing_reader.wasm?url')]).then(([zxing, wasm]) => {
    zxing.prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm.default : prefix + path) } });
    return zxing.readBarcodes;
  });
  loading.catch(() => {
    loading = null; // a failed load (offline, an old browser without WebAssembly) may be tried again later
  });
  return loading;
}

/**
 * The ISBN-13 of a book barcode in an image, read in this browser, or null: no barcode, not a
 * book's (the domain's rule), or no reader here (no WebAssembly, the load failed). Never throws:
 * the caller then sends the photo to the server, which reads the barcode too.
 */
export async function readBookIsbn(image: ImageData | Uint8Array): Promise<string | null> {
  try {
    const read = await reader();
    const results = await read(image, READER_OPTIONS);
    return firstBookIsbn(results.filter((r) => r.isValid).map((r) => r.text));
  } catch {
    return null;
  }
}

/** The bytes of a base64 data URL (no fetch: the page's CSP allows only our own origin). */
function dataUrlBytes(dataUrl: string): Uint8Array | null {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || !/;base64$/i.test(dataUrl.slice(0, comma))) return null;
  try {
    return Uint8Array.from(atob(dataUrl.slice(comma + 1)), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The ISBN of a book barcode in a photo given as a data URL (JPEG or PNG), or null. */
export async function readBookIsbnFromDataUrl(dataUrl: string): Promise<string | null> {
  const bytes = dataUrlBytes(dataUrl);
  return bytes ? readBookIsbn(bytes) : null;
}

/** Video frames are scaled so the longest side is at most this before reading (speed; a barcode stays readable). */
export const FRAME_MAX_SIDE = 1280;

/** The current video frame's pixels, or null when the video has no picture yet. */
export function videoFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight || video.readyState < 2) return null;
  const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(videoWidth, videoHeight));
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** Whether this browser can read barcodes (WebAssembly and the reader's files load). */
export const canReadBarcodes = (): Promise<boolean> =>
  reader().then(
    () => true,
    () => false,
  );
