import { DEFAULT_OWN_AGE } from '../../../../../domain/index.js';
import { answersFromStored, EMPTY_ANSWERS, type QuizAnswers } from './quiz-answers.js';
import { editFlowFor, type QuizFlowKind } from './quiz-flow.js';
import type { FamilyMember, ReadingProfile } from './reader.types.js';

/** Whose quiz is being taken: a member being added, a member being edited, or the account holder. */
export type QuizTarget = { kind: 'newMember' } | { kind: 'member'; member: FamilyMember } | { kind: 'self'; name: string; profile: ReadingProfile | null };

export const flowOfTarget = (t: QuizTarget): QuizFlowKind => (t.kind === 'newMember' ? 'addMember' : t.kind === 'member' ? editFlowFor(t.member.age) : 'own');

export function initialAnswersOf(t: QuizTarget): QuizAnswers {
  if (t.kind === 'newMember') return EMPTY_ANSWERS;
  if (t.kind === 'member') return answersFromStored({ name: t.member.name, age: t.member.age, reading_level: t.member.reading_level }, t.member.quiz_data);
  return answersFromStored({ name: t.name, age: t.profile?.age ?? t.profile?.quiz_data?.age ?? DEFAULT_OWN_AGE, reading_level: 'Adult' }, t.profile?.quiz_data);
}

/** The title of the quiz window. */
export const quizTitleOf = (t: QuizTarget): string =>
  t.kind === 'newMember' ? 'Add Family Member' : t.kind === 'member' ? `Edit ${t.member.name}’s Profile` : 'Your Reading Profile';

/** A profile is 'created' the first time its quiz is finished, 'updated' after that. */
export const isFirstQuiz = (t: QuizTarget): boolean =>
  t.kind === 'newMember' || (t.kind === 'member' ? !t.member.has_completed_quiz : !t.profile?.quiz_completed);
