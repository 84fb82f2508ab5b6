/**
 * readerFit: how a catalog book fits one reader, in the few words a discovery list shows (search
 * results, similar books). It is matchBook's judgement, reduced: the level and score, the
 * categories above the reader's comfort level, and whether one of them is a category the reader
 * holds at zero tolerance. Zero tolerance is the effective tolerance matchBook judges against: the
 * reader's comfort answer 0 ('Avoid'), or a category the parent screens (judged at 0 as well).
 * Such a book is hidden from discovery lists by default (see discovery-order.ts).
 */
import type { CategoryId } from '../taxonomy/content-categories.js';
import type { BookFacts, ReaderProfile } from './book-facts.js';
import { matchBook } from './match-book.js';
import type { MatchLevel } from './match-level.js';

/** One category of the book above the reader's comfort level. */
export interface FitConflict {
  readonly category: CategoryId;
  readonly label: string;
  /** True when the reader's effective tolerance for it is 0 (answered 'Avoid', or screened). */
  readonly zeroTolerance: boolean;
}

export interface ReaderFit {
  readonly matchLevel: MatchLevel;
  readonly matchScore: number;
  /** In canonical category order. */
  readonly conflicts: readonly FitConflict[];
  /** A present category the reader holds at zero tolerance: the book is hidden by default. */
  readonly exceedsZeroTolerance: boolean;
}

/**
 * The reader's fit of a book, from matchBook on its facts.
 * @example readerFit(hungerGamesFacts, { name: 'Mia', age: 8, tolerance: { violence: 0 } }).exceedsZeroTolerance // true
 */
export function readerFit(facts: BookFacts, reader: ReaderProfile): ReaderFit {
  const match = matchBook(facts, reader);
  const conflicts = match.contentConsiderations
    .filter((c) => c.exceedsTolerance)
    .map((c) => ({ category: c.category, label: c.label, zeroTolerance: c.tolerance === 0 }));
  return { matchLevel: match.matchLevel, matchScore: match.matchScore, conflicts, exceedsZeroTolerance: conflicts.some((c) => c.zeroTolerance) };
}
