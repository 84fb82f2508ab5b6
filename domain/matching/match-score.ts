import type { Tolerance } from '../taxonomy/tolerance-scale.js';
import { mergeContentFacts, type BookFacts, type ContentFact, type MergedFact, type ReaderProfile } from './book-facts.js';
import { effectiveTolerance, isScreened } from './default-tolerance.js';
import { capScore, dealbreakerOf, type Dealbreaker } from './dealbreakers.js';

/**
 * The scoring rule of matchBook, in plain words:
 *
 *   score = 80 + preference bonus − interest miss − content penalty, then held under the dealbreaker ceiling
 *
 * - Preference bonus: 5 points for each distinct tag the book and the reader share (case and outer
 *   spaces ignored), at most 20 — only for a book with no conflict (interests order clean books;
 *   they never lift a book past a conflict). A book with no conflicts and 4 shared interests scores 100.
 * - Interest miss: 10 points off a book with no conflict that shares none of the interests the
 *   reader listed (70: `decent`, "within the limits, not their usual kind of book"). A reader who
 *   listed no interests loses nothing. Like the bonus, it only orders books that have no conflict.
 * - Content penalty: for each category that is present and whose severity exceeds the reader's
 *   effective tolerance (0 if screened, else the reader's answer, else the age default),
 *   10 points plus 10 per level of excess. One level over costs 20, five levels over 60. A category
 *   present at zero tolerance is a conflict whatever its severity (severity 0 costs 10).
 * - Content at or under a tolerance above 0, or not present, costs nothing.
 * - Ceiling (dealbreakers.ts): with any conflict the score is at most 59 (fair at best); with a
 *   conflict at zero tolerance at most 39 (poor). Then held within 0..100.
 *
 * Monotone by construction: a higher severity, a lower tolerance or a further conflict can only add
 * penalty, drop the bonus or lower the ceiling; a further shared tag can only add bonus to a clean book.
 */
export const BASE_SCORE = 80;
export const POINTS_PER_SHARED_TAG = 5;
export const MAX_PREFERENCE_BONUS = 20;
export const PENALTY_PER_CONFLICT = 10;
export const PENALTY_PER_LEVEL_OVER = 10;
export const NO_SHARED_INTEREST_PENALTY = 10;

export type JudgedFact = MergedFact & {
  readonly tolerance: Tolerance;
  readonly screened: boolean;
  readonly exceedsTolerance: boolean;
};

export interface MatchScore {
  readonly score: number;
  /** The strongest conflict, which caps the level (see dealbreakers.ts). */
  readonly dealbreaker: Dealbreaker;
  readonly facts: JudgedFact[];
  readonly sharedTags: string[];
}

const tagKey = (tag: string) => tag.trim().toLowerCase();

/** The distinct tags the book and the reader share, in the book's order. */
export function sharedTags(bookTags: readonly string[], preferences: readonly string[]): string[] {
  const liked = new Set(preferences.map(tagKey));
  return [...new Set(bookTags.map(tagKey))].filter((tag) => tag !== '' && liked.has(tag));
}

/** Judges every fact against the reader: its effective tolerance and whether it exceeds it. */
export function judgeFacts(facts: readonly ContentFact[], reader: ReaderProfile): JudgedFact[] {
  return mergeContentFacts(facts).map((fact) => {
    const tolerance = effectiveTolerance(reader, fact.category);
    return {
      ...fact,
      tolerance,
      screened: isScreened(reader, fact.category),
      // zero tolerance: flagged whenever present, even at severity 0
      exceedsTolerance: fact.present && (fact.severity > tolerance || tolerance === 0),
    };
  });
}

/** The penalty of one judged fact: 0 unless it exceeds the tolerance (10 + 10 per level over). */
export const conflictPenalty = (fact: JudgedFact): number =>
  fact.exceedsTolerance ? PENALTY_PER_CONFLICT + PENALTY_PER_LEVEL_OVER * (fact.severity - fact.tolerance) : 0;

/** Scores a book for a reader by the rule above. */
export function scoreMatch(book: BookFacts, reader: ReaderProfile): MatchScore {
  const facts = judgeFacts(book.categories, reader);
  const shared = sharedTags(book.tags ?? [], reader.preferences ?? []);
  const dealbreaker = dealbreakerOf(facts);
  const listedInterests = (reader.preferences ?? []).some((tag) => tag.trim() !== '');
  const bonus = dealbreaker === 'none' ? Math.min(MAX_PREFERENCE_BONUS, POINTS_PER_SHARED_TAG * shared.length) : 0;
  const miss = dealbreaker === 'none' && listedInterests && shared.length === 0 ? NO_SHARED_INTEREST_PENALTY : 0;
  const penalty = facts.reduce((sum, fact) => sum + conflictPenalty(fact), 0);
  return { score: capScore(BASE_SCORE + bonus - miss - penalty, dealbreaker), dealbreaker, facts, sharedTags: shared };
}
