import type { ComfortLine, MatchLevel } from '../../domain/index.js';

/** A book of the reader's list as a card shows it: no dates, no status, only the verdict. */
export interface SharedCardBook {
  readonly title: string;
  readonly author: string;
  /** Null when the catalog does not know the book (no verdict without its ratings). */
  readonly match_level: MatchLevel | null;
  readonly match_score: number | null;
  readonly verdict: string;
}

/**
 * A reader's card, everything a link shows: the first name, the comfort levels in plain words and
 * the reading list with verdicts. Nothing else of the account or the reader (no age, no surname,
 * no ids, no email).
 */
export interface SharedCard {
  readonly first_name: string;
  /** When the link stops working. */
  readonly expires_at: string;
  readonly comfort: readonly ComfortLine[];
  /** Newest first, at most SHARED_CARD_BOOKS_MAX. */
  readonly books: readonly SharedCardBook[];
  /** How many books the list holds (more than `books` when it was cut). */
  readonly books_total: number;
}

/** Books a card lists (the newest); the total is still given. */
export const SHARED_CARD_BOOKS_MAX = 100;
