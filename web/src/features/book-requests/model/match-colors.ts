import { isMatchLevel, toleranceLabel, type MatchLevel } from '../../../../../domain/index.js';

/** The requests' own copy of the analysis card's match colours (features share no code but the domain's). */
const COLORS: Readonly<Record<MatchLevel, string>> = { good: 'sage.8', decent: 'teal.8', fair: 'yellow.9', poor: 'red.8' };

export const matchColor = (level: string): string => (isMatchLevel(level) ? COLORS[level] : 'gray.7');
export const matchLabel = (level: string): string => (isMatchLevel(level) ? `${level[0].toUpperCase()}${level.slice(1)} Match` : 'Unknown Match');

/** 'Level 4 of 5 · Mia's comfort level: 2 (Low)': how far the book goes beyond the reader's limit. */
export const conflictDetail = (c: { level: number; limit: number }, readerName: string): string =>
  `Level ${c.level} of 5 · ${readerName}’s comfort level: ${c.limit} (${toleranceLabel(c.limit)})`;
