import { ValidateBy, type ValidationOptions } from 'class-validator';
import { PREFERENCE_GROUPS, quizAnswerProblems } from '../../domain/index.js';

const TEXT = { type: 'string' } as const;
const WORDS = { type: 'array', items: { type: 'string' } } as const;

const QUIZ_EXAMPLE = {
  name: 'Mia',
  age: 9,
  reading_level: 'Elementary',
  loved_books: 'Matilda, The Wild Robot',
  book_preferences: { genres: ['fantasy', 'mystery'], themes: ['good_vs_evil'], settings: [], characters: ['strong_female_lead'], tones: ['light_humorous'] },
  favorite_book_character: 'Hermione Granger',
  content_tolerance: { violence: 1, scary_horror: 2, profanity: 0 },
  content_screening: ['profanity', 'occult_supernatural'],
  additional_content_screening: '',
};

/**
 * A reader's quiz answers on the wire (`quiz_data`, `quizData`): the domain's `QuizAnswers`, every
 * answer optional, other keys kept as the client saved them. The web client's quiz types are
 * generated from this schema.
 */
export const QUIZ_ANSWERS_SCHEMA = {
  type: 'object',
  description: "The reader's quiz answers as saved: each answer optional; keys the quiz does not know are kept as sent.",
  additionalProperties: true,
  example: QUIZ_EXAMPLE,
  properties: {
    name: TEXT,
    age: { type: 'number' },
    reading_level: TEXT,
    loved_books: { ...TEXT, description: 'Free text: the books the reader loved.' },
    book_preferences: {
      type: 'object',
      description: "The pair questions' tags by group.",
      properties: Object.fromEntries(PREFERENCE_GROUPS.map((group) => [group, WORDS])),
      additionalProperties: false,
    },
    favorite_book_character: TEXT,
    content_tolerance: { type: 'object', description: 'Comfort-question id → 0 (avoid) .. 5 (any level).', additionalProperties: { type: 'number' } },
    additional_content_screening: TEXT,
    content_screening: { ...WORDS, description: "The category keys answered 'Avoid'." },
  },
} as const;

/** The components name of the schema (added to the document by api/openapi/openapi-document.ts). */
export const QUIZ_ANSWERS_REF: { $ref: string } = { $ref: '#/components/schemas/QuizAnswers' };
/** `quiz_data` as stored: the answers, or null before the quiz. */
export const QUIZ_ANSWERS_OR_NULL: { anyOf: ({ $ref: string } | { type: 'null' })[] } = { anyOf: [QUIZ_ANSWERS_REF, { type: 'null' }] };

/** Quiz answers whose known answers have their types (the domain's rule and messages). */
export function IsQuizAnswers(options?: ValidationOptions): PropertyDecorator {
  const problems = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? quizAnswerProblems(value as Record<string, unknown>) : [];
  return ValidateBy(
    {
      name: 'isQuizAnswers',
      validator: {
        validate: (value: unknown) => problems(value).length === 0,
        defaultMessage: (args) => problems(args?.value).join('; '),
      },
    },
    options,
  );
}
