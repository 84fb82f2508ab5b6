import type { BookMatch } from '../matching/match-book.js';

/** One content category above the reader's comfort level, as the parent's request list shows it. */
export interface RequestConflict {
  readonly category: string;
  readonly label: string;
  /** The book's level in the category (0..5). */
  readonly level: number;
  /** The reader's comfort level in it (0..5). */
  readonly limit: number;
}

/** The match a parent sees beside a request. */
export interface RequestMatch {
  readonly match_level: string;
  readonly match_score: number;
  readonly conflicts: readonly RequestConflict[];
}

/**
 * The parent's summary of matchBook's judgement: level, score and every category above tolerance.
 * @example requestMatch(matchBook(facts, reader)).conflicts // [{ category: 'violence', label: 'Violence', level: 3, limit: 1 }]
 */
export const requestMatch = (match: BookMatch): RequestMatch => ({
  match_level: match.matchLevel,
  match_score: match.matchScore,
  conflicts: match.contentConsiderations
    .filter((c) => c.exceedsTolerance)
    .map((c) => ({ category: c.category, label: c.label, level: c.severity, limit: c.tolerance })),
});
