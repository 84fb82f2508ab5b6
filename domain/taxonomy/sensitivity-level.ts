/** How sensitive a reader's screening is, from how many categories they screen and their extra notes. */
export const SENSITIVITY_LEVELS = ['Low', 'Moderate', 'High', 'Maximum'] as const;

export type SensitivityLevel = (typeof SENSITIVITY_LEVELS)[number];

/** The thresholds, strictest first: a level applies at this many categories or more than this many characters. */
export const SENSITIVITY_THRESHOLDS: readonly { level: SensitivityLevel; categories: number; textOver: number }[] = [
  { level: 'Maximum', categories: 10, textOver: 100 },
  { level: 'High', categories: 6, textOver: 50 },
  { level: 'Moderate', categories: 3, textOver: Number.POSITIVE_INFINITY },
];

/**
 * Maximum at 10+ categories or extra text over 100 characters; High at 6+ or over 50; Moderate at
 * 3+; otherwise Low. The extra text is measured after trimming.
 * @example sensitivityLevel(['violence', 'profanity', 'horror'], '') // 'Moderate'
 */
export const sensitivityLevel = (categories: readonly string[] | number, extraText?: string | null): SensitivityLevel => {
  const count = typeof categories === 'number' ? categories : categories.length;
  const textLength = (extraText ?? '').trim().length;
  const hit = SENSITIVITY_THRESHOLDS.find((t) => count >= t.categories || textLength > t.textOver);
  return hit ? hit.level : 'Low';
};
