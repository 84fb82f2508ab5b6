import { isMatchLevel, type MatchLevel } from '../../../../../domain/index.js';

/** The reading list's own copy of the match colours (features share no code but the domain's). */
const COLORS: Readonly<Record<MatchLevel, string>> = { good: 'sage.8', decent: 'teal.8', fair: 'yellow.9', poor: 'red.8' };

export const matchBadgeColor = (level: string | undefined): string => (level && isMatchLevel(level) ? COLORS[level] : 'gray.7');
export const matchBadgeLabel = (level: string | undefined): string =>
  level && isMatchLevel(level) ? `${level[0].toUpperCase()}${level.slice(1)} Match` : 'Match not known';
