import { createHash } from 'node:crypto';
import type { ReaderProfile } from '../../domain/index.js';
import type { ReaderSnapshot } from '../ports/reader-directory.port.js';

/** The domain's reader profile of a loaded reader. */
export const profileOf = (reader: ReaderSnapshot): ReaderProfile => ({
  name: reader.name,
  age: reader.age,
  tolerance: reader.tolerance,
  preferences: reader.preferences,
  screening: reader.screening as ReaderProfile['screening'],
});

/** Bumped when the shape of a cached analysis changes, so old entries are never served. */
// 3: similar books filtered and ranked for the reader (hiddenRelatedBooks, fit)
// 4: dealbreakers cap the level, ratings provenance, not-rated categories (issue #18)
// 5: bookTags (the facts an offline device re-scores with, issue 25)
export const ANALYSIS_CACHE_VERSION = 5;

/**
 * The analysis cache key: the book (its catalog id and row version, so an admin's fix is seen at
 * once) and a fingerprint of everything matchBook reads from the reader. The name is part of it
 * because the reasons and alerts are worded with it; key order and list order do not matter.
 */
export function analysisCacheKey(book: { id: string; version: string }, profile: ReaderProfile): string {
  const tolerance = Object.entries(profile.tolerance ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const material = JSON.stringify([
    ANALYSIS_CACHE_VERSION,
    book.id,
    book.version,
    profile.name.trim(),
    profile.age,
    tolerance,
    [...new Set(profile.preferences ?? [])].sort(),
    [...new Set(profile.screening ?? [])].sort(),
  ]);
  return createHash('sha256').update(material).digest('hex');
}
