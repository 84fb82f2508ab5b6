import { PASSWORD_MESSAGES } from '../../domain/index.js';
import { AppError } from '../shared/app-error.js';

/** GoTrue's reasons for a refused password: `length`, or `characters` for every other rule. */
const reasonOf = (message: string): string => (message === PASSWORD_MESSAGES.tooShort || message === PASSWORD_MESSAGES.tooLong ? 'length' : 'characters');

/**
 * The failure of an accounts form, as the hosted auth service classes it: a bad email address
 * first (400 `email_address_invalid`), then a refused password (422 `weak_password` with
 * `weak_password.reasons`), then anything else (400 `validation_failed`). The message is always
 * the domain's first one, in the specification's words. Null when nothing failed.
 */
export function accountValidationError(parts: { email?: string[]; password?: string[]; other?: string[] }): AppError | null {
  const email = parts.email ?? [];
  const password = parts.password ?? [];
  const errors = [...email, ...password, ...(parts.other ?? [])];
  if (errors.length === 0) return null;
  if (email.length > 0) return new AppError('validation_failed', email[0], { errors, reason: 'email_address_invalid' });
  if (password.length > 0) {
    const reasons = [...new Set(password.map(reasonOf))];
    return new AppError('weak_password', password[0], { errors, reason: 'weak_password', details: { weak_password: { reasons } } });
  }
  return AppError.validation(errors);
}

/** GoTrue's message (and ours) for a password change without, or with a wrong, current password. */
export const CURRENT_PASSWORD_REQUIRED = 'Current password required when setting new password.';
