import { aJpeg, aPng, aWebpExtended, aWebpLossless, aWebpLossy } from '../../tests/doubles/scans/cover-image.fixtures.js';
import { sniffImage } from './image-header.js';

describe('sniffImage: the type by magic bytes, the size by the header, and whether the file is whole', () => {
  it.each([
    ['a PNG', aPng(600, 900), { type: 'png', width: 600, height: 900, complete: true }],
    ['a baseline JPEG (size after an APP0 segment)', aJpeg(1536, 2048), { type: 'jpeg', width: 1536, height: 2048, complete: true }],
    ['a progressive JPEG', aJpeg(800, 600, { sof: 0xc2 }), { type: 'jpeg', width: 800, height: 600, complete: true }],
    ['a lossy WebP', aWebpLossy(1024, 768), { type: 'webp', width: 1024, height: 768, complete: true }],
    ['a lossless WebP', aWebpLossless(333, 4097), { type: 'webp', width: 333, height: 4097, complete: true }],
    ['an extended WebP', aWebpExtended(5000, 3000), { type: 'webp', width: 5000, height: 3000, complete: true }],
  ])('reads %s', (_name, file, expected) => {
    expect(sniffImage(file)).toEqual(expected);
  });

  it.each([
    ['a PNG without its IEND chunk', aPng(600, 900, { cut: true })],
    ['a JPEG without its end marker', aJpeg(600, 900, { cut: true })],
    ['a WebP shorter than its RIFF size', aWebpLossy(600, 900, { cut: true })],
  ])('tells %s is cut off', (_name, file) => {
    expect(sniffImage(file)?.complete).toBe(false);
  });

  it.each([
    ['text', new TextEncoder().encode('just some text, not a picture')],
    ['a GIF', new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000')],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n')],
    ['a RIFF that is no WebP (WAV)', new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WAVEfmt ')],
    ['nothing', new Uint8Array(0)],
    ['half a PNG signature', Uint8Array.from([0x89, 0x50, 0x4e])],
  ])('answers null for %s', (_name, file) => {
    expect(sniffImage(file)).toBeNull();
  });

  it('answers a zero size when the header ends before it', () => {
    expect(sniffImage(aPng(600, 900).subarray(0, 18))).toMatchObject({ type: 'png', width: 0, height: 0, complete: false });
    expect(sniffImage(aJpeg(600, 900).subarray(0, 24))).toMatchObject({ type: 'jpeg', width: 0, height: 0 });
  });
});
