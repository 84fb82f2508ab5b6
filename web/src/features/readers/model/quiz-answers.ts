import { QUIZ_COMFORT_QUESTIONS, SCREENING_KEY_BY_CATEGORY, tallyPreferenceTags } from '../../../../../domain/index.js';
import { pairQuestionsFor, tagsOfAnswer, type PairAnswer } from './pair-questions.js';
import type { QuizData } from './reader.types.js';

/** What the wizard collects, screen by screen, before it becomes `quiz_data`. */
export interface QuizAnswers {
  name: string;
  age: number | null;
  reading_level: string;
  loved_books: string;
  /** One entry per pair question, by index; missing until answered. */
  pairs: (PairAnswer | undefined)[];
  favorite_book_character: string;
  additional_content_screening: string;
  /** Comfort-question id → 0..5. */
  comfort: Record<string, number>;
}

export const EMPTY_ANSWERS: QuizAnswers = {
  name: '',
  age: null,
  reading_level: '',
  loved_books: '',
  pairs: [],
  favorite_book_character: '',
  additional_content_screening: '',
  comfort: {},
};

/** The screening keys of the categories answered 0 (avoid), each once, in quiz order. */
export function screeningFromComfort(comfort: Readonly<Record<string, number>>): string[] {
  const keys = QUIZ_COMFORT_QUESTIONS.filter((q) => comfort[q.id] === 0)
    .map((q) => SCREENING_KEY_BY_CATEGORY[q.id])
    .filter((key): key is NonNullable<typeof key> => key !== undefined);
  return [...new Set(keys)];
}

/**
 * The stored `quiz_data` of finished answers: the chosen pair tags counted and sorted into their
 * groups, and the 'avoid' answers turned into the screening list the analysis receives.
 */
export function buildQuizData(answers: QuizAnswers): QuizData {
  const age = answers.age ?? 0;
  const questions = pairQuestionsFor(age);
  const chosen = questions.flatMap((question, i) => {
    const answer = answers.pairs[i];
    return answer ? tagsOfAnswer(question, answer) : [];
  });
  return {
    name: answers.name.trim(),
    age,
    reading_level: answers.reading_level,
    loved_books: answers.loved_books.trim(),
    book_preferences: tallyPreferenceTags(chosen),
    favorite_book_character: answers.favorite_book_character.trim(),
    content_tolerance: { ...answers.comfort },
    additional_content_screening: answers.additional_content_screening.trim(),
    content_screening: screeningFromComfort(answers.comfort),
  };
}

/** Answers to start an edit from: the stored quiz where there is one (pair choices are asked afresh). */
export function answersFromStored(
  basics: { name: string; age: number | null; reading_level: string },
  stored: Partial<QuizData> | null | undefined,
): QuizAnswers {
  return {
    ...EMPTY_ANSWERS,
    ...basics,
    loved_books: stored?.loved_books ?? '',
    favorite_book_character: stored?.favorite_book_character ?? '',
    additional_content_screening: stored?.additional_content_screening ?? '',
    comfort: { ...(stored?.content_tolerance ?? {}) },
  };
}
