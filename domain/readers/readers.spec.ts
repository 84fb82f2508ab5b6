import fc from 'fast-check';
import { AGE_BOUNDS, usesAdultQuiz, validateAge } from './age-bounds.js';
import { DEFAULT_OWN_AGE } from './default-ages.js';
import { quizLength } from './quiz-length.js';
import { readingLevelForAge } from './reading-level-for-age.js';
import { isReadingLevel, READING_LEVELS } from './reading-levels.js';

describe('reading level text by age', () => {
  it.each([
    ['under 8 is early', 7, 'early'],
    ['8 is middle grade', 8, 'middle grade'],
    ['under 12 is middle grade', 11, 'middle grade'],
    ['12 is young adult', 12, 'young adult'],
    ['under 16 is young adult', 15, 'young adult'],
    ['16 and over is adult', 16, 'adult'],
  ])('%s', (_rule, age, expected) => {
    expect(readingLevelForAge(age)).toBe(expected);
  });
});

describe('reading levels', () => {
  it('lists Early Elementary, Elementary, Middle School, High School, Adult', () => {
    expect(READING_LEVELS).toEqual(['Early Elementary', 'Elementary', 'Middle School', 'High School', 'Adult']);
  });

  it.each([
    ['a listed level is recognised', 'Middle School', true],
    ['another text is not', 'Grade 5', false],
  ])('%s', (_rule, value, expected) => {
    expect(isReadingLevel(value)).toBe(expected);
  });
});

describe('quiz lengths by age', () => {
  it.each([
    ['8 pair questions under age 10', 9, 8],
    ['10 pair questions at 10', 10, 10],
    ['10 pair questions at 17', 17, 10],
    ['12 pair questions for adults', 18, 12],
  ])('%s', (_rule, age, pairs) => {
    expect(quizLength(age)).toEqual({ pairQuestions: pairs, comfortQuestions: 20 });
  });

  it('property: older readers never get fewer pair questions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        expect(quizLength(old).pairQuestions).toBeGreaterThanOrEqual(quizLength(young).pairQuestions);
      }),
    );
  });
});

describe('age bounds of each flow', () => {
  it.each([
    ['the family quiz accepts 1', 'familyQuiz', 1, []],
    ['the family quiz accepts 100', 'familyQuiz', 100, []],
    ['the family quiz refuses 101', 'familyQuiz', 101, ['Age must be between 1 and 100']],
    ['an age under 1 is refused', 'addMember', 0, ['Age must be between 1 and 120']],
    ['the add step accepts 120', 'addMember', 120, []],
    ['the add step refuses 121', 'addMember', 121, ['Age must be between 1 and 120']],
    ['a fractional age is refused', 'addMember', 7.5, ['Age must be between 1 and 120']],
    ['the adult quiz says "must be 18+" under 18', 'adultQuiz', 17, ['must be 18+']],
    ['the adult quiz accepts 18', 'adultQuiz', 18, []],
    ['the adult quiz refuses 121', 'adultQuiz', 121, ['Age must be between 18 and 120']],
    ['the insight test takes 5 to 18', 'insightTest', 4, ['Age must be between 5 and 18']],
    ['an age is required', 'addMember', null, ['Age is required']],
    ['a missing age is required', 'familyQuiz', undefined, ['Age is required']],
    ['a non-number is required', 'familyQuiz', Number.NaN, ['Age is required']],
  ] as const)('%s', (_rule, flow, age, expected) => {
    expect(validateAge(flow, age)).toEqual(expected);
  });

  it.each([
    ['18 or more goes to the adult quiz', 18, true],
    ['under 18 uses the child comfort flow', 17, false],
  ])('%s', (_rule, age, expected) => {
    expect(usesAdultQuiz(age)).toBe(expected);
  });

  it.each([
    ['family quiz 1-100', AGE_BOUNDS.familyQuiz, { min: 1, max: 100 }],
    ['add step 1-120', AGE_BOUNDS.addMember, { min: 1, max: 120 }],
    ['adult 18-120', AGE_BOUNDS.adultQuiz, { min: 18, max: 120 }],
  ])('bounds: %s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('default ages', () => {
  it.each([['30 for the own profile in scans, in the quiz and in the summary (one age)', DEFAULT_OWN_AGE, 30]])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
