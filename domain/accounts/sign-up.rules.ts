import type { Validation } from '../shared/validation.js';
import { validated } from '../shared/validation.js';
import { normalizeEmail, validateEmail } from './email.rules.js';
import { NAME_LABELS, validateName } from './name.rules.js';
import { validatePasswordConfirmation } from './password-confirmation.rules.js';
import { validatePassword } from './password.rules.js';

export const USER_TYPES = ['parent', 'individual'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SIGN_UP_MESSAGES = {
  terms: 'You must accept the Terms of Service to create an account',
  userType: 'Please choose whether you are a parent or an individual',
} as const;

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly termsAccepted: boolean;
  /** Step 2 of the form; checked only when given. */
  readonly userType?: string | null;
}

export interface SignUp {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userType?: UserType;
}

const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

/** Continue is enabled once email, password, confirmation and the terms box are filled. */
export const canContinueSignUp = (input: SignUpInput): boolean =>
  input.email.trim() !== '' && input.password !== '' && input.confirmPassword !== '' && input.termsAccepted;

/**
 * What Continue (and the server's sign-up) checks: email, password, the match, both names (their
 * messages prefixed 'First name: ' / 'Last name: '), the terms, and the user type when given.
 */
export function validateSignUp(input: SignUpInput): Validation<SignUp> {
  const userType = input.userType ?? undefined;
  const errors = [
    ...validateEmail(input.email),
    ...validatePassword(input.password),
    ...validatePasswordConfirmation(input.password, input.confirmPassword),
    ...validateName(input.firstName, NAME_LABELS.first),
    ...validateName(input.lastName, NAME_LABELS.last),
    ...(input.termsAccepted ? [] : [SIGN_UP_MESSAGES.terms]),
    ...(userType === undefined || isUserType(userType) ? [] : [SIGN_UP_MESSAGES.userType]),
  ];
  return validated(errors, {
    email: normalizeEmail(input.email),
    password: input.password,
    firstName: (input.firstName ?? '').trim(),
    lastName: (input.lastName ?? '').trim(),
    ...(userType === undefined ? {} : { userType: userType as UserType }),
  });
}
