import type { Validation } from '../shared/validation.js';
import { validated } from '../shared/validation.js';
import { validateAge, type AgeFlow } from './age-bounds.js';
import { isReadingLevel, READING_LEVELS, type ReadingLevel } from './reading-levels.js';

export const FAMILY_MEMBER_MESSAGES = {
  nameRequired: 'Name is required',
  readingLevelRequired: 'Reading level is required',
  readingLevelUnknown: `Reading level must be one of: ${READING_LEVELS.join(', ')}`,
  added: 'Family member added successfully',
  updated: 'Family member updated successfully',
  removed: 'Family member removed successfully',
  valuesSaved: 'Family values saved successfully',
} as const;

export interface FamilyMemberBasics {
  readonly name: string;
  readonly age: number | null | undefined;
  readonly reading_level: string | null | undefined;
}

/**
 * Step 1 of adding a member: a non-empty name, an age within the flow's bounds (1 to 120 when
 * adding, 1 to 100 in the family quiz), and one of the reading levels.
 */
export function validateFamilyMemberBasics(
  input: FamilyMemberBasics,
  flow: AgeFlow = 'addMember',
): Validation<{ name: string; age: number; reading_level: ReadingLevel }> {
  const level = (input.reading_level ?? '').trim();
  const errors = [
    ...(input.name.trim() === '' ? [FAMILY_MEMBER_MESSAGES.nameRequired] : []),
    ...validateAge(flow, input.age),
    ...(level === '' ? [FAMILY_MEMBER_MESSAGES.readingLevelRequired] : isReadingLevel(level) ? [] : [FAMILY_MEMBER_MESSAGES.readingLevelUnknown]),
  ];
  return validated(errors, { name: input.name.trim(), age: input.age as number, reading_level: level as ReadingLevel });
}
