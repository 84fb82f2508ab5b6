import { PREFERENCE_GROUPS } from './preference-tags.js';
import type { BookPreferences } from './preference-tally.js';

/**
 * A reader's quiz answers as they are kept (`quiz_data`, spec §3 "Quiz data"). Every answer may be
 * missing (a quiz saved part-way, an older client); other keys a client kept are left as they are.
 */
export interface QuizAnswers {
  name?: string;
  age?: number;
  reading_level?: string;
  /** Free text: the books the reader loved. */
  loved_books?: string;
  /** The pair questions' tags, by group (genres, themes, settings, characters, tones). */
  book_preferences?: Partial<BookPreferences>;
  favorite_book_character?: string;
  /** Comfort-question id → 0 (avoid) .. 5 (any level). */
  content_tolerance?: Record<string, number>;
  additional_content_screening?: string;
  /** The category keys answered 'Avoid': the analysis always flags them. */
  content_screening?: string[];
  /** Keys the quiz does not know, kept as the client saved them. */
  [key: string]: unknown;
}

const TEXT_ANSWERS = ['name', 'reading_level', 'loved_books', 'favorite_book_character', 'additional_content_screening'] as const;

export const QUIZ_ANSWER_MESSAGES = {
  text: (key: string) => `Quiz answers: ${key} should be text`,
  age: 'Quiz answers: age should be a number of years',
  preferences: `Quiz answers: book_preferences should list words under ${PREFERENCE_GROUPS.join(', ')}`,
  tolerance: 'Quiz answers: content_tolerance should give a number for each category',
  screening: 'Quiz answers: content_screening should be a list of category keys',
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTextList = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * What is wrong with quiz answers, answer by answer (empty: they can be kept). Each known answer,
 * when given, has its type (null is not an answer: leave the key out); a missing answer is fine,
 * and keys the quiz does not know are not judged (they are kept as the client saved them).
 * @example quizAnswerProblems({ age: 'nine' }) // ['Quiz answers: age should be a number of years']
 */
export function quizAnswerProblems(answers: Record<string, unknown>): string[] {
  const given = (key: string) => answers[key] !== undefined;
  const problems: string[] = [];
  for (const key of TEXT_ANSWERS) if (given(key) && typeof answers[key] !== 'string') problems.push(QUIZ_ANSWER_MESSAGES.text(key));
  if (given('age') && !(typeof answers.age === 'number' && Number.isFinite(answers.age))) problems.push(QUIZ_ANSWER_MESSAGES.age);
  const preferences = answers.book_preferences;
  const groups: readonly string[] = PREFERENCE_GROUPS;
  if (
    given('book_preferences') &&
    !(isRecord(preferences) && Object.entries(preferences).every(([group, words]) => groups.includes(group) && isTextList(words)))
  )
    problems.push(QUIZ_ANSWER_MESSAGES.preferences);
  const tolerance = answers.content_tolerance;
  if (given('content_tolerance') && !(isRecord(tolerance) && Object.values(tolerance).every((n) => typeof n === 'number' && Number.isFinite(n))))
    problems.push(QUIZ_ANSWER_MESSAGES.tolerance);
  if (given('content_screening') && !isTextList(answers.content_screening)) problems.push(QUIZ_ANSWER_MESSAGES.screening);
  return problems;
}
