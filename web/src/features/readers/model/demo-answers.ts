import { QUIZ_COMFORT_QUESTIONS, quizLength } from '../../../../../domain/index.js';
import type { PairAnswer } from './pair-questions.js';
import type { QuizAnswers } from './quiz-answers.js';

const SAMPLE_AGE = 9;

/** A cautious parent's comfort levels for a nine-year-old, per category (0 avoid .. 5 any level). */
const SAMPLE_COMFORT: Record<string, number> = {
  violence: 1,
  sexual_content: 0,
  profanity: 0,
  lgbtq_content: 3,
  drugs_alcohol: 0,
  death_grief: 2,
  divorce_separation: 3,
  religious_themes: 3,
  religious_irreverence: 1,
  supernatural_whimsical: 4,
  supernatural_dark: 0,
  scary_horror: 1,
  mental_health: 2,
  bullying_constructive: 3,
  bullying_malicious: 1,
  political_processes: 2,
  controversial_political: 1,
  discrimination: 2,
  body_image: 1,
  suicide_self_harm: 0,
};

const SAMPLE_PAIRS: PairAnswer[] = ['left', 'right', 'both', 'left', 'right', 'left', 'both', 'right'];

/** /quiz-demo's sample reader: Mia, 9, with every answer filled in so a visitor can tap straight through. */
export const DEMO_ANSWERS: QuizAnswers = {
  name: 'Mia',
  age: SAMPLE_AGE,
  reading_level: 'Elementary',
  loved_books: 'Matilda, The Wild Robot, Charlotte’s Web',
  pairs: SAMPLE_PAIRS.slice(0, quizLength(SAMPLE_AGE).pairQuestions),
  favorite_book_character: 'Matilda Wormwood',
  additional_content_screening: '',
  comfort: Object.fromEntries(QUIZ_COMFORT_QUESTIONS.map((q) => [q.id, SAMPLE_COMFORT[q.id] ?? 2])),
};
