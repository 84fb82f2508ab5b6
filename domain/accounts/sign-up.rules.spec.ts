import { canContinueSignUp, validateSignUp, type SignUpInput } from './sign-up.rules.js';

const valid: SignUpInput = {
  email: ' Ann@Example.com ',
  password: 'Tr0ub4dor&3x',
  confirmPassword: 'Tr0ub4dor&3x',
  firstName: ' Ann ',
  lastName: 'Lee',
  termsAccepted: true,
};

describe('sign-up rules (what Continue repeats)', () => {
  it('accepts a complete form and returns the cleaned values', () => {
    expect(validateSignUp(valid)).toEqual({
      ok: true,
      errors: [],
      value: { email: 'ann@example.com', password: 'Tr0ub4dor&3x', firstName: 'Ann', lastName: 'Lee' },
    });
  });

  it.each([
    ['repeats the email check', { email: 'ann' }, ['Please enter a valid email address']],
    ['repeats the password check', { password: 'password1A!', confirmPassword: 'password1A!' }, ['Password contains common weak patterns']],
    ['passwords must match', { confirmPassword: 'Tr0ub4dor&3y' }, ['Passwords do not match']],
    ['the terms must be accepted', { termsAccepted: false }, ['You must accept the Terms of Service to create an account']],
    ['repeats the first-name check with its prefix', { firstName: 'A' }, ['First name: Name must be at least 2 characters long']],
    ['repeats the last-name check with its prefix', { lastName: '<script>' }, ['Last name: Name contains potentially harmful content']],
    ['names may be left out', { firstName: undefined, lastName: null }, []],
    ['a user type, when given, must be parent or individual', { userType: 'teacher' }, ['Please choose whether you are a parent or an individual']],
  ])('%s', (_rule, change, expected) => {
    expect(validateSignUp({ ...valid, ...change }).errors).toEqual(expected);
  });

  it.each([
    ['parent', 'parent'],
    ['individual', 'individual'],
  ])('keeps the chosen user type %s', (userType, expected) => {
    expect(validateSignUp({ ...valid, userType }).value?.userType).toBe(expected);
  });

  it('gives no value when a rule fails', () => {
    expect(validateSignUp({ ...valid, termsAccepted: false }).value).toBeUndefined();
  });

  it.each([
    ['Continue is enabled once email, password, confirmation and terms are filled', {}, true],
    ['Continue is disabled without an email', { email: '  ' }, false],
    ['Continue is disabled without a password', { password: '' }, false],
    ['Continue is disabled without a confirmation', { confirmPassword: '' }, false],
    ['Continue is disabled until the terms box is ticked', { termsAccepted: false }, false],
  ])('%s', (_rule, change, expected) => {
    expect(canContinueSignUp({ ...valid, ...change })).toBe(expected);
  });
});
