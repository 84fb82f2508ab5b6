import { DEFAULT_OWN_AGE, quizLength, usesAdultQuiz, type AgeFlow } from '../../../../../domain/index.js';

/**
 * The quiz flows of the specification, one engine configured per flow:
 * - addMember: basic info (age 1-120); 18 or more continues as the adult quiz, else the child quiz;
 * - child: editing a member under 18 (age 1-100, the family quiz bounds);
 * - adult: editing a member of 18 or more (age 18-120, 'must be 18+');
 * - own: the account holder (no basic info; age 30 assumed);
 * - demo: /quiz-demo, the child flow with sample answers, saving nothing.
 */
export type QuizFlowKind = 'addMember' | 'child' | 'adult' | 'own' | 'demo';

export type QuizScreen =
  { stage: 'basic' } | { stage: 'preferences' } | { stage: 'pairs'; index: number } | { stage: 'character' } | { stage: 'comfort'; index: number };

export interface QuizFlow {
  kind: QuizFlowKind;
  hasBasicInfo: boolean;
  /** The age bounds the basic-info step checks. */
  ageFlow: AgeFlow;
}

export const QUIZ_FLOWS: Record<QuizFlowKind, QuizFlow> = {
  addMember: { kind: 'addMember', hasBasicInfo: true, ageFlow: 'addMember' },
  child: { kind: 'child', hasBasicInfo: true, ageFlow: 'familyQuiz' },
  adult: { kind: 'adult', hasBasicInfo: true, ageFlow: 'adultQuiz' },
  own: { kind: 'own', hasBasicInfo: false, ageFlow: 'adultQuiz' },
  demo: { kind: 'demo', hasBasicInfo: true, ageFlow: 'familyQuiz' },
};

/** The flow for editing a member: 18 or more takes the adult quiz, younger ones the child quiz. */
export const editFlowFor = (age: number): QuizFlowKind => (usesAdultQuiz(age) ? 'adult' : 'child');

/** The age the quiz is shaped for: the own quiz assumes 30; an unknown age counts as a child's. */
export const quizAge = (flow: QuizFlow, age: number | null): number => (flow.kind === 'own' ? (age ?? DEFAULT_OWN_AGE) : (age ?? 1));

/** Every screen in order. Pair questions belong to the preferences step, comfort follows the character step. */
export function quizScreens(flow: QuizFlow, age: number): QuizScreen[] {
  const { pairQuestions, comfortQuestions } = quizLength(age);
  return [
    ...(flow.hasBasicInfo ? [{ stage: 'basic' } as const] : []),
    { stage: 'preferences' },
    ...Array.from({ length: pairQuestions }, (_, index) => ({ stage: 'pairs', index }) as const),
    { stage: 'character' },
    ...Array.from({ length: comfortQuestions }, (_, index) => ({ stage: 'comfort', index }) as const),
  ];
}

export interface QuizProgressLabel {
  /** 'Step 2 of 3', 'Which sounds more appealing? 3 of 8', 'Comfort levels: 5 of 20'. */
  label: string;
  percent: number;
}

/** The words and percentage over the progress bar on a screen. */
export function quizProgress(flow: QuizFlow, screens: readonly QuizScreen[], position: number): QuizProgressLabel {
  const screen = screens[position];
  const percent = Math.round((position / screens.length) * 100);
  const steps = flow.hasBasicInfo ? 3 : 2;
  const stepOf = (n: number) => `Step ${flow.hasBasicInfo ? n : n - 1} of ${steps}`;
  const count = (stage: 'pairs' | 'comfort') => screens.filter((s) => s.stage === stage).length;
  switch (screen?.stage) {
    case 'basic':
      return { label: stepOf(1), percent };
    case 'preferences':
      return { label: stepOf(2), percent };
    case 'pairs':
      return { label: `${stepOf(2)} · Question ${screen.index + 1} of ${count('pairs')}`, percent };
    case 'character':
      return { label: stepOf(3), percent };
    case 'comfort':
      return { label: `Comfort levels · Question ${screen.index + 1} of ${count('comfort')}`, percent };
    default:
      return { label: 'Done', percent: 100 };
  }
}
