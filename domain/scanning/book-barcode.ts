import { isValidIsbn13 } from '../catalog/isbn.js';

/**
 * Which decoded barcode is a book's ISBN. A book's barcode is an EAN-13 in the 'Bookland' ranges:
 * 978 and 979, whose 13 digits are the ISBN-13 itself with its check digit. Not books: 979-0 (the
 * ISMN of printed music), 977 (ISSN, magazines) and every other EAN (400… groceries, 0… UPC). An
 * ISBN-10 is never printed as a barcode, so a 10-digit text is not one either. The reader hands us
 * the barcode's text; a price add-on (EAN-5) after a space is ignored.
 */
export const BOOK_BARCODE_PREFIXES = ['978', '979'] as const;
/** 979-0 is the ISMN (printed music), not an ISBN. */
export const MUSIC_BARCODE_PREFIX = '9790';

/** The ISBN-13 a decoded EAN-13 text carries, or null when the barcode is not a book's: `bookIsbnFromBarcode('9780064400558')` → '9780064400558'. */
export function bookIsbnFromBarcode(text: string): string | null {
  const [digits] = text.trim().split(/\s+/); // always one element, '' for blank text
  if (!/^\d{13}$/.test(digits)) return null;
  if (!BOOK_BARCODE_PREFIXES.some((prefix) => digits.startsWith(prefix)) || digits.startsWith(MUSIC_BARCODE_PREFIX)) return null;
  return isValidIsbn13(digits) ? digits : null;
}

/** The first book ISBN among the texts of the barcodes a photo shows, or null: a grocery EAN beside a book's is skipped. */
export const firstBookIsbn = (texts: readonly string[]): string | null => {
  for (const text of texts) {
    const isbn = bookIsbnFromBarcode(text);
    if (isbn) return isbn;
  }
  return null;
};
