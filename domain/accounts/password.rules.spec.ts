import { PASSWORD_MESSAGES, validatePassword } from './password.rules.js';

const STRONG = 'Tr0ub4dor&3x';

describe('password rule', () => {
  it.each([
    ['accepts a password meeting every rule', STRONG],
    ['accepts exactly 8 characters', 'Zq7!Lm9w'],
    ['accepts exactly 128 characters', `Zq7!${'Lm9w'.repeat(31)}`],
    ['accepts a character repeated 3 times in a row', 'Zq7!aaaW'],
    ['accepts every listed special character', 'Zq7w!@#$%^&*(),.?":{}|<>'],
    ['does not trim: spaces are characters', ' Zq7! Lmw '],
  ])('%s', (_rule, password) => {
    expect(validatePassword(password)).toEqual([]);
  });

  it.each([
    ['requires a password', '', 'Password is required'],
    ['requires a password when none is given', null, 'Password is required'],
    ['rejects fewer than 8 characters', 'Zq7!Lmw', 'Password must be at least 8 characters long'],
    ['rejects more than 128 characters', `Zq7!${'Lm9w'.repeat(31)}x`, 'Password must be less than 128 characters'],
    ['rejects a password without an uppercase letter', 'zq7!lm9w', PASSWORD_MESSAGES.uppercase],
    ['rejects a password without a lowercase letter', 'ZQ7!LM9W', PASSWORD_MESSAGES.lowercase],
    ['rejects a password without a digit', 'Zqx!Lmyw', PASSWORD_MESSAGES.digit],
    ['rejects a password without one of the listed special characters', 'Zq7-Lm9w', PASSWORD_MESSAGES.special],
    ['rejects "password" in any case', 'MyPassWord9!', 'Password contains common weak patterns'],
    ['rejects "123456"', 'Zq!w1234567', 'Password contains common weak patterns'],
    ['rejects "qwerty" in any case', 'QWERTY9!z', 'Password contains common weak patterns'],
    ['rejects "admin"', 'Zadmin7!w', 'Password contains common weak patterns'],
    ['rejects "user"', 'Zuser7!w', 'Password contains common weak patterns'],
    ['rejects "guest"', 'Zguest7!w', 'Password contains common weak patterns'],
    ['rejects "login"', 'ZLogin7!w', 'Password contains common weak patterns'],
    ['rejects a character repeated more than 3 times in a row', 'Zq7!aaaaW', PASSWORD_MESSAGES.repeated],
    ['rejects a digit repeated 4 times in a row', 'Zq!w7777x', PASSWORD_MESSAGES.repeated],
    ...['123', '234', '345', '456', '567', '678', '789', 'abc', 'bcd', 'cde', 'def'].map((sequence) => [
      `rejects the sequence ${sequence}`,
      `Zq!w${sequence}X9`,
      'Password cannot contain sequential characters',
    ]),
    ['rejects a sequence in capitals too', 'Zq!wABCx9', 'Password cannot contain sequential characters'],
  ] as [string, string | null, string][])('%s', (_rule, password, message) => {
    expect(validatePassword(password)).toContain(message);
  });

  it('reports every broken rule, not only the first', () => {
    expect(validatePassword('abc')).toEqual([
      'Password must be at least 8 characters long',
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.digit,
      PASSWORD_MESSAGES.special,
      'Password cannot contain sequential characters',
    ]);
  });

  it('names the special characters in the message', () => {
    expect(PASSWORD_MESSAGES.special).toContain('!@#$%^&*(),.?":{}|<>');
  });
});
