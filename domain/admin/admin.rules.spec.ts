import { ADMIN_MESSAGES, validateInsightRequest } from './admin.rules.js';

describe('admin insight test', () => {
  it.each([
    ['a book must be selected', { readerAge: 10 }, ['Select a book']],
    ['reader age 5 is accepted', { isbn: '9780306406157', readerAge: 5 }, []],
    ['reader age 18 is accepted', { isbn: '9780306406157', readerAge: 18 }, []],
    ['reader age 4 is refused', { isbn: '9780306406157', readerAge: 4 }, ['Reader age must be between 5 and 18']],
    ['reader age 19 is refused', { isbn: '9780306406157', readerAge: 19 }, ['Reader age must be between 5 and 18']],
    ['a fractional age is refused', { isbn: '9780306406157', readerAge: 9.5 }, ['Reader age must be between 5 and 18']],
    ['an empty age defaults to 10', { isbn: '9780306406157', readerAge: null }, []],
  ])('%s', (_rule, input, expected) => {
    expect(validateInsightRequest(input)).toEqual(expected);
  });

  it.each([
    ['the gate without a session', ADMIN_MESSAGES.loginRequired, 'Please log in to access the admin panel.'],
    ['a wrong password', ADMIN_MESSAGES.invalidPassword, 'Invalid password'],
    ['a right password', ADMIN_MESSAGES.accessGranted, 'Access granted'],
  ])('admin wording: %s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
