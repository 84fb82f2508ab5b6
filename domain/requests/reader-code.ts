import { err, ok, type DomainError, type Result } from '../shared/result.js';
import { BOOK_REQUEST_MESSAGES, READER_CODE_MIN_AGE } from './request-messages.js';

/** Letters and digits a child cannot confuse: no 0/O, no 1/I/L. */
export const READER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const READER_CODE_LENGTH = 8;

/**
 * A code as typed, reduced to what is compared: upper case, hyphens and white space dropped.
 * @example normalizeReaderCode(' abcd-efgh ') // 'ABCDEFGH'
 */
export const normalizeReaderCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** True when a normalised code has the length and only letters of the alphabet (worth looking up). */
export const isWellFormedReaderCode = (normalized: string): boolean =>
  normalized.length === READER_CODE_LENGTH && [...normalized].every((c) => READER_CODE_ALPHABET.includes(c));

/**
 * A code as shown to the parent: two groups of four.
 * @example formatReaderCode('ABCDEFGH') // 'ABCD-EFGH'
 */
export const formatReaderCode = (normalized: string): string => `${normalized.slice(0, 4)}-${normalized.slice(4)}`;

/**
 * A new code from random numbers the caller draws (the domain holds no randomness): each number
 * picks a letter of the alphabet (taken modulo its size). Exactly READER_CODE_LENGTH numbers.
 * @example readerCodeFromDraws([0, 1, 2, 3, 4, 5, 6, 7]) // '23456789'
 */
export function readerCodeFromDraws(draws: readonly number[]): string {
  if (draws.length !== READER_CODE_LENGTH || draws.some((d) => !Number.isInteger(d) || d < 0)) {
    throw new RangeError(`A reader code needs ${READER_CODE_LENGTH} whole non-negative draws`);
  }
  return draws.map((d) => READER_CODE_ALPHABET[d % READER_CODE_ALPHABET.length]).join('');
}

export type ReaderCodeAgeError = DomainError<'reader_too_young'>;

/** Whether a reader of this age may have a sign-in of their own (8 or older; no age: no). */
export function mayHaveReaderCode(age: number | null | undefined): Result<true, ReaderCodeAgeError> {
  return typeof age === 'number' && age >= READER_CODE_MIN_AGE ? ok(true) : err('reader_too_young', BOOK_REQUEST_MESSAGES.tooYoung);
}
