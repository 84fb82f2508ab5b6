import { readerDisplayName } from '../../../../../domain/index.js';
import type { FamilyMember, Reader } from './types.js';

/** The readers to choose from: the account holder first, then the family members. */
export function readersOf(members: readonly FamilyMember[], ownName: string | null): Reader[] {
  return [
    { id: 'self', name: ownName ?? 'You', age: null, readingLevel: 'Adult', isSelf: true },
    ...members.map((m) => ({ id: m.id, name: m.name, age: m.age, readingLevel: m.reading_level, isSelf: false })),
  ];
}

/** How a reader is named on the reading list: 'Name (Age N)' for family members. */
export const readerLabel = (r: Reader): string => (r.isSelf ? `${r.name} (You)` : readerDisplayName(r.name, r.age));

export const MATCH_COLORS: Record<string, string> = { good: 'teal', decent: 'lime', fair: 'yellow', poor: 'red' };
export const MATCH_LABELS: Record<string, string> = { good: 'Good match', decent: 'Decent match', fair: 'Fair match', poor: 'Poor match' };
