/** Minimal image files built byte by byte, for the bounds tests: headers as the formats define them. */

const bytes = (...parts: (number[] | Uint8Array | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...p])));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

export const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** A PNG header of the given size, some body, and (unless cut) its IEND chunk. */
export const aPng = (width: number, height: number, { cut = false } = {}) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(width),
    be32(height),
    [8, 2, 0, 0, 0],
    new Uint8Array(4 + 100),
    cut ? [] : PNG_END,
  );

/** A JPEG with an APP0 segment before its start-of-frame (as every camera writes one), scan data and (unless cut) its end marker. */
export const aJpeg = (width: number, height: number, { cut = false, sof = 0xc0 } = {}) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0, 16],
    'JFIF',
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, sof, 0, 17, 8],
    [(height >> 8) & 255, height & 255, (width >> 8) & 255, width & 255],
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0],
    new Uint8Array(200).fill(0x55),
    cut ? [] : [0xff, 0xd9],
  );

const riff = (chunk: Uint8Array, { cut = false } = {}) => {
  const whole = bytes('RIFF', le32(4 + chunk.length), 'WEBP', chunk);
  return cut ? whole.subarray(0, whole.length - 10) : whole;
};

/** A lossy WebP ('VP8 '). */
export const aWebpLossy = (width: number, height: number, options: { cut?: boolean } = {}) =>
  riff(bytes('VP8 ', le32(30), [0, 0, 0] /* frame tag */, [0x9d, 0x01, 0x2a], le16(width), le16(height), new Uint8Array(20)), options);

/** A lossless WebP ('VP8L'): 14-bit width-1 and height-1 packed little-endian after the 0x2f signature. */
export const aWebpLossless = (width: number, height: number) => {
  const packed = ((width - 1) | ((height - 1) << 14)) >>> 0;
  return riff(bytes('VP8L', le32(25), [0x2f], le32(packed), new Uint8Array(20)));
};

/** An extended WebP ('VP8X'): 24-bit width-1 and height-1. */
export const aWebpExtended = (width: number, height: number) =>
  riff(bytes('VP8X', le32(10), [0, 0, 0, 0], le24(width - 1), le24(height - 1), new Uint8Array(20)));

/** The data URL of some bytes, declared as any type. */
export const dataUrlOf = (b: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(b).toString('base64')}`;
