import type { MatchLevel } from '../../../../../domain/index.js';

/** A reader the family can scan for: id ('self' or a family member's), first name, 'Name (Age N)'. */
export interface ShelfReaderChoice {
  id: string;
  name: string;
  label: string;
}

export interface ShelfConflict {
  category: string;
  label: string;
  zero_tolerance: boolean;
}

export interface ShelfVerdictView {
  reader_id: string;
  reader_name: string;
  match_level: MatchLevel;
  match_score: number;
  conflicts: ShelfConflict[];
}

/** A book on a shelf list as the server answers it (GET/POST /api/shelf-sessions…). */
export interface ShelfBookView {
  id: string;
  isbn: string;
  title: string | null;
  author: string | null;
  in_catalog: boolean;
  verdicts: ShelfVerdictView[];
  added_at: string;
}

export interface ShelfSessionSummary {
  id: string;
  reader_ids: string[];
  readers: { id: string; name: string }[];
  started_at: string;
  ended_at: string | null;
}

export interface ShelfSessionListItem extends ShelfSessionSummary {
  book_count: number;
}

export interface ShelfSessionView extends ShelfSessionSummary {
  /** Best first, for `order_for` (null: every reader side by side). */
  books: ShelfBookView[];
  order_for: string | null;
}

export interface ShelfAdded {
  book: ShelfBookView;
  duplicate: boolean;
}

/** What the page asks of shelf mode: choose the readers and start, or open a session of the history. */
export type ShelfRequest = { kind: 'choose' } | { kind: 'session'; id: string } | null;

export const SHELF_WEB_MESSAGES = {
  chooseTitle: 'Shelf mode',
  chooseIntro: 'Scan book after book at a shelf: each one joins a list with its verdict, best first.',
  readersLabel: 'Judge the books for',
  startFailed: 'Could not start shelf mode. Please try again.',
  scanHint: 'Hold each barcode in the frame: it is read by itself.',
  addFailed: 'Could not add that book. Check your connection and try again.',
  loadFailed: 'Could not load this shelf session.',
  finishFailed: 'Could not finish the session. Please try again.',
  emptyList: 'Scanned books appear here, best first.',
  typeIsbn: 'Type an ISBN instead',
  enterIsbn: 'Enter the ISBN printed above the barcode',
  finished: 'Shelf session finished. It is kept in your Library.',
  readOnly: 'This session is finished: it is kept here to read.',
  listDuplicate: 'That book is already on the reading list',
  listFailed: 'Could not add to the reading list. Please try again.',
  readCover: 'Read the cover',
  readingCover: 'Reading the cover…',
  coverNone: 'No book found on this cover. Hold the barcode in the frame, or type the ISBN.',
  coverNoIsbn: (title: string) => `We read “${title}” but have no ISBN for it yet. Scan its barcode, or type the ISBN.`,
  coverFailed: 'Could not read the cover. Try again, or scan the barcode.',
} as const;
