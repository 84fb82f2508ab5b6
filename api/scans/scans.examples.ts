import { SCAN_IMAGE_MESSAGES } from '../../application/scans/scan-image-limits.js';

/** Answers and errors of POST /api/scans/image, for the OpenAPI document. */
const error = (code: string, message: string, ...more: string[]) => ({ code, message, errors: [message, ...more] });

export const SCAN_EXAMPLE = { books: [{ title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', confidence: 0.97 }] };
export const NOT_AN_IMAGE_EXAMPLE = error('validation_failed', SCAN_IMAGE_MESSAGES.notAnImage);
export const TOO_LARGE_EXAMPLE = error('validation_failed', SCAN_IMAGE_MESSAGES.tooLarge);
export const NO_READER_EXAMPLE = error('not_found', 'Please select a family member or yourself');
export const QUOTA_EXAMPLE = error('payment_required', 'You have used all 500 free scans. Upgrade to keep scanning.');
export const BUSY_EXAMPLE = error('service_unavailable', SCAN_IMAGE_MESSAGES.busy);
export const UPSTREAM_EXAMPLE = error('upstream_failed', SCAN_IMAGE_MESSAGES.scanFailed, SCAN_IMAGE_MESSAGES.scanFailedDetail, 'The AI service did not answer in time.');
