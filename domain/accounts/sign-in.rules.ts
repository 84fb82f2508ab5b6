import type { Validation } from '../shared/validation.js';
import { validated } from '../shared/validation.js';
import { normalizeEmail, validateEmail } from './email.rules.js';
import { PASSWORD_MESSAGES } from './password.rules.js';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
}

/** Sign-in checks the email's format and that a password was typed; the strength rules do not apply. */
export function validateSignIn(input: SignInInput): Validation<SignInInput> {
  const errors = [...validateEmail(input.email), ...(input.password === '' ? [PASSWORD_MESSAGES.required] : [])];
  return validated(errors, { email: normalizeEmail(input.email), password: input.password });
}
