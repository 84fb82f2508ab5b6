import type { Validation } from '../shared/validation.js';
import { validated } from '../shared/validation.js';
import { validatePasswordConfirmation } from './password-confirmation.rules.js';
import { validatePassword } from './password.rules.js';

export interface ResetPasswordInput {
  readonly password: string;
  readonly confirmPassword: string;
}

/** A new password must satisfy the password rules and match its confirmation. */
export function validateReset(input: ResetPasswordInput): Validation<{ password: string }> {
  const errors = [...validatePassword(input.password), ...validatePasswordConfirmation(input.password, input.confirmPassword)];
  return validated(errors, { password: input.password });
}
