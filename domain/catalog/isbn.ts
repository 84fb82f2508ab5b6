import { err, ok, type DomainError, type Result } from '../shared/result.js';

/** ISBN-10 and ISBN-13 checksums and conversion between them. */
export const ISBN_MESSAGES = {
  invalid: (isbn: string) => `"${isbn}" is not a valid ISBN-10 or ISBN-13`,
} as const;

/** Removes hyphens and spaces and upper-cases an ISBN-10 check 'x': '0-306-40615-2' → '0306406152'. */
export const normalizeIsbn = (isbn: string): string => isbn.replace(/[\s-]/g, '').toUpperCase();

const digits = (s: string) => [...s].map(Number);

/** The check character of the first 9 digits of an ISBN-10 (weights 10..2, mod 11; 10 is 'X'). */
const isbn10Check = (first9: string): string => {
  const sum = digits(first9).reduce((acc, d, i) => acc + d * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
};

/** The check digit of the first 12 digits of an ISBN-13 (weights 1, 3 alternating, mod 10). */
const isbn13Check = (first12: string): string => {
  const sum = digits(first12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
};

/** True for a valid ISBN-10 (hyphens and spaces allowed): `isValidIsbn10('0-306-40615-2')` → true. */
export const isValidIsbn10 = (isbn: string): boolean => {
  const s = normalizeIsbn(isbn);
  return /^\d{9}[\dX]$/.test(s) && isbn10Check(s.slice(0, 9)) === s[9];
};

/** True for a valid ISBN-13 (hyphens and spaces allowed): `isValidIsbn13('978-0-306-40615-7')` → true. */
export const isValidIsbn13 = (isbn: string): boolean => {
  const s = normalizeIsbn(isbn);
  return /^\d{13}$/.test(s) && isbn13Check(s.slice(0, 12)) === s[12];
};

/** True for a valid ISBN of either length. */
export const isValidIsbn = (isbn: string): boolean => isValidIsbn10(isbn) || isValidIsbn13(isbn);

/** The ISBN-13 of a valid ISBN-10 (978 prefix), or null when the input is not a valid ISBN-10. */
export const isbn10To13 = (isbn: string): string | null => {
  if (!isValidIsbn10(isbn)) return null;
  const first12 = `978${normalizeIsbn(isbn).slice(0, 9)}`;
  return first12 + isbn13Check(first12);
};

/** The ISBN-10 of a valid 978-prefixed ISBN-13, or null (979 ISBNs have no ISBN-10). */
export const isbn13To10 = (isbn: string): string | null => {
  const s = normalizeIsbn(isbn);
  if (!isValidIsbn13(s) || !s.startsWith('978')) return null;
  const first9 = s.slice(3, 12);
  return first9 + isbn10Check(first9);
};

/** Any valid ISBN as its normalized ISBN-13, or an 'invalid_isbn' error. */
export function parseIsbn(isbn: string): Result<string, DomainError<'invalid_isbn'>> {
  const s = normalizeIsbn(isbn);
  if (isValidIsbn13(s)) return ok(s);
  const converted = isbn10To13(s);
  return converted === null ? err('invalid_isbn', ISBN_MESSAGES.invalid(isbn)) : ok(converted);
}
