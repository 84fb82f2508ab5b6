import { DEFAULT_OWN_AGE, SELF_READER_ID } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import type { FamilyMemberRow, FamilyMemberStore } from './family-member-store.port.js';
import type { ReadingProfileRow, ReadingProfileStore } from './reading-profile-store.port.js';

/** The reader whose summary is written: the own profile ('self') or one family member. */
export type SummaryReader =
  | { readonly kind: 'self'; readonly name: string; readonly age: number; readonly profile: ReadingProfileRow | null }
  | { readonly kind: 'member'; readonly member: FamilyMemberRow };

export interface SummaryReaderSources {
  readonly members: FamilyMemberStore;
  readonly profiles: ReadingProfileStore;
  readonly directory: ReaderDirectory;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * Loads the reader a summary is for, or null when `readerId` names no reader of the account. The
 * own profile is named from its quiz, then its stored names, then the account's first name; its
 * age is the one the analyses use when the sign-up birth date is known (ownReaderAge), else the
 * quiz's, else the own-quiz default (30).
 */
export async function loadSummaryReader(
  sources: SummaryReaderSources,
  readerId: string,
  actor: Actor,
  quizData?: Readonly<Record<string, unknown>>,
): Promise<SummaryReader | null> {
  if (readerId !== SELF_READER_ID) {
    const member = await sources.members.find(actor.id, readerId);
    return member ? { kind: 'member', member } : null;
  }
  const profile = await sources.profiles.get(actor.id);
  const quiz = quizData ?? profile?.quiz_data ?? {};
  const self = await sources.directory.find(actor.id, SELF_READER_ID);
  const fallbackName = text(profile?.display_name) ?? text(profile?.first_name) ?? self?.name ?? 'You';
  const age = self?.ageSource === 'birth_date' ? self.age : typeof quiz.age === 'number' && Number.isFinite(quiz.age) ? quiz.age : DEFAULT_OWN_AGE;
  return { kind: 'self', name: text(quiz.name) ?? fallbackName, age, profile };
}
