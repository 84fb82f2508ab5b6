import { createHash } from 'node:crypto';
import type { ReaderProfile } from '../../domain/index.js';
import type { ReaderSnapshot } from '../ports/reader-directory.port.js';

/** The domain's reader profile of a loaded reader. */
export const profileOf = (reader: ReaderSnapshot): ReaderProfile => ({
  name: reader.name,
  age: reader.age,
  tolerance: reader.tolerance as ReaderProfile['tolerance'],
  preferences: reader.preferences,
  screening: reader.screening as ReaderProfile['screening'],
});

/** A stable fingerprint of everything a match depends on, for the analysis cache key. */
export function analysisCacheKey(bookId: string, profile: ReaderProfile): string {
  const tolerance = Object.entries(profile.tolerance ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const material = JSON.stringify([bookId, profile.name, profile.age, tolerance, [...(profile.preferences ?? [])].sort(), [...(profile.screening ?? [])].sort()]);
  return createHash('sha256').update(material).digest('hex');
}
