import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { SELF_READER_ID } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { buildLocalSummary } from '../model/local-summary.js';
import { READER_MESSAGES } from '../model/reader-messages.js';
import type { QuizData } from '../model/reader.types.js';
import { isFirstQuiz, type QuizTarget } from '../model/quiz-target.js';
import { useCreateFamilyMemberMutation, useSaveReadingProfileMutation, useUpdateFamilyMemberMutation, useWriteReaderSummaryMutation } from './readers.api.js';

export interface SavedQuiz {
  readerId: string;
  summary: string;
}

/** The outcome; `readerId` is set as soon as the reader exists, so a retry never adds a member twice. */
export interface SaveQuizOutcome {
  saved: SavedQuiz | null;
  readerId: string | null;
}

/**
 * After the last comfort answer: create the member (when new) or save changed basics, have the
 * server write and save the summary, and, if that fails, write the summary here and save it with the
 * quiz (the specification falls back silently). Shows 'Profile Created!' or 'Profile Updated!'.
 * `saved` is null when the profile could not be saved (a failure toast has been shown); pass the
 * outcome's `readerId` back as `existingId` to retry without creating the member again.
 */
export function useSaveReaderQuiz() {
  const [createMember] = useCreateFamilyMemberMutation();
  const [updateMember] = useUpdateFamilyMemberMutation();
  const [saveOwnProfile] = useSaveReadingProfileMutation();
  const [writeSummary] = useWriteReaderSummaryMutation();

  return useCallback(
    async (target: QuizTarget, quiz: QuizData, existingId: string | null = null): Promise<SaveQuizOutcome> => {
      // The first call names what failed: adding the member, changing their details, or (below) the profile.
      const profileFailure =
        target.kind === 'self'
          ? READER_MESSAGES.ownProfileCreateFailed
          : target.kind === 'newMember'
            ? READER_MESSAGES.memberProfileCreateFailed
            : READER_MESSAGES.profileSaveFailed;
      let readerId: string = SELF_READER_ID;
      try {
        const basics = { name: quiz.name, age: quiz.age, reading_level: quiz.reading_level };
        if (target.kind === 'newMember' && existingId === null) {
          readerId = (await createMember(basics).unwrap()).id;
          notifications.show({ color: 'sage.8', message: READER_MESSAGES.memberAdded });
        } else if (target.kind !== 'self') {
          readerId = existingId ?? (target.kind === 'member' ? target.member.id : SELF_READER_ID);
          await updateMember({ id: readerId, changes: basics }).unwrap();
        }
      } catch (error) {
        const title = target.kind === 'newMember' ? READER_MESSAGES.addMemberFailed : READER_MESSAGES.updateMemberFailed;
        notifications.show({ color: 'red', title, message: apiErrorMessage(error as never) ?? 'Please try again.' });
        return { saved: null, readerId: existingId };
      }

      let summary: string;
      try {
        summary = (await writeSummary({ reader_id: readerId, quizData: quiz }).unwrap()).summary;
      } catch {
        // The AI service (or the call) failed: write the summary here and save it with the quiz.
        summary = buildLocalSummary(quiz);
        try {
          const tolerance = quiz.content_tolerance;
          if (readerId === SELF_READER_ID) {
            await saveOwnProfile({ quiz_data: quiz, quiz_completed: true, reading_filter: summary, content_tolerance: tolerance }).unwrap();
          } else {
            await updateMember({
              id: readerId,
              changes: { quiz_data: quiz, ai_summary: summary, has_completed_quiz: true, content_tolerance: tolerance },
            }).unwrap();
          }
        } catch (error) {
          notifications.show({ color: 'red', title: profileFailure, message: apiErrorMessage(error as never) ?? 'Please try again.' });
          return { saved: null, readerId };
        }
      }

      const created = isFirstQuiz(target);
      // Shown as the summary dialog opens over the quiz (full screen on a phone): the parent is
      // reading that dialog, so the confirmation stays 10 s rather than Mantine's 4 (as the other
      // toasts that must not be missed do). At 4 s it had often gone before the parent, or the
      // browser test, looked for it once the summary was up.
      notifications.show({
        autoClose: 10_000,
        color: 'sage.8',
        title: created ? READER_MESSAGES.profileCreated : READER_MESSAGES.profileUpdated,
        message: readerId === SELF_READER_ID ? 'Your reading profile is ready.' : `${quiz.name}’s reading profile is ready.`,
      });
      return { saved: { readerId, summary }, readerId };
    },
    [createMember, updateMember, saveOwnProfile, writeSummary],
  );
}
