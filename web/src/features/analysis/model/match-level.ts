import { isMatchLevel, type MatchLevel } from '../../../../../domain/index.js';

/** Badge colour per match level: good green, decent teal, fair amber, poor red; unknown grey. */
const COLORS: Readonly<Record<MatchLevel, string>> = { good: 'sage.8', decent: 'teal.8', fair: 'yellow.9', poor: 'red.8' };
const LABELS: Readonly<Record<MatchLevel, string>> = {
  good: 'Good Match',
  decent: 'Decent Match',
  fair: 'Fair Match',
  poor: 'Poor Match',
};

export const matchColor = (level: string): string => (isMatchLevel(level) ? COLORS[level] : 'gray.7');
export const matchLabel = (level: string): string => (isMatchLevel(level) ? LABELS[level] : 'Unknown Match');
