import type {
  AddShelfBookDto,
  ShelfAddedView,
  ShelfBookView as GeneratedShelfBookView,
  ShelfSessionView as GeneratedShelfSessionView,
  ShelfVerdictView as GeneratedShelfVerdictView,
  StartShelfSessionDto,
} from '../../../api/generated.js';

/** A reader the family can scan for: id ('self' or a family member's), first name, 'Name (Age N)'. */
export interface ShelfReaderChoice {
  id: string;
  name: string;
  label: string;
}

/** The shelf routes' shapes (/api/shelf-sessions…): the server's, generated from its OpenAPI document. */
export type ShelfVerdictView = GeneratedShelfVerdictView;
/** A book on a shelf list as the server answers it. */
export type ShelfBookView = GeneratedShelfBookView;
/** A session with its books, best first for `order_for` (null: every reader side by side). */
export type ShelfSessionView = GeneratedShelfSessionView;
export type ShelfAdded = ShelfAddedView;
/** POST /api/shelf-sessions */
export type NewShelfSession = StartShelfSessionDto;
/** POST /api/shelf-sessions/:id/books */
export type ShelfBookScan = { id: string } & AddShelfBookDto;

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
