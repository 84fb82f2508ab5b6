/** The shape of the quiz by age: fewer pair questions for younger readers, always 20 comfort questions. */
export const COMFORT_QUESTION_COUNT = 20;

export const PAIR_QUESTION_BANDS: readonly { under: number; pairs: number }[] = [
  { under: 10, pairs: 8 },
  { under: 18, pairs: 10 },
];
export const ADULT_PAIR_QUESTIONS = 12;

/** Pair answers auto-advance after 300 ms, comfort answers after 400 ms. */
export const QUIZ_AUTO_ADVANCE_MS = { pair: 300, comfort: 400 } as const;

export interface QuizLength {
  readonly pairQuestions: number;
  readonly comfortQuestions: number;
}

/** 8 pair questions under 10, 10 from 10 to 17, 12 from 18; 20 comfort questions at every age. */
export const quizLength = (age: number): QuizLength => ({
  pairQuestions: PAIR_QUESTION_BANDS.find((band) => age < band.under)?.pairs ?? ADULT_PAIR_QUESTIONS,
  comfortQuestions: COMFORT_QUESTION_COUNT,
});
