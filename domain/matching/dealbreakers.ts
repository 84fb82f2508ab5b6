/**
 * Dealbreakers dominate: a book's conflicts cap its match level, whatever the reader's interests.
 *
 * The rule, in plain words:
 * - A present category above the reader's tolerance is a conflict. The book is then at most `fair`:
 *   its score is held at 59 or below (the top of the fair band), so a capped book never shows the
 *   score of a better band.
 * - A present category the reader holds at zero tolerance (screened by the parent, or answered
 *   'Avoid') is a dealbreaker: the book is `poor`, its score held at 39 or below. Such a category
 *   is a conflict whenever it is present, whatever its severity ("flagged whenever present").
 * - Interests only order books that have no conflict: a book with any conflict gets no preference
 *   bonus, so no shared tag can lift it (not even within its band).
 * - Below the cap the score still falls with the content penalty, so among conflicting books the
 *   milder conflict still ranks first (one level over: 59; four levels over: 30).
 */
import { MATCH_LEVEL_MIN_SCORE } from './match-level.js';

/** How much a book's conflicts hold it back: none, above a tolerance, or at a zero tolerance. */
export type Dealbreaker = 'none' | 'above_tolerance' | 'zero_tolerance';

/** What the cap needs to know of one judged category. */
export interface ConflictView {
  readonly exceedsTolerance: boolean;
  readonly tolerance: number;
}

/** The highest score of each ceiling: 100, the top of the fair band (59), the top of the poor band (39). */
export const SCORE_CEILING: Readonly<Record<Dealbreaker, number>> = {
  none: 100,
  above_tolerance: MATCH_LEVEL_MIN_SCORE.decent - 1,
  zero_tolerance: MATCH_LEVEL_MIN_SCORE.fair - 1,
};

/**
 * The strongest conflict among judged categories: zero_tolerance beats above_tolerance beats none.
 * @example dealbreakerOf([{ exceedsTolerance: true, tolerance: 0 }]) // 'zero_tolerance'
 */
export function dealbreakerOf(facts: readonly ConflictView[]): Dealbreaker {
  const conflicts = facts.filter((f) => f.exceedsTolerance);
  if (conflicts.some((f) => f.tolerance === 0)) return 'zero_tolerance';
  return conflicts.length > 0 ? 'above_tolerance' : 'none';
}

/**
 * A raw score held under the ceiling of the book's strongest conflict, and within 0..100.
 * @example capScore(100, 'above_tolerance') // 59
 */
export const capScore = (raw: number, dealbreaker: Dealbreaker): number => Math.max(0, Math.min(SCORE_CEILING[dealbreaker], raw));
