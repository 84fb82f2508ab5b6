/**
 * discoveryOrder: a discovery list (search results, similar books) for one reader.
 *
 * The rule, in plain words:
 * - Ranking: more relevant first (the search score, or how many tags and flags a similar book
 *   shares); among equally relevant candidates the better fit (higher match score) first; then the
 *   order the candidates came in. Relevance is never traded for fit: a better fit never passes a
 *   more relevant match.
 * - Hiding (unless `showAll`): a candidate above a category the reader holds at zero tolerance is
 *   left out. `hidden` lists those that were passed over on the way to `limit` shown candidates
 *   (all of them when fewer than `limit` remain), so "show them" adds exactly those.
 * - With `showAll`: the first `limit` candidates in ranking order, hidden ones included; `hidden`
 *   is empty.
 */
import type { ReaderFit } from './reader-fit.js';

export interface DiscoveryCandidate<T> {
  readonly item: T;
  /** Higher is more relevant. Equal numbers are equally relevant. */
  readonly relevance: number;
  readonly fit: ReaderFit;
}

export interface DiscoveryList<T> {
  readonly shown: DiscoveryCandidate<T>[];
  readonly hidden: DiscoveryCandidate<T>[];
}

/**
 * Ranks candidates for a reader and hides those above a zero-tolerance category (see the rule above).
 * @example discoveryOrder(candidates, { limit: 4, showAll: false }).hidden.length // books held back
 */
export function discoveryOrder<T>(candidates: readonly DiscoveryCandidate<T>[], options: { limit: number; showAll: boolean }): DiscoveryList<T> {
  const ranked = candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => b.candidate.relevance - a.candidate.relevance || b.candidate.fit.matchScore - a.candidate.fit.matchScore || a.index - b.index)
    .map(({ candidate }) => candidate);
  if (options.showAll) return { shown: ranked.slice(0, Math.max(0, options.limit)), hidden: [] };
  const shown: DiscoveryCandidate<T>[] = [];
  const hidden: DiscoveryCandidate<T>[] = [];
  for (const candidate of ranked) {
    if (shown.length >= options.limit) break;
    (candidate.fit.exceedsZeroTolerance ? hidden : shown).push(candidate);
  }
  return { shown, hidden };
}
