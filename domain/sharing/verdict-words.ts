import type { MatchLevel } from '../matching/match-level.js';

/** What a card says of a book at each match level (the app's badges, said for someone without it). */
export const VERDICT_WORDS: Readonly<Record<MatchLevel, string>> = {
  good: 'Good fit',
  decent: 'Fine: within the limits',
  fair: 'Check first: above a comfort level',
  poor: 'Not a fit: content the parent rules out',
};

/** Said of a book that is not in the catalog (no verdict can be given without its ratings). */
export const NO_VERDICT_WORDS = 'No verdict: not in our catalog yet';

/**
 * The verdict of a book in a few words, or the "no verdict" words when it is not known.
 * @example verdictWords('poor') // 'Not a fit: content the parent rules out'
 */
export const verdictWords = (level: MatchLevel | null): string => (level === null ? NO_VERDICT_WORDS : VERDICT_WORDS[level]);
