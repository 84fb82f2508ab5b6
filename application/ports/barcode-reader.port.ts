import type { CoverImage } from './cover-recognizer.port.js';

/**
 * Reads the EAN-13 barcodes a photo shows (the back of a book): their texts as decoded, in the
 * order found; empty when there is none, or when the reader cannot decode this image format
 * (then the cover is read instead). Which text is a book's ISBN is the domain's rule
 * (`firstBookIsbn`), not the reader's. Nothing is written anywhere; the photo is not kept.
 */
export interface BarcodeReader {
  readEan13(image: CoverImage): Promise<string[]>;
}
export const BARCODE_READER = Symbol('BARCODE_READER');
