import type { CoverImageType } from '../ports/cover-recognizer.port.js';

/** What the first (and last) bytes of a file say about it. */
export interface ImageHeader {
  readonly type: CoverImageType;
  /** 0 when the header is cut off before the size. */
  readonly width: number;
  readonly height: number;
  /** False when the file ends before its format's end marker (a cut-off upload). */
  readonly complete: boolean;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
/** Trailing bytes tolerated after a JPEG's end marker (some cameras pad or append). */
const JPEG_TAIL = 1024;

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, at: number, text: string) =>
  startsWith(
    b,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + ((b[at + 3] << 24) >>> 0);

function lastIndexOf(b: Uint8Array, sig: readonly number[], from: number): number {
  for (let i = b.length - sig.length; i >= Math.max(0, from); i--) if (startsWith(b, sig, i)) return i;
  return -1;
}

function png(b: Uint8Array): ImageHeader {
  const sized = b.length >= 24 && ascii(b, 12, 'IHDR');
  return { type: 'png', width: sized ? u32be(b, 16) : 0, height: sized ? u32be(b, 20) : 0, complete: lastIndexOf(b, PNG_IEND, b.length - 64) >= 0 };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Uint8Array): ImageHeader {
  let width = 0;
  let height = 0;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) break; // not a marker where one must be: a damaged header
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (isSof(marker)) {
      if (at + 9 <= b.length) [height, width] = [u16be(b, at + 5), u16be(b, at + 7)];
      break;
    }
    if (marker === 0xda || marker === 0xd9) break; // scan data or the end before any frame
    at += 2 + u16be(b, at + 2);
  }
  return { type: 'jpeg', width, height, complete: lastIndexOf(b, [0xff, 0xd9], b.length - JPEG_TAIL) >= 0 };
}

function webp(b: Uint8Array): ImageHeader {
  let width = 0;
  let height = 0;
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
    width = u16le(b, 26) & 0x3fff;
    height = u16le(b, 28) & 0x3fff;
  } else if (ascii(b, 12, 'VP8L') && b.length >= 25 && b[20] === 0x2f) {
    width = 1 + (((b[22] & 0x3f) << 8) | b[21]);
    height = 1 + (((b[24] & 0x0f) << 10) | (b[23] << 2) | ((b[22] & 0xc0) >> 6));
  } else if (ascii(b, 12, 'VP8X') && b.length >= 30) {
    width = 1 + u24le(b, 24);
    height = 1 + u24le(b, 27);
  }
  return { type: 'webp', width, height, complete: b.length >= u32le(b, 4) + 8 };
}

/**
 * Sniffs a JPEG, PNG or WebP from its magic bytes and reads its pixel size from the header, without
 * decoding it; null for anything else. The file's name and declared type are never consulted.
 * @example sniffImage(pngBytes) // { type: 'png', width: 600, height: 900, complete: true }
 */
export function sniffImage(b: Uint8Array): ImageHeader | null {
  if (startsWith(b, PNG_SIGNATURE)) return png(b);
  if (startsWith(b, [0xff, 0xd8, 0xff])) return jpeg(b);
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return webp(b);
  return null;
}
