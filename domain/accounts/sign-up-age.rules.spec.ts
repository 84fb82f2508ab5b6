import { BIRTH_DATE_MESSAGES, validateSignUpBirthDate } from './sign-up-age.rules.js';

const TODAY = new Date('2026-11-25T10:00:00Z');

describe('validateSignUpBirthDate', () => {
  it.each([
    ['a parent may leave the birth date out', 'parent', undefined, []],
    ['a parent may leave it empty', 'parent', '', []],
    ['an individual must give one', 'individual', null, [BIRTH_DATE_MESSAGES.required]],
    ['the date must be a real day', 'parent', '2001-02-30', [BIRTH_DATE_MESSAGES.invalid]],
    ['the date must be written YYYY-MM-DD', 'parent', '25/11/2000', [BIRTH_DATE_MESSAGES.invalid]],
    ['a date after today is refused', 'parent', '2026-11-26', [BIRTH_DATE_MESSAGES.future]],
    ['an individual under 13 is refused', 'individual', '2020-01-01', [BIRTH_DATE_MESSAGES.tooYoung]],
    ['an individual turning 13 tomorrow is refused', 'individual', '2013-11-26', [BIRTH_DATE_MESSAGES.tooYoung]],
    ['an individual turning 13 today is accepted', 'individual', '2013-11-25', []],
    ['a parent is not held to the age', 'parent', '2020-01-01', []],
  ])('%s', (_rule, userType, birthDate, expected) => {
    expect(validateSignUpBirthDate(userType, birthDate, TODAY)).toEqual(expected);
  });
});
