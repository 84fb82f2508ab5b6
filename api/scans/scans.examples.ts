import { SCAN_IMAGE_MESSAGES } from '../../application/scans/scan-image-limits.js';

/** Answers and errors of POST /api/scans/image, for the OpenAPI document. */
const error = (code: string, message: string, ...more: string[]) => ({ code, message, errors: [message, ...more] });

export const SCAN_EXAMPLE = {
  books: [{ title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', confidence: 0.97 }],
  isbn: null,
  source: 'cover',
};
/** The photo showed a book's barcode (EAN-13 978/979): its ISBN, and the catalog's book for it. */
export const BARCODE_EXAMPLE = {
  books: [{ title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', confidence: 1 }],
  isbn: '9780064400558',
  source: 'barcode',
};
/** A barcode whose ISBN the catalog does not hold: no books, the ISBN (POST /api/books/analyze with { isbn } decides). */
export const BARCODE_UNKNOWN_EXAMPLE = { books: [], isbn: '9780439023528', source: 'barcode' };
/** The JSON schema of the 200 answer. */
export const SCAN_ANSWER_SCHEMA = {
  type: 'object',
  required: ['books', 'isbn', 'source'],
  properties: {
    books: {
      type: 'array',
      maxItems: 5,
      items: {
        type: 'object',
        required: ['title', 'author', 'confidence'],
        properties: {
          title: { type: 'string' },
          author: { type: 'string' },
          isbn: { type: 'string', nullable: true },
          confidence: { type: 'number', minimum: 0, maximum: 1 },
        },
      },
    },
    isbn: { type: 'string', nullable: true, description: "the ISBN-13 of a book's barcode in the photo (EAN-13, 978/979, valid check digit), else null" },
    source: {
      type: 'string',
      enum: ['barcode', 'cover'],
      description: "'barcode': read from the barcode, the cover was not read; 'cover': read from the cover",
    },
  },
};
export const NOT_AN_IMAGE_EXAMPLE = error('validation_failed', SCAN_IMAGE_MESSAGES.notAnImage);
export const TOO_LARGE_EXAMPLE = error('validation_failed', SCAN_IMAGE_MESSAGES.tooLarge);
export const NO_READER_EXAMPLE = error('not_found', 'Please select a family member or yourself');
export const QUOTA_EXAMPLE = error('payment_required', 'You have used all 500 free scans. Upgrade to keep scanning.');
export const BUSY_EXAMPLE = error('service_unavailable', SCAN_IMAGE_MESSAGES.busy);
export const UPSTREAM_EXAMPLE = error(
  'upstream_failed',
  SCAN_IMAGE_MESSAGES.scanFailed,
  SCAN_IMAGE_MESSAGES.scanFailedDetail,
  'The AI service did not answer in time.',
);
