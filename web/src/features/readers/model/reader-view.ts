import { readerDisplayName, SELF_READER_ID } from '../../../../../domain/index.js';
import type { FamilyMember, ReaderView, ReadingProfile } from './reader.types.js';

/**
 * The account holder's reader: named from the profile, else 'You'; an adult whose age the server
 * keeps (profile `age`). For a co-parent or viewer (`holderName` given) it is the account holder's
 * reader, named for them and never "You".
 */
export function selfReaderView(ownName: string | null, profile: ReadingProfile | null | undefined, holderName: string | null = null): ReaderView {
  if (holderName !== null) {
    const holder = profile?.display_name?.trim() || profile?.first_name?.trim() || holderName;
    return {
      id: SELF_READER_ID,
      name: holder,
      age: profile?.age ?? null,
      readingLevel: 'Adult',
      isSelf: true,
      heldByOther: true,
      hasCompletedQuiz: profile?.quiz_completed === true,
      displayName: `${holder} (account holder)`,
    };
  }
  const name = profile?.display_name?.trim() || profile?.first_name?.trim() || ownName?.trim() || 'You';
  return {
    id: SELF_READER_ID,
    name,
    age: profile?.age ?? null,
    readingLevel: 'Adult',
    isSelf: true,
    hasCompletedQuiz: profile?.quiz_completed === true,
    displayName: name === 'You' ? 'You' : `${name} (You)`,
  };
}

/** A family member as a reader: 'Mia (Age 9)'. */
export function memberReaderView(member: FamilyMember): ReaderView {
  return {
    id: member.id,
    name: member.name,
    age: member.age,
    readingLevel: member.reading_level,
    isSelf: false,
    hasCompletedQuiz: member.has_completed_quiz,
    displayName: readerDisplayName(member.name, member.age),
  };
}

/** Every reader of the account: the holder first, then the members oldest first (as the API lists them). */
export const readerViews = (
  ownName: string | null,
  profile: ReadingProfile | null | undefined,
  members: readonly FamilyMember[],
  holderName: string | null = null,
): ReaderView[] => [selfReaderView(ownName, profile, holderName), ...members.map(memberReaderView)];
