import { AUTH_MESSAGES, signInErrorMessage, signUpErrorMessage } from './auth-messages.js';
import { validateCredentialsPresence, validateOtpRequest } from './credentials.rules.js';
import { validateReset } from './reset-password.rules.js';
import { validateSignIn } from './sign-in.rules.js';

describe('sign-in rules', () => {
  it.each([
    ['checks the email format', { email: 'ann', password: 'x' }, ['Please enter a valid email address']],
    ['requires the email', { email: '', password: 'x' }, ['Email is required']],
    ['requires a password but not a strong one', { email: 'ann@example.com', password: '' }, ['Password is required']],
    ['accepts any typed password', { email: 'ann@example.com', password: 'x' }, []],
  ])('%s', (_rule, input, expected) => {
    expect(validateSignIn(input).errors).toEqual(expected);
  });

  it('returns the email lower-cased', () => {
    expect(validateSignIn({ email: 'Ann@Example.com', password: 'x' }).value).toEqual({ email: 'ann@example.com', password: 'x' });
  });
});

describe('reset-password rules', () => {
  it.each([
    ['passwords must match', { password: 'Tr0ub4dor&3x', confirmPassword: 'other' }, ['Passwords do not match']],
    ['the new password must satisfy the password rules', { password: 'Short1!', confirmPassword: 'Short1!' }, ['Password must be at least 8 characters long']],
    ['a strong matching password passes', { password: 'Tr0ub4dor&3x', confirmPassword: 'Tr0ub4dor&3x' }, []],
  ])('%s', (_rule, input, expected) => {
    expect(validateReset(input).errors).toEqual(expected);
  });
});

describe('email-or-phone requirement', () => {
  const missing = 'You must provide either an email or phone number and a password';
  it.each([
    ['an email and a password are enough', { email: 'ann@example.com', password: 'x' }, []],
    ['a phone and a password are enough', { phone: '+15550100', password: 'x' }, []],
    ['neither email nor phone is refused', { password: 'x' }, [missing]],
    ['blank email and phone are refused', { email: ' ', phone: '', password: 'x' }, [missing]],
    ['an email without a password is refused', { email: 'ann@example.com' }, [missing]],
  ])('%s', (_rule, input, expected) => {
    expect(validateCredentialsPresence(input)).toEqual(expected);
  });

  it.each([
    ['a one-time code needs an email or a phone', {}, ['You must provide either an email or phone number.']],
    ['an email is enough for a one-time code', { email: 'ann@example.com' }, []],
    ['a phone is enough for a one-time code', { phone: '+15550100' }, []],
  ])('%s', (_rule, input, expected) => {
    expect(validateOtpRequest(input)).toEqual(expected);
  });
});

describe('how service errors are shown', () => {
  it.each([
    [
      'sign-up: "already registered" becomes the sign-in hint',
      signUpErrorMessage('User already registered'),
      'This email is already registered. Please sign in instead.',
    ],
    ['sign-up: other service errors are shown as given', signUpErrorMessage('Signups not allowed'), 'Signups not allowed'],
    ['sign-up: an unexpected failure', signUpErrorMessage(undefined), 'An unexpected error occurred'],
    ['sign-in: "Invalid login credentials" becomes "Invalid email or password"', signInErrorMessage('Invalid login credentials'), 'Invalid email or password'],
    ['sign-in: other service errors are shown as given', signInErrorMessage('Email not confirmed'), 'Email not confirmed'],
    ['sign-in: an unexpected failure', signInErrorMessage(null), 'An unexpected error occurred'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['the reset-link success text', AUTH_MESSAGES.resetLinkSent, 'Password reset link sent! Check your email for further instructions.'],
    ['the password-updated success text', AUTH_MESSAGES.passwordUpdated, 'Password updated successfully! You can now sign in with your new password.'],
    ['the remember-me label', AUTH_MESSAGES.rememberMe, 'Remember me (stay signed in)'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
