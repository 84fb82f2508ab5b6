import type { MatchLevel } from '../../../../../domain/index.js';
import type { SharedCardDto, SharedSearchHitDto } from '../../../api/generated.js';

/** GET /api/share/:token (docs/sharing.md). */
export type SharedCard = SharedCardDto;

/** GET /api/share/:token/books/search. */
export type SharedSearchHit = SharedSearchHitDto;

const COLORS: Readonly<Record<MatchLevel, string>> = { good: 'sage.8', decent: 'teal.8', fair: 'yellow.9', poor: 'red.8' };
/** The colour of a verdict, as the analysis card shows the level (grey without one). */
export const verdictColor = (level: MatchLevel | null): string => (level ? COLORS[level] : 'gray');

/** What the page says when a link does not work, by the error code. */
export const LINK_PROBLEM_TITLES: Record<string, string> = {
  share_link_expired: 'This link has expired',
  share_link_revoked: 'This link was turned off',
  share_link_not_found: 'Link not found',
};
export const SHARED_PAGE_MESSAGES = {
  loadFailed: 'The card could not be loaded. Check your connection and try again.',
  searchFailed: 'The search did not work. Please try again.',
  noMatch: 'No book in our catalog matches that. Try the exact title or the ISBN.',
  queryRequired: 'Type a title, an author or an ISBN.',
} as const;
