import { validated, type Validation } from '../shared/validation.js';
import { BOOK_REQUEST_MESSAGES as M, PARENT_NOTE_MAX, READER_NOTE_MAX, REQUEST_TEXT_MAX } from './request-messages.js';

export interface BookRequestInput {
  readonly title?: string | null;
  readonly author?: string | null;
  readonly isbn?: string | null;
  readonly note?: string | null;
}

export interface CleanBookRequest {
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  readonly readerNote: string | null;
}

const ISBN_MAX = 20;
const blankToNull = (s: string | null | undefined): string | null => (s ?? '').trim() || null;

/**
 * A reader's ask for a book: title and author required (outer spaces dropped), ISBN and note
 * optional (blank is none), every text within its length.
 * @example validateBookRequest({ title: ' Holes ', author: 'Louis Sachar' }).value // { title: 'Holes', …, isbn: null, readerNote: null }
 */
export function validateBookRequest(input: BookRequestInput): Validation<CleanBookRequest> {
  const title = (input.title ?? '').trim();
  const author = (input.author ?? '').trim();
  const isbn = blankToNull(input.isbn);
  const readerNote = blankToNull(input.note);
  const errors = [
    ...(title === '' ? [M.titleRequired] : title.length > REQUEST_TEXT_MAX ? [M.titleTooLong] : []),
    ...(author === '' ? [M.authorRequired] : author.length > REQUEST_TEXT_MAX ? [M.authorTooLong] : []),
    ...(isbn !== null && isbn.length > ISBN_MAX ? [M.isbnTooLong] : []),
    ...(readerNote !== null && readerNote.length > READER_NOTE_MAX ? [M.readerNoteTooLong] : []),
  ];
  return validated(errors, { title, author, isbn, readerNote });
}

/**
 * The parent's note on an answer: optional (blank is none), at most PARENT_NOTE_MAX characters.
 * @example validateParentNote('  ') // { ok: true, errors: [], value: null }
 */
export function validateParentNote(note: string | null | undefined): Validation<string | null> {
  const clean = blankToNull(note);
  return validated(clean !== null && clean.length > PARENT_NOTE_MAX ? [M.parentNoteTooLong] : [], clean);
}

/**
 * Whether two asks name the same book: the same title and author, any case, outer spaces ignored.
 * @example isSameRequestedBook({ title: 'Holes', author: 'Louis Sachar' }, { title: 'holes ', author: 'LOUIS SACHAR' }) // true
 */
export const isSameRequestedBook = (a: { title: string; author: string }, b: { title: string; author: string }): boolean =>
  a.title.trim().toLowerCase() === b.title.trim().toLowerCase() && a.author.trim().toLowerCase() === b.author.trim().toLowerCase();
