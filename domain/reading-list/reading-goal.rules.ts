/**
 * The reading-goal rules (beyond the specification, issue 8): a target of 1 to 1000 books for a
 * year from 2000 to 2100, completions counted by their UTC date; messages beside the numbers.
 */
export const READING_GOAL_TARGET = { min: 1, max: 1000 } as const;
export const READING_GOAL_YEARS = { min: 2000, max: 2100 } as const;

export const READING_GOAL_MESSAGES = {
  target: `Target must be a whole number from ${READING_GOAL_TARGET.min} to ${READING_GOAL_TARGET.max}`,
  year: `Year must be a whole number from ${READING_GOAL_YEARS.min} to ${READING_GOAL_YEARS.max}`,
} as const;

const within = (n: number, bounds: { min: number; max: number }) => Number.isInteger(n) && n >= bounds.min && n <= bounds.max;

/** Messages for a target, empty when it is a whole number of books from 1 to 1000. */
export const readingGoalTargetErrors = (target: number): string[] => (within(target, READING_GOAL_TARGET) ? [] : [READING_GOAL_MESSAGES.target]);

/** Messages for a goal year, empty when it is a whole year from 2000 to 2100. */
export const readingGoalYearErrors = (year: number): string[] => (within(year, READING_GOAL_YEARS) ? [] : [READING_GOAL_MESSAGES.year]);

/** The UTC bounds [from, to) of a calendar year: completions are counted by their UTC date. */
export const yearBounds = (year: number): { from: Date; to: Date } => ({ from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) });
