import type { RatePolicy } from '../ports/rate-limiter.port.js';

/** The bounds of a cover photo and the messages that name them, kept together so they never disagree. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** 4096 × 4096: a phone photo scaled by the web client (2048 px) is far below it; decoding stays under ~70 MB. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
/** A data URL shorter than this holds no photo (the specification's "shorter than 100 characters is invalid"). */
export const MIN_DATA_URL_LENGTH = 100;
/**
 * Cover reads per account: reading a photo costs real work (OCR, or a paid vision call) even when
 * no scan is taken, so a free account cannot read covers without end. A family in a bookshop scans
 * far fewer than 40 covers in 10 minutes.
 */
export const SCAN_IMAGE_RATE: RatePolicy = { name: 'scan-image', points: 40, durationSeconds: 10 * 60 };
/** The form name in `Too many {form} attempts. Please wait {n} minutes.` */
export const SCAN_IMAGE_FORM = 'scan';

const megabytes = MAX_IMAGE_BYTES / (1024 * 1024);
const megapixels = Math.round(MAX_IMAGE_PIXELS / 1e5) / 10;

export const SCAN_IMAGE_MESSAGES = {
  imageRequired: 'Please add a photo of the book cover (imageDataUrl or the multipart field image)',
  twoImages: 'Please send one photo: either imageDataUrl or the multipart field image, not both',
  malformedDataUrl: 'The image is not a valid data URL (data:image/...;base64,...); it may have been cut off',
  notAnImage: 'The file is not a JPEG, PNG or WebP image',
  tooLarge: `The image is larger than ${megabytes} MB. Please use a smaller photo.`,
  tooManyPixels: `The image has more than ${megapixels} megapixels (4096 × 4096). Please use a smaller photo.`,
  truncated: 'The image is incomplete: it looks cut off. Please try again.',
  unreadable: 'The image could not be read. Please try again with a different photo.',
  busy: 'Cover scanning is busy right now. Please try again in a moment.',
  scanFailed: 'Scanning failed',
  scanFailedDetail: 'Please try again with a different photo',
} as const;
