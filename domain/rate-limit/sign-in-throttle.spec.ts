import { lockoutSeconds, signInThrottle, type LockoutGrowth } from './sign-in-throttle.js';

const LIMITS = { perAddress: 60, perAccountAndAddress: 5, spreadOverAccount: 20 };

describe('sign-in throttle: guesses wait where they come from, the owner never does', () => {
  it.each([
    ['a first attempt', { attemptsFromAddress: 1, failuresFromAddress: 0, failuresOfAccount: 0 }, 'allowed'],
    ['the 60th attempt of one address', { attemptsFromAddress: 60, failuresFromAddress: 0, failuresOfAccount: 0 }, 'allowed'],
    ['the 61st attempt of one address, whatever the emails', { attemptsFromAddress: 61, failuresFromAddress: 0, failuresOfAccount: 0 }, 'address'],
    ['4 wrong passwords for the account from this address', { attemptsFromAddress: 5, failuresFromAddress: 4, failuresOfAccount: 4 }, 'allowed'],
    ['5 wrong passwords for the account from this address', { attemptsFromAddress: 6, failuresFromAddress: 5, failuresOfAccount: 5 }, 'account-and-address'],
    [
      'the owner from an address that has not failed, during a spread guess of 50',
      { attemptsFromAddress: 1, failuresFromAddress: 0, failuresOfAccount: 50 },
      'allowed',
    ],
    ['an address that failed once, during a spread guess', { attemptsFromAddress: 2, failuresFromAddress: 1, failuresOfAccount: 20 }, 'spread-guess'],
    ['an address that failed once, below the spread mark', { attemptsFromAddress: 2, failuresFromAddress: 1, failuresOfAccount: 19 }, 'allowed'],
  ] as const)('%s: %s', (_what, input, expected) => {
    expect(signInThrottle(input, LIMITS)).toBe(expected);
  });
});

describe('lockout growth: doubles while remembered, capped, never permanent', () => {
  const growth = { memorySeconds: 86_400, maxSeconds: 14_400 };
  const lowCap = { memorySeconds: 60, maxSeconds: 10 };
  it.each<[string, number, number, number, LockoutGrowth]>([
    ['the first lockout lasts the window', 900, 1, 900, growth],
    ['the second doubles it', 900, 2, 1_800, growth],
    ['the third doubles again', 900, 3, 3_600, growth],
    ['the fifth reaches the cap', 900, 5, 14_400, growth],
    ['the hundredth stays at the cap', 900, 100, 14_400, growth],
    ['a count of 0 is the window', 900, 0, 900, growth],
    ['a cap below the window keeps the window', 900, 3, 900, lowCap],
  ])('%s', (_what, base, count, expected, g) => {
    expect(lockoutSeconds(base, count, g)).toBe(expected);
  });
});
