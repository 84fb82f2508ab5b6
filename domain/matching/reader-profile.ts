import { DEFAULT_OWN_AGE } from '../readers/default-ages.js';
import { toCategoryId } from '../taxonomy/category-resolver.js';
import type { CategoryId } from '../taxonomy/content-categories.js';
import { clampTolerance } from '../taxonomy/tolerance-scale.js';
import type { ReaderProfile } from './book-facts.js';

/** A stored reader (family member or own profile) as the store holds it: quiz data is free JSON. */
export interface StoredReader {
  readonly name: string;
  readonly age?: number | null;
  readonly quiz_data?: unknown;
  readonly content_tolerance?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Tolerance keys of any vocabulary onto canonical ids; two keys for one id keep the lower (stricter) value. */
function toleranceMap(...sources: unknown[]): Partial<Record<CategoryId, number>> {
  const result: Partial<Record<CategoryId, number>> = {};
  for (const source of sources.filter(isRecord)) {
    for (const [key, value] of Object.entries(source)) {
      const id = toCategoryId(key);
      if (id === null || typeof value !== 'number' || Number.isNaN(value)) continue;
      result[id] = Math.min(result[id] ?? Number.POSITIVE_INFINITY, clampTolerance(value));
    }
  }
  return result;
}

/**
 * The profile a book is judged against, read from a stored reader: the tolerance map (the row's
 * `content_tolerance`, else the quiz's), the screening list and the preference tags of the quiz.
 * Unknown keys are ignored; a missing age is the scan default (25).
 */
export function readerProfileFromStored(reader: StoredReader, fallbackAge: number = DEFAULT_OWN_AGE): ReaderProfile {
  const quiz = isRecord(reader.quiz_data) ? reader.quiz_data : {};
  const rowTolerance = isRecord(reader.content_tolerance) && Object.keys(reader.content_tolerance).length > 0 ? reader.content_tolerance : undefined;
  const preferences = isRecord(quiz.book_preferences) ? Object.values(quiz.book_preferences).flatMap(strings) : [];
  const screening = strings(quiz.content_screening)
    .map(toCategoryId)
    .filter((id): id is CategoryId => id !== null);
  return {
    name: reader.name,
    age: reader.age ?? fallbackAge,
    tolerance: toleranceMap(rowTolerance ?? quiz.content_tolerance),
    preferences: [...new Set(preferences)],
    screening: [...new Set(screening)],
  };
}
