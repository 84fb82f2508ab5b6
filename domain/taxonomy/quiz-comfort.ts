import { CATEGORY_IDS, CATEGORY_LABELS, type CategoryId } from './content-categories.js';

/** A quiz comfort id is a canonical category id: the quiz is the canonical vocabulary. */
export type QuizComfortId = CategoryId;

export interface ComfortQuestion {
  readonly id: QuizComfortId;
  readonly label: string;
}

/** The 20 comfort-level questions of the quiz, in quiz order, each answered on the 0..5 scale. */
export const QUIZ_COMFORT_QUESTIONS: readonly ComfortQuestion[] = CATEGORY_IDS.map((id) => ({
  id,
  label: CATEGORY_LABELS[id],
}));
