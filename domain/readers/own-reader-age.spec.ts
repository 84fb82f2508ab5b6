import { ownReaderAge } from './own-reader-age.js';

const today = new Date('2026-11-25T12:00:00Z');

describe("the account holder's own age", () => {
  it.each([
    ['comes from the birth date when one is known', { birthDate: '1986-11-25' }, { age: 40, source: 'birth_date' }],
    ['is one less before this year’s birthday', { birthDate: '1986-11-26' }, { age: 39, source: 'birth_date' }],
    ['prefers the birth date to the quiz age', { birthDate: '1986-11-25', quizAge: 30 }, { age: 40, source: 'birth_date' }],
    ['is 0 for a birth date of today', { birthDate: '2026-11-25' }, { age: 0, source: 'birth_date' }],
    ['ignores a birth date in the future', { birthDate: '2027-01-01', quizAge: 33 }, { age: 33, source: 'quiz' }],
    ['ignores a birth date that is not a calendar day', { birthDate: '1986-13-01', quizAge: 33 }, { age: 33, source: 'quiz' }],
    ['ignores a birth date that is not text', { birthDate: 19861125 }, { age: 25, source: 'default' }],
    ['ignores a birth date with a time part', { birthDate: '1986-11-25T00:00:00Z' }, { age: 25, source: 'default' }],
    ['uses the quiz age when no birth date is known', { birthDate: null, quizAge: 52 }, { age: 52, source: 'quiz' }],
    ['ignores a quiz age that is not a number', { quizAge: '52' }, { age: 25, source: 'default' }],
    ['ignores a quiz age that is not finite', { quizAge: Number.NaN }, { age: 25, source: 'default' }],
    ['falls back to the default when neither is known', {}, { age: 25, source: 'default' }],
  ])('%s', (_rule, input, expected) => {
    expect(ownReaderAge({ ...input, today, fallback: 25 })).toEqual(expected);
  });
});
