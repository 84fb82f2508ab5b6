import type { MatchLevel } from '../matching/match-level.js';

/**
 * Shelf mode (issue 25 part 4): at a bookshop or library shelf, a parent scans book after book
 * without leaving the camera. Each book joins one shelf session with its verdict for each reader
 * the session is for; the list is read best first.
 */

/** How many books one shelf session holds: more than a parent scans at one shelf, few enough to read. */
export const SHELF_SESSION_MAX_BOOKS = 60;
/** How many readers one session judges side by side (a family's readers fit a phone's width). */
export const SHELF_SESSION_MAX_READERS = 6;

export const SHELF_MESSAGES = {
  full: `This shelf session holds ${SHELF_SESSION_MAX_BOOKS} books. Finish it and start a new one to keep scanning.`,
  duplicate: 'Already on this shelf',
  notInCatalog: 'Not in our catalog yet: open it to analyse it, or ask us to add it',
  noReaders: 'Choose at least one reader for this shelf',
  tooManyReaders: `A shelf session can judge at most ${SHELF_SESSION_MAX_READERS} readers at once`,
  notFound: 'Shelf session not found',
  ended: 'This shelf session has ended. Start a new one to keep scanning.',
  badIsbn: 'That barcode is not a book ISBN',
} as const;

/** One reader's verdict on one shelf book. */
export interface ShelfVerdict {
  readonly readerId: string;
  readonly matchLevel: MatchLevel;
  readonly matchScore: number;
}

/** A book on the shelf list: its verdicts (empty when the catalog does not hold it yet). */
export interface ShelfBook {
  readonly isbn: string;
  readonly inCatalog: boolean;
  readonly verdicts: readonly ShelfVerdict[];
  /** When it was scanned (ISO 8601): newer first among equals. */
  readonly addedAt: string;
}

/** Whether one more scan may join the session: a book already on it is not added twice. */
export type ShelfAdmission = { readonly kind: 'add' } | { readonly kind: 'duplicate' } | { readonly kind: 'full'; readonly message: string };

export function admitToShelf(books: readonly Pick<ShelfBook, 'isbn'>[], isbn: string): ShelfAdmission {
  if (books.some((book) => book.isbn === isbn)) return { kind: 'duplicate' };
  if (books.length >= SHELF_SESSION_MAX_BOOKS) return { kind: 'full', message: SHELF_MESSAGES.full };
  return { kind: 'add' };
}

/** The readers a session is for: at least one, at most SHELF_SESSION_MAX_READERS, each once, in the order chosen. */
export function shelfReaders(ids: readonly string[]): { ok: true; value: string[] } | { ok: false; message: string } {
  const unique = [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
  if (unique.length === 0) return { ok: false, message: SHELF_MESSAGES.noReaders };
  if (unique.length > SHELF_SESSION_MAX_READERS) return { ok: false, message: SHELF_MESSAGES.tooManyReaders };
  return { ok: true, value: unique };
}

/**
 * The book's standing for the list's order: for one reader, that reader's score; for every reader
 * side by side, the lowest of their scores (the book that fits everyone best comes first, and one
 * reader's dealbreaker pulls it down for the family). A book without verdicts stands below every
 * judged book.
 */
function standing(book: ShelfBook, readerId: string | null): number {
  const scores = book.verdicts.filter((v) => readerId === null || v.readerId === readerId).map((v) => v.matchScore);
  return scores.length === 0 ? -1 : Math.min(...scores);
}

/**
 * The shelf list, best first: by the standing above (`readerId` null: every reader), then by the
 * sum of all readers' scores, then the newest scan first. Books the catalog does not hold come last.
 */
export function shelfOrder<B extends ShelfBook>(books: readonly B[], readerId: string | null): B[] {
  const total = (book: ShelfBook) => book.verdicts.reduce((sum, v) => sum + v.matchScore, 0);
  return [...books].sort((a, b) => standing(b, readerId) - standing(a, readerId) || total(b) - total(a) || b.addedAt.localeCompare(a.addedAt));
}
