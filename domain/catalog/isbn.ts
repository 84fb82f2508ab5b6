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

/** Why a number is not a book's ISBN, each with the message an admin reads. */
export const BOOK_ISBN_MESSAGES = {
  ismn: (isbn: string) => `${isbn} is an ISMN (printed music), not a book ISBN`,
  ean: (isbn: string) => `${isbn} is not an ISBN (an EAN that does not start with 978 or 979)`,
  checkDigit: (isbn: string, expected: string) => `${isbn} has a wrong check digit (expected ${expected})`,
  malformed: ISBN_MESSAGES.invalid,
} as const;

/** The 13-digit prefixes of books ('Bookland'); 979-0 among them is the ISMN of printed music. */
export const BOOK_ISBN_PREFIXES = ['978', '979'] as const;
export const ISMN_PREFIX = '9790';

export type BookIsbnProblem = 'malformed' | 'ismn' | 'not_isbn' | 'check_digit';
export type BookIsbnCheck = { readonly ok: true; readonly isbn: string } | { readonly ok: false; readonly problem: BookIsbnProblem; readonly error: string };

const refused = (problem: BookIsbnProblem, error: string): BookIsbnCheck => ({ ok: false, problem, error });

/**
 * The one rule of what an ISBN is: 10 characters (digits, X allowed last) with a valid mod-11 check,
 * or 13 digits starting 978 or 979-1..9 with a valid mod-10 check. 979-0 (an ISMN), any other EAN and
 * a wrong check digit are refused, each saying which. Hyphens and spaces are ignored; the ISBN comes
 * back normalized, at its own length.
 * @example checkBookIsbn('9790260000438') // { ok: false, problem: 'ismn', error: '9790260000438 is an ISMN (printed music), not a book ISBN' }
 */
export function checkBookIsbn(text: string): BookIsbnCheck {
  const s = normalizeIsbn(text.trim());
  if (/^\d{9}[\dX]$/.test(s)) {
    const expected = isbn10Check(s.slice(0, 9));
    return expected === s[9] ? { ok: true, isbn: s } : refused('check_digit', BOOK_ISBN_MESSAGES.checkDigit(s, expected));
  }
  if (!/^\d{13}$/.test(s)) return refused('malformed', BOOK_ISBN_MESSAGES.malformed(text));
  if (s.startsWith(ISMN_PREFIX)) return refused('ismn', BOOK_ISBN_MESSAGES.ismn(s));
  if (!BOOK_ISBN_PREFIXES.some((prefix) => s.startsWith(prefix))) return refused('not_isbn', BOOK_ISBN_MESSAGES.ean(s));
  const expected = isbn13Check(s.slice(0, 12));
  return expected === s[12] ? { ok: true, isbn: s } : refused('check_digit', BOOK_ISBN_MESSAGES.checkDigit(s, expected));
}

/** A book ISBN (checkBookIsbn) as its normalized ISBN-13, or an 'invalid_isbn' error saying why not. */
export function parseIsbn(isbn: string): Result<string, DomainError<'invalid_isbn'>> {
  const checked = checkBookIsbn(isbn);
  if (!checked.ok) return err('invalid_isbn', checked.error);
  return ok(checked.isbn.length === 13 ? checked.isbn : (isbn10To13(checked.isbn) as string));
}
