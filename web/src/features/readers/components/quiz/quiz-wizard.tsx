import { Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { QUIZ_AUTO_ADVANCE_MS, QUIZ_COMFORT_QUESTIONS } from '../../../../../../domain/index.js';
import { buildQuizData, type QuizAnswers } from '../../model/quiz-answers.js';
import { QUIZ_FLOWS, quizAge, quizProgress, quizScreens, type QuizFlowKind } from '../../model/quiz-flow.js';
import { pairQuestionsFor, type PairAnswer } from '../../model/pair-questions.js';
import type { QuizData } from '../../model/reader.types.js';
import { readerWords } from '../../model/reader-words.js';
import { BasicInfoStep } from './basic-info-step.js';
import { CharacterStep } from './character-step.js';
import { ComfortStep } from './comfort-step.js';
import { PairChoiceStep } from './pair-choice-step.js';
import { PreferencesStep } from './preferences-step.js';
import { QuizProgress } from './quiz-progress.js';

export interface QuizWizardProps {
  flow: QuizFlowKind;
  initialAnswers: QuizAnswers;
  /** The title of the basic-info step ('Who’s reading?', 'Edit Mia’s details'). */
  basicTitle?: string;
  /** Called once, after the last comfort answer's pause, with the finished quiz. */
  onComplete: (quiz: QuizData) => void;
  /** Back from the first screen. */
  onCancel: () => void;
}

/**
 * The one quiz engine behind every flow: basic info, preferences, the pair questions, favourite
 * character, then the 20 comfort questions. Pair answers move on after 300 ms and comfort answers
 * after 400 ms, long enough to see the choice register; Back on a first question returns to the
 * step before it (on the very first screen it cancels).
 */
export function QuizWizard({ flow: flowKind, initialAnswers, basicTitle, onComplete, onCancel }: QuizWizardProps) {
  const flow = QUIZ_FLOWS[flowKind];
  const [answers, setAnswers] = useState<QuizAnswers>(initialAnswers);
  const [position, setPosition] = useState(0);
  const [locked, setLocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const age = quizAge(flow, answers.age);
  const screens = useMemo(() => quizScreens(flow, age), [flow, age]);
  const pairs = useMemo(() => pairQuestionsFor(age), [age]);
  const screen = screens[position] ?? screens[0];
  const words = readerWords(flowKind === 'own', answers.name);
  const progress = quizProgress(flow, screens, position);

  const patch = (changes: Partial<QuizAnswers>) => setAnswers((a) => ({ ...a, ...changes }));
  const next = () => setPosition((p) => Math.min(p + 1, screens.length - 1));
  const back = () => (position === 0 ? onCancel() : setPosition((p) => p - 1));
  const backLabel = position === 0 ? 'Cancel' : 'Back';

  /** Shows the choice for a moment, then moves on (or finishes after the last screen). */
  const advanceAfter = (delay: number, updated: QuizAnswers) => {
    setLocked(true);
    timer.current = window.setTimeout(() => {
      setLocked(false);
      if (position < screens.length - 1) return setPosition(position + 1);
      onComplete(buildQuizData(updated));
    }, delay);
  };

  const answerPair = (index: number, answer: PairAnswer) => {
    const updatedPairs = [...answers.pairs];
    updatedPairs[index] = answer;
    const updated = { ...answers, pairs: updatedPairs };
    setAnswers(updated);
    advanceAfter(QUIZ_AUTO_ADVANCE_MS.pair, updated);
  };

  const answerComfort = (id: string, level: number) => {
    const updated = { ...answers, comfort: { ...answers.comfort, [id]: level } };
    setAnswers(updated);
    advanceAfter(QUIZ_AUTO_ADVANCE_MS.comfort, updated);
  };

  return (
    <Stack gap="lg">
      <QuizProgress {...progress} />
      {screen.stage === 'basic' && (
        <BasicInfoStep
          value={answers}
          ageFlow={flow.ageFlow}
          title={basicTitle ?? 'Who’s reading?'}
          backLabel={backLabel}
          onBack={back}
          onContinue={(basics) => {
            patch(basics);
            next();
          }}
        />
      )}
      {screen.stage === 'preferences' && (
        <PreferencesStep
          value={answers.loved_books}
          words={words}
          backLabel={backLabel}
          onBack={back}
          onNext={(loved_books) => {
            patch({ loved_books });
            next();
          }}
        />
      )}
      {screen.stage === 'pairs' && pairs[screen.index] && (
        <PairChoiceStep
          key={pairs[screen.index].id}
          question={pairs[screen.index]}
          answer={answers.pairs[screen.index]}
          locked={locked}
          onBack={back}
          onAnswer={(a) => answerPair(screen.index, a)}
        />
      )}
      {screen.stage === 'character' && (
        <CharacterStep
          value={answers}
          words={words}
          onBack={back}
          onNext={(v) => {
            patch(v);
            next();
          }}
        />
      )}
      {screen.stage === 'comfort' && QUIZ_COMFORT_QUESTIONS[screen.index] && (
        <ComfortStep
          key={QUIZ_COMFORT_QUESTIONS[screen.index].id}
          question={QUIZ_COMFORT_QUESTIONS[screen.index]}
          words={words}
          answer={answers.comfort[QUIZ_COMFORT_QUESTIONS[screen.index].id]}
          locked={locked}
          onBack={back}
          onAnswer={(level) => answerComfort(QUIZ_COMFORT_QUESTIONS[screen.index].id, level)}
        />
      )}
    </Stack>
  );
}
