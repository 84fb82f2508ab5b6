/** The four match levels, best first, and the lowest score of each. */
export const MATCH_LEVELS = ['good', 'decent', 'fair', 'poor'] as const;
export type MatchLevel = (typeof MATCH_LEVELS)[number];

export const MATCH_LEVEL_MIN_SCORE: Readonly<Record<MatchLevel, number>> = { good: 80, decent: 60, fair: 40, poor: 0 };

/** good from 80, decent from 60, fair from 40, poor below: a monotone step function of the score. */
export const matchLevelForScore = (score: number): MatchLevel => MATCH_LEVELS.find((level) => score >= MATCH_LEVEL_MIN_SCORE[level]) ?? 'poor';

/** True for one of the four levels (a client shows anything else as unknown). */
export const isMatchLevel = (value: unknown): value is MatchLevel => typeof value === 'string' && (MATCH_LEVELS as readonly string[]).includes(value);
