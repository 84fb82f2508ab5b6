import { QUIZ_ANSWER_MESSAGES as M, quizAnswerProblems } from './quiz-answers.js';

const FULL = {
  name: 'Mia',
  age: 9,
  reading_level: 'Elementary',
  loved_books: 'Matilda',
  book_preferences: { genres: ['fantasy'], themes: [], settings: [], characters: [], tones: ['light_humorous'] },
  favorite_book_character: 'Hermione Granger',
  content_tolerance: { violence: 1, profanity: 0 },
  additional_content_screening: '',
  content_screening: ['profanity'],
};

describe('quiz answers: each known answer, when given, has its type', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a whole quiz', FULL],
    ['a quiz saved part-way', { loved_books: 'Holes' }],
    ['nothing yet', {}],
    ['a key the quiz does not know (kept as saved)', { marker: { any: ['thing'] } }],
  ])('%s can be kept', (_what, answers) => expect(quizAnswerProblems(answers)).toEqual([]));

  it.each<[string, Record<string, unknown>, string]>([
    ['a name that is not text', { name: 7 }, M.text('name')],
    ['an answer left null (leave it out instead)', { favorite_book_character: null }, M.text('favorite_book_character')],
    ['loved books as a list', { loved_books: ['Matilda'] }, M.text('loved_books')],
    ['an age in words', { age: 'nine' }, M.age],
    ['an age that is not a number at all', { age: Number.NaN }, M.age],
    ['preferences as text', { book_preferences: 'fantasy' }, M.preferences],
    ['a preference group that is not a list of words', { book_preferences: { genres: [1] } }, M.preferences],
    ['a preference group the quiz does not have', { book_preferences: { moods: ['calm'] } }, M.preferences],
    ['a comfort level in words', { content_tolerance: { violence: 'some' } }, M.tolerance],
    ['comfort levels as a list', { content_tolerance: [1, 2] }, M.tolerance],
    ['screening as text', { content_screening: 'profanity' }, M.screening],
  ])('%s is refused with its message', (_what, answers, message) => expect(quizAnswerProblems(answers)).toEqual([message]));

  it('names every wrong answer at once', () => {
    expect(quizAnswerProblems({ ...FULL, age: '9', content_screening: 3 })).toEqual([M.age, M.screening]);
  });
});
