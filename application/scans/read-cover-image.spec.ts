import { aJpeg, aPng, aWebpLossy, dataUrlOf } from '../../tests/doubles/scans/cover-image.fixtures.js';
import { readCoverImage } from './read-cover-image.js';
import { MAX_IMAGE_BYTES, SCAN_IMAGE_MESSAGES as M } from './scan-image-limits.js';

const refusal = (outcome: ReturnType<typeof readCoverImage>) => (outcome.ok ? null : { code: outcome.error.code, message: outcome.error.message });

/** A PNG padded to the given size in bytes (the padding sits before IEND, so the file stays whole). */
const pngOfBytes = (size: number) => {
  const head = aPng(1000, 1000);
  const out = new Uint8Array(size);
  out.set(head.subarray(0, head.length - 12));
  out.set(head.subarray(head.length - 12), size - 12);
  return out;
};

describe('readCoverImage: the bounds of a cover photo', () => {
  it.each([
    ['a PNG data URL', dataUrlOf(aPng(600, 900)), 'png'],
    ['a JPEG declared as PNG (the bytes decide)', dataUrlOf(aJpeg(2048, 1536), 'image/png'), 'jpeg'],
    ['a WebP declared as octet-stream', dataUrlOf(aWebpLossy(1024, 1024), 'application/octet-stream'), 'webp'],
  ])('accepts %s', (_name, dataUrl, type) => {
    const outcome = readCoverImage({ dataUrl });
    expect(outcome.ok && outcome.value.type).toBe(type);
  });

  it('accepts raw bytes (a multipart upload) and keeps the pixel size', () => {
    const outcome = readCoverImage({ bytes: aJpeg(4096, 4096) });
    expect(outcome.ok && [outcome.value.width, outcome.value.height]).toEqual([4096, 4096]);
  });

  it('accepts exactly 8 MB and refuses one byte more, counted before decoding', () => {
    expect(readCoverImage({ bytes: pngOfBytes(MAX_IMAGE_BYTES) }).ok).toBe(true);
    expect(refusal(readCoverImage({ bytes: pngOfBytes(MAX_IMAGE_BYTES + 1) }))).toEqual({ code: 'validation_failed', message: M.tooLarge });
    expect(refusal(readCoverImage({ dataUrl: dataUrlOf(pngOfBytes(MAX_IMAGE_BYTES + 3)) }))).toEqual({ code: 'validation_failed', message: M.tooLarge });
  });

  it.each([
    ['4096 × 4097 pixels', aPng(4096, 4097), M.tooManyPixels],
    ['20000 × 20000 pixels (a decompression bomb)', aPng(20000, 20000), M.tooManyPixels],
    ['a text file', new TextEncoder().encode('x'.repeat(500)), M.notAnImage],
    ['a PNG without its end', aPng(600, 900, { cut: true }), M.truncated],
    ['a JPEG without its end', aJpeg(600, 900, { cut: true }), M.truncated],
    ['a JPEG whose header stops before its size', aJpeg(600, 900).subarray(0, 24), M.unreadable],
  ])('refuses %s', (_name, file, message) => {
    expect(refusal(readCoverImage({ bytes: file }))).toEqual({ code: 'validation_failed', message });
  });

  const good = dataUrlOf(aPng(600, 900));
  it.each([
    ['a data URL cut in the middle of its base64', good.slice(0, good.length - 3)],
    ['a data URL that is no base64', `data:image/png,${'%89PNG'.repeat(40)}`],
    ['base64 with characters outside the alphabet', `data:image/png;base64,${'ab!d'.repeat(40)}`],
    ['no data URL at all', `https://example.com/${'cover'.repeat(30)}.png`],
    ['a data URL under 100 characters', 'data:image/png;base64,iVBORw0KGgo='],
  ])('refuses %s as a malformed data URL', (_name, dataUrl) => {
    expect(refusal(readCoverImage({ dataUrl }))).toEqual({ code: 'validation_failed', message: M.malformedDataUrl });
  });
});
