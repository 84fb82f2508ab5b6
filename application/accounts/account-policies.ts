import type { RatePolicy } from '../ports/rate-limiter.port.js';

/** The rate limits of the account routes; tests pass smaller ones. */
export interface AccountPolicies {
  /** Wrong passwords per email and address: the owner is slowed down for the window, never locked out for good. */
  readonly signInFailures: RatePolicy;
  readonly signInPerIp: RatePolicy;
  readonly signUpPerIp: RatePolicy;
  readonly recoverPerIp: RatePolicy;
  readonly otpPerIp: RatePolicy;
  readonly anonymousFeedbackPerIp: RatePolicy;
}

export const DEFAULT_ACCOUNT_POLICIES: AccountPolicies = {
  signInFailures: { name: 'sign-in-failures', points: 5, durationSeconds: 15 * 60 },
  signInPerIp: { name: 'sign-in-ip', points: 60, durationSeconds: 15 * 60 },
  signUpPerIp: { name: 'sign-up-ip', points: 10, durationSeconds: 60 * 60 },
  recoverPerIp: { name: 'recover-ip', points: 10, durationSeconds: 60 * 60 },
  otpPerIp: { name: 'otp-ip', points: 10, durationSeconds: 60 * 60 },
  anonymousFeedbackPerIp: { name: 'feedback-ip', points: 3, durationSeconds: 30 * 60 },
};

export const ACCOUNT_POLICIES = Symbol('ACCOUNT_POLICIES');
