import type { Tolerance } from '../taxonomy/tolerance-scale.js';
import { mergeContentFacts, type BookFacts, type ContentFact, type MergedFact, type ReaderProfile } from './book-facts.js';
import { effectiveTolerance, isScreened } from './default-tolerance.js';

/**
 * The scoring rule of matchBook, in plain words:
 *
 *   score = 80 + preference bonus − content penalty, held within 0..100
 *
 * - Preference bonus: 5 points for each distinct tag the book and the reader share (case and outer
 *   spaces ignored), at most 20. A book with no conflicts and 4 shared interests scores 100.
 * - Content penalty: for each category that is present and whose severity exceeds the reader's
 *   effective tolerance (0 if screened, else the reader's answer, else the age default),
 *   10 points plus 10 per level of excess. One level over costs 20, five levels over 60.
 * - Content at or under the tolerance, or not present, costs nothing.
 *
 * Monotone by construction: a higher severity or a lower tolerance can only add excess, hence
 * penalty; a further shared tag can only add bonus; clamping keeps both orders.
 */
export const BASE_SCORE = 80;
export const POINTS_PER_SHARED_TAG = 5;
export const MAX_PREFERENCE_BONUS = 20;
export const PENALTY_PER_CONFLICT = 10;
export const PENALTY_PER_LEVEL_OVER = 10;

export type JudgedFact = MergedFact & {
  readonly tolerance: Tolerance;
  readonly screened: boolean;
  readonly exceedsTolerance: boolean;
};

export interface MatchScore {
  readonly score: number;
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
      exceedsTolerance: fact.present && fact.severity > tolerance,
    };
  });
}

/** The penalty of one judged fact: 0 unless it exceeds the tolerance. */
export const conflictPenalty = (fact: JudgedFact): number =>
  fact.exceedsTolerance ? PENALTY_PER_CONFLICT + PENALTY_PER_LEVEL_OVER * (fact.severity - fact.tolerance) : 0;

/** Scores a book for a reader by the rule above. */
export function scoreMatch(book: BookFacts, reader: ReaderProfile): MatchScore {
  const facts = judgeFacts(book.categories, reader);
  const shared = sharedTags(book.tags ?? [], reader.preferences ?? []);
  const bonus = Math.min(MAX_PREFERENCE_BONUS, POINTS_PER_SHARED_TAG * shared.length);
  const penalty = facts.reduce((sum, fact) => sum + conflictPenalty(fact), 0);
  return { score: Math.min(100, Math.max(0, BASE_SCORE + bonus - penalty)), facts, sharedTags: shared };
}
