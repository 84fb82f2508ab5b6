import type { ReadingLevel } from '../../../../../domain/index.js';

/** A first guess at the reading level from the age, which the parent can change. */
export function suggestedReadingLevel(age: number): ReadingLevel {
  if (age < 7) return 'Early Elementary';
  if (age < 11) return 'Elementary';
  if (age < 14) return 'Middle School';
  if (age < 18) return 'High School';
  return 'Adult';
}
