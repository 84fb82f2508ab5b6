import { EMAIL_MAX, normalizeEmail, validateEmail } from './email.rules.js';

const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('email rule', () => {
  it.each([
    ['requires an email', '', ['Email is required']],
    ['requires more than spaces', '   ', ['Email is required']],
    ['requires an email when none is given', undefined, ['Email is required']],
    ['rejects an address without an @', 'ann.example.com', ['Please enter a valid email address']],
    ['rejects an address without a domain dot', 'ann@example', ['Please enter a valid email address']],
    ['rejects an address with a space inside', 'ann lee@example.com', ['Please enter a valid email address']],
    [`rejects an address longer than ${EMAIL_MAX} characters`, longEmail(255), ['Email address is too long']],
    [`accepts an address of exactly ${EMAIL_MAX} characters`, longEmail(254), []],
    ['accepts a standard address, ignoring surrounding spaces', '  ann@example.com ', []],
  ])('%s', (_rule, email, expected) => {
    expect(validateEmail(email)).toEqual(expected);
  });

  it('stores addresses trimmed and lower-cased', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
