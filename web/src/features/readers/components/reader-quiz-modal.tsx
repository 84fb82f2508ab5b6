import { Modal } from '../../../components/modal.js';
import { useMediaQueryNow } from '../../../app/media-query.js';
import { useEffect, useRef, useState } from 'react';
import { useSaveReaderQuiz } from '../api/use-save-reader-quiz.js';
import { useSaveSummaryText } from '../api/use-save-summary-text.js';
import { flowOfTarget, initialAnswersOf, quizTitleOf, type QuizTarget } from '../model/quiz-target.js';
import type { QuizData } from '../model/reader.types.js';
import { readerWords, type ReaderWords } from '../model/reader-words.js';
import { HEADING_TITLE_STYLES } from './modal-styles.js';
import { GeneratingProfileDialog } from './generating-profile-dialog.js';
import { ProfileSummaryDialog } from './profile-summary-dialog.js';
import { QuizWizard } from './quiz/quiz-wizard.js';
import { skipWhileClosed } from '../../../components/skip-while-closed.js';

type Phase = { name: 'quiz' } | { name: 'generating'; words: ReaderWords } | { name: 'summary'; readerId: string; title: string; summary: string };

interface Props {
  /** Whose quiz to take; null keeps the window closed. */
  target: QuizTarget | null;
  onClose: () => void;
  /** After the summary dialog closes, with the reader whose profile was saved. */
  onFinished?: (readerId: string) => void;
}

/**
 * A quiz from start to summary: the wizard, then 'Generating profile' while the profile is written
 * and saved, then the summary dialog (editable). Closing the summary finishes.
 */
export const ReaderQuizModal = skipWhileClosed(
  function ReaderQuizModal({ target, onClose, onFinished }: Props) {
    const phone = useMediaQueryNow('(max-width: 36em)');
    const [phase, setPhase] = useState<Phase>({ name: 'quiz' });
    const saveQuiz = useSaveReaderQuiz();
    const { save: saveText, saving } = useSaveSummaryText();
    // Each opening starts a fresh quiz.
    const [runId, setRunId] = useState(0);
    // The member a failed save already created, so that trying again does not add them twice.
    const createdId = useRef<string | null>(null);
    // a new target is a new opening (adjusted while rendering; null at first, so the first opening counts)
    const [openedFor, setOpenedFor] = useState<QuizTarget | null>(null);
    if (openedFor !== target) {
      setOpenedFor(target);
      if (target) {
        setPhase({ name: 'quiz' });
        setRunId((n) => n + 1);
      }
    }
    useEffect(() => {
      if (target) createdId.current = null;
    }, [target]);

    const complete = async (quiz: QuizData) => {
      if (!target) return;
      setPhase({ name: 'generating', words: readerWords(target.kind === 'self', quiz.name) });
      const { saved, readerId } = await saveQuiz(target, quiz, createdId.current);
      createdId.current = readerId;
      // Every answer is still on screen: answering the last question again retries the save.
      if (!saved) return setPhase({ name: 'quiz' });
      const title = target.kind === 'self' ? 'Your Reading Profile' : `${quiz.name}’s Reading Profile`;
      setPhase({ name: 'summary', readerId: saved.readerId, title, summary: saved.summary });
    };

    const finish = () => {
      const readerId = phase.name === 'summary' ? phase.readerId : null;
      onClose();
      if (readerId) onFinished?.(readerId);
    };

    return (
      <>
        <Modal
          // Stays open under 'Generating profile' so a failed save keeps every answer for a retry.
          opened={target !== null && phase.name !== 'summary'}
          onClose={onClose}
          title={target ? quizTitleOf(target) : ''}
          size="lg"
          fullScreen={phone}
          zIndex={300}
          closeOnClickOutside={false}
          closeOnEscape={phase.name === 'quiz'}
          styles={HEADING_TITLE_STYLES}
        >
          {target && (
            <QuizWizard
              key={runId}
              flow={flowOfTarget(target)}
              initialAnswers={initialAnswersOf(target)}
              basicTitle={target.kind === 'member' ? `${target.member.name}’s details` : undefined}
              onCancel={onClose}
              onComplete={(quiz) => void complete(quiz)}
            />
          )}
        </Modal>
        <GeneratingProfileDialog opened={phase.name === 'generating'} words={phase.name === 'generating' ? phase.words : readerWords(true, '')} />
        <ProfileSummaryDialog
          opened={target !== null && phase.name === 'summary'}
          onClose={finish}
          title={phase.name === 'summary' ? phase.title : ''}
          summary={phase.name === 'summary' ? phase.summary : null}
          saving={saving}
          onSave={async (text) => {
            if (phase.name !== 'summary') return false;
            const ok = await saveText(phase.readerId, text);
            if (ok) setPhase({ ...phase, summary: text });
            return ok;
          }}
        />
      </>
    );
  },
  (props) => props.target !== null,
);
