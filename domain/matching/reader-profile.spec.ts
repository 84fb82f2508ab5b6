import { readerProfileFromStored } from './reader-profile.js';

describe('reader profile from a stored reader', () => {
  const quiz = {
    content_tolerance: { violence: 2, profanity: 7, 'Substance Abuse': 1, knitting: 3, sexual_content: 'high' },
    content_screening: ['hate_speech', 'occult_supernatural', 'unknown', 3, 'hate_speech'],
    book_preferences: { genres: ['fantasy', 'mystery'], themes: ['survival', 4], tones: 'not a list' },
  };

  it('reads tolerance (any vocabulary, clamped), screening and preferences from the quiz', () => {
    expect(readerProfileFromStored({ name: 'Sam', age: 9, quiz_data: quiz })).toEqual({
      name: 'Sam',
      age: 9,
      tolerance: { violence: 2, profanity: 5, drugs_alcohol: 1 },
      screening: ['discrimination', 'supernatural_dark'],
      preferences: ['fantasy', 'mystery', 'survival'],
    });
  });

  it.each([
    ["the row's own tolerance wins over the quiz's", { content_tolerance: { violence: 4 } }, { violence: 4 }],
    ["an empty row tolerance falls back to the quiz's", { content_tolerance: {} }, { violence: 2, profanity: 5, drugs_alcohol: 1 }],
    ['two keys for one category keep the stricter value', { content_tolerance: { bullying: 4, disrespect_authority: 1 } }, { bullying_malicious: 1 }],
    ['NaN values are ignored', { content_tolerance: { violence: Number.NaN, mental_health: 3 } }, { mental_health: 3 }],
  ])('%s', (_rule, row, tolerance) => {
    expect(readerProfileFromStored({ name: 'Sam', age: 9, quiz_data: quiz, ...row }).tolerance).toEqual(tolerance);
  });

  it('a reader without quiz data or age gets empty lists and the own profile’s one default age, 30', () => {
    expect(readerProfileFromStored({ name: 'Me', quiz_data: ['not', 'a', 'record'] })).toEqual({
      name: 'Me',
      age: 30,
      tolerance: {},
      screening: [],
      preferences: [],
    });
  });

  it('the fallback age can be chosen (30 for the own quiz)', () => {
    expect(readerProfileFromStored({ name: 'Me', age: null }, 30).age).toBe(30);
  });
});
