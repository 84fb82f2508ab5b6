import type { LockoutGrowth } from '../../domain/index.js';
import type { RatePolicy } from '../ports/rate-limiter.port.js';

export type { LockoutGrowth };

/**
 * The rate limits of the account routes; tests pass smaller ones through the config. The optional
 * ones fall back to DEFAULT_ACCOUNT_POLICIES (see resolveAccountPolicies).
 */
export interface AccountPolicies {
  /** Wrong passwords per email and address: the owner is slowed down for the window, never locked out for good. */
  readonly signInFailures: RatePolicy;
  readonly signInPerIp: RatePolicy;
  readonly signUpPerIp: RatePolicy;
  readonly recoverPerIp: RatePolicy;
  readonly otpPerIp: RatePolicy;
  readonly anonymousFeedbackPerIp: RatePolicy;
  /**
   * Wrong passwords per account from every address together that mark a guess spread over many
   * addresses: then every address that already failed on the account waits (signInThrottle); the
   * owner signing in from an address that has not failed is never refused for it.
   */
  readonly signInFailuresPerAccount?: RatePolicy;
  /** Repeated lockouts of one email and address last longer each time (the progressive delay). */
  readonly signInLockoutGrowth?: LockoutGrowth;
  /** Mailed links (reset and sign-in) per target address, so nobody can flood someone's inbox. */
  readonly linksPerEmail?: RatePolicy;
  /**
   * Reader sign-ins with a code per address, right or wrong (a success gives no point back, or one
   * valid code would reset the count between guesses).
   */
  readonly readerCodePerIp?: RatePolicy;
  /** Requests to a shared reader's card (card, search, PDF) per address, whatever the token (docs/sharing.md). */
  readonly sharedCardPerIp?: RatePolicy;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const DEFAULT_ACCOUNT_POLICIES: Required<AccountPolicies> = {
  signInFailures: { name: 'sign-in-failures', points: 5, durationSeconds: 15 * MINUTE },
  signInPerIp: { name: 'sign-in-ip', points: 60, durationSeconds: 15 * MINUTE },
  signUpPerIp: { name: 'sign-up-ip', points: 10, durationSeconds: HOUR },
  recoverPerIp: { name: 'recover-ip', points: 10, durationSeconds: HOUR },
  otpPerIp: { name: 'otp-ip', points: 10, durationSeconds: HOUR },
  anonymousFeedbackPerIp: { name: 'feedback-ip', points: 3, durationSeconds: 30 * MINUTE },
  signInFailuresPerAccount: { name: 'sign-in-failures-account', points: 20, durationSeconds: HOUR },
  signInLockoutGrowth: { memorySeconds: 24 * HOUR, maxSeconds: 4 * HOUR },
  linksPerEmail: { name: 'links-email', points: 5, durationSeconds: HOUR },
  readerCodePerIp: { name: 'reader-code-ip', points: 20, durationSeconds: 15 * MINUTE },
  sharedCardPerIp: { name: 'shared-card-ip', points: 120, durationSeconds: 15 * MINUTE },
};

/** The given policies with every optional one filled from the defaults. */
export function resolveAccountPolicies(given: AccountPolicies | undefined): Required<AccountPolicies> {
  return { ...DEFAULT_ACCOUNT_POLICIES, ...stripUndefined(given ?? {}) };
}

const stripUndefined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export const ACCOUNT_POLICIES = Symbol('ACCOUNT_POLICIES');
