import { countNoun } from './count-noun.js';

describe('a count says its noun in the right number', () => {
  it.each([
    ['one is singular', 1, 'book', undefined, '1 book'],
    ['zero is plural', 0, 'book', undefined, '0 books'],
    ['two is plural', 2, 'row', undefined, '2 rows'],
    ['thousands are grouped', 12000, 'book', undefined, '12,000 books'],
    ['an irregular plural is given', 3, 'copy', 'copies', '3 copies'],
    ['an irregular plural is not used for one', 1, 'copy', 'copies', '1 copy'],
  ])('%s', (_rule, count, singular, plural, expected) => {
    expect(countNoun(count, singular, plural)).toBe(expected);
  });
});
