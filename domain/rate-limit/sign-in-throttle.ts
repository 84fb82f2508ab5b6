/**
 * Who waits after wrong passwords (issue #19: 50 wrong passwords from 13 addresses used to lock the
 * owner out for an hour). Guesses are slowed down where they come from, never where the owner is:
 *
 * - an address that makes too many sign-in attempts (any emails) waits;
 * - an account-and-address pair with too many wrong passwords waits, longer each time;
 * - while an account is under a guess spread over many addresses, every address that has already
 *   failed on it waits at once, but an address that has not failed on it is never refused for it.
 */
export interface SignInThrottleInput {
  /** Sign-in attempts from this address in its window, this one included. */
  readonly attemptsFromAddress: number;
  /** Wrong passwords for this account from this address in the window, before this attempt. */
  readonly failuresFromAddress: number;
  /** Wrong passwords for this account from every address together in the window. */
  readonly failuresOfAccount: number;
}

export interface SignInThrottleLimits {
  /** Attempts per address (any emails). */
  readonly perAddress: number;
  /** Wrong passwords per account and address. */
  readonly perAccountAndAddress: number;
  /** Wrong passwords per account across addresses that mark it as under a spread guess. */
  readonly spreadOverAccount: number;
}

export type SignInThrottle = 'allowed' | 'address' | 'account-and-address' | 'spread-guess';

/** Decides one sign-in attempt before its password is checked. */
export function signInThrottle(input: SignInThrottleInput, limits: SignInThrottleLimits): SignInThrottle {
  if (input.attemptsFromAddress > limits.perAddress) return 'address';
  if (input.failuresFromAddress >= limits.perAccountAndAddress) return 'account-and-address';
  if (input.failuresFromAddress > 0 && input.failuresOfAccount >= limits.spreadOverAccount) return 'spread-guess';
  return 'allowed';
}

/** How a repeated lockout of one account and address grows: doubled each time it recurs within `memorySeconds`, up to `maxSeconds`. */
export interface LockoutGrowth {
  readonly memorySeconds: number;
  readonly maxSeconds: number;
}

/**
 * How long the n-th lockout of one account and address lasts: the failure window the first time,
 * doubled for each further lockout still remembered, never more than `maxSeconds` (nor less than
 * the window). Never permanent.
 * @example lockoutSeconds(900, 3, { memorySeconds: 86400, maxSeconds: 14400 }) // 3600
 */
export function lockoutSeconds(baseSeconds: number, lockoutCount: number, growth: LockoutGrowth): number {
  const doublings = Math.max(0, Math.min(lockoutCount - 1, 30));
  return Math.min(baseSeconds * 2 ** doublings, Math.max(baseSeconds, growth.maxSeconds));
}
