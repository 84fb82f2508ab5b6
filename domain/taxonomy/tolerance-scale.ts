/** The comfort scale of the quiz: 0 (avoid entirely) to 5 (any level). */
export const TOLERANCE_MIN = 0;
export const TOLERANCE_MAX = 5;

export type Tolerance = 0 | 1 | 2 | 3 | 4 | 5;

/** The label of each point of the scale, index = level. */
export const TOLERANCE_LABELS = ['Avoid/zero tolerance', 'Very Low', 'Low', 'Moderate', 'High', 'Any Level'] as const;

export type ToleranceLabel = (typeof TOLERANCE_LABELS)[number];

/** True for a whole number from 0 to 5. */
export const isTolerance = (value: unknown): value is Tolerance =>
  Number.isInteger(value) && (value as number) >= TOLERANCE_MIN && (value as number) <= TOLERANCE_MAX;

/** Brings any number onto the scale: rounded, then held within 0..5. */
export const clampTolerance = (value: number): Tolerance => Math.min(TOLERANCE_MAX, Math.max(TOLERANCE_MIN, Math.round(value))) as Tolerance;

/** The label of a level: `toleranceLabel(0)` → 'Avoid/zero tolerance'; off-scale values are clamped. */
export const toleranceLabel = (level: number): ToleranceLabel => TOLERANCE_LABELS[clampTolerance(level)];
