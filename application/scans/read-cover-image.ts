import type { CoverImage } from '../ports/cover-recognizer.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { sniffImage } from './image-header.js';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MIN_DATA_URL_LENGTH, SCAN_IMAGE_MESSAGES as M } from './scan-image-limits.js';

/** A cover photo as it arrived: a data URL from a JSON body, or the bytes of a multipart field. */
export type CoverImageInput = { readonly dataUrl: string } | { readonly bytes: Uint8Array };

const DATA_URL = /^data:([^,]*),/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const invalid = (message: string) => failure<CoverImage>(AppError.validation([message]));

/** The bytes a base64 payload decodes to, counted before decoding so an oversized one is never decoded. */
const decodedLength = (payload: string) => (payload.length / 4) * 3 - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);

function fromDataUrl(dataUrl: string): Outcome<Uint8Array> {
  const head = DATA_URL.exec(dataUrl.slice(0, 200));
  if (!head || !/;base64$/i.test(head[1]) || dataUrl.length < MIN_DATA_URL_LENGTH) return failure(AppError.validation([M.malformedDataUrl]));
  const payload = dataUrl.slice(head[0].length);
  // a cut-off upload usually leaves a length that is no multiple of 4, or loses its padding
  if (payload.length % 4 !== 0) return failure(AppError.validation([M.malformedDataUrl]));
  if (decodedLength(payload) > MAX_IMAGE_BYTES) return failure(AppError.validation([M.tooLarge]));
  if (!BASE64.test(payload)) return failure(AppError.validation([M.malformedDataUrl]));
  return success(new Uint8Array(Buffer.from(payload, 'base64')));
}

/**
 * Checks a cover photo against the bounds before anything decodes it: at most 8 MB, a JPEG, PNG or
 * WebP by its magic bytes (the declared type and file name are ignored), at most 4096 × 4096
 * pixels by its header, and complete (not cut off). Each failure is a 400 with its own message.
 */
export function readCoverImage(input: CoverImageInput): Outcome<CoverImage> {
  let bytes: Uint8Array;
  if ('dataUrl' in input) {
    const decoded = fromDataUrl(input.dataUrl);
    if (!decoded.ok) return decoded;
    bytes = decoded.value;
  } else {
    bytes = input.bytes;
  }
  if (bytes.length > MAX_IMAGE_BYTES) return invalid(M.tooLarge);
  const header = sniffImage(bytes);
  if (!header) return invalid(M.notAnImage);
  if (header.width <= 0 || header.height <= 0) return invalid(M.unreadable);
  if (header.width * header.height > MAX_IMAGE_PIXELS) return invalid(M.tooManyPixels);
  if (!header.complete) return invalid(M.truncated);
  return success({ bytes, type: header.type, width: header.width, height: header.height });
}
