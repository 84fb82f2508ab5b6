import type { CategoryId } from '../taxonomy/content-categories.js';
import { clampTolerance, type Tolerance } from '../taxonomy/tolerance-scale.js';
import type { ReaderProfile } from './book-facts.js';

/** The tolerance assumed for a category the reader never answered, by age band (youngest first). */
export const DEFAULT_TOLERANCE_BANDS: readonly { under: number; tolerance: Tolerance }[] = [
  { under: 8, tolerance: 1 },
  { under: 12, tolerance: 2 },
  { under: 16, tolerance: 3 },
];
/** From 16 on: High, so that only the most intense content (5) is flagged unless the reader says otherwise. */
export const ADULT_DEFAULT_TOLERANCE: Tolerance = 4;

/** 1 (Very Low) under 8, 2 (Low) under 12, 3 (Moderate) under 16, 4 (High) from 16. */
export const defaultTolerance = (age: number): Tolerance => DEFAULT_TOLERANCE_BANDS.find((band) => age < band.under)?.tolerance ?? ADULT_DEFAULT_TOLERANCE;

/** True when the parent screens the category. */
export const isScreened = (reader: ReaderProfile, category: CategoryId): boolean => (reader.screening ?? []).includes(category);

/**
 * The tolerance a category is judged against: 0 when the parent screens it, else the reader's own
 * answer (clamped to 0..5), else the age default.
 */
export function effectiveTolerance(reader: ReaderProfile, category: CategoryId): Tolerance {
  if (isScreened(reader, category)) return 0;
  const answer = reader.tolerance?.[category];
  return answer === undefined || Number.isNaN(answer) ? defaultTolerance(reader.age) : clampTolerance(answer);
}
