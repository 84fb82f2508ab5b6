import { checkBookIsbn } from '../catalog/isbn.js';

/**
 * Which decoded barcode is a book's ISBN. A book's barcode is an EAN-13 in the 'Bookland' ranges:
 * 978 and 979, whose 13 digits are the ISBN-13 itself with its check digit. Not books: 979-0 (the
 * ISMN of printed music), 977 (ISSN, magazines) and every other EAN (400… groceries, 0… UPC). An
 * ISBN-10 is never printed as a barcode, so a 10-digit text is not one either. The reader hands us
 * the barcode's text; a price add-on (EAN-5) after a space is ignored.
 */
/** The ISBN-13 a decoded EAN-13 text carries, or null when the barcode is not a book's: `bookIsbnFromBarcode('9780064400558')` → '9780064400558'. */
export function bookIsbnFromBarcode(text: string): string | null {
  const [digits] = text.trim().split(/\s+/); // always one element, '' for blank text
  if (!/^\d{13}$/.test(digits)) return null; // a barcode is 13 digits: no ISBN-10, no hyphens
  return checkBookIsbn(digits).ok ? digits : null; // the one ISBN rule (catalog/isbn.ts)
}

/** The first book ISBN among the texts of the barcodes a photo shows, or null: a grocery EAN beside a book's is skipped. */
export const firstBookIsbn = (texts: readonly string[]): string | null => {
  for (const text of texts) {
    const isbn = bookIsbnFromBarcode(text);
    if (isbn) return isbn;
  }
  return null;
};
