/** The reading levels a parent picks from for a reader. */
export const READING_LEVELS = ['Early Elementary', 'Elementary', 'Middle School', 'High School', 'Adult'] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];

/** True for one of the five reading levels. */
export const isReadingLevel = (value: unknown): value is ReadingLevel => typeof value === 'string' && (READING_LEVELS as readonly string[]).includes(value);
