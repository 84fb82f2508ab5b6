/** The reading-level wording used for an age in analysis and prompts. */
export type AgeReadingLevel = 'early' | 'middle grade' | 'young adult' | 'adult';

/** The upper bound (exclusive) of each band, youngest first. */
export const AGE_READING_LEVEL_BANDS: readonly { under: number; level: AgeReadingLevel }[] = [
  { under: 8, level: 'early' },
  { under: 12, level: 'middle grade' },
  { under: 16, level: 'young adult' },
];

/** Under 8 'early', under 12 'middle grade', under 16 'young adult', otherwise 'adult'. */
export const readingLevelForAge = (age: number): AgeReadingLevel => AGE_READING_LEVEL_BANDS.find((band) => age < band.under)?.level ?? 'adult';
