/** The email rule of accounts and feedback: required, a standard address, at most 254 characters. */
export const EMAIL_MAX = 254;

/** Something@something.something with no spaces and one @ before the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: 'Email address is too long',
} as const;

/** True when the trimmed text has the shape of an email address. */
export const isEmailAddress = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/** The form an address is stored and compared in: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The email's messages, empty when valid; the address is trimmed first.
 * @example validateEmail('ann@example') // ['Please enter a valid email address']
 */
export function validateEmail(email: string | null | undefined): string[] {
  const value = (email ?? '').trim();
  if (value === '') return [EMAIL_MESSAGES.required];
  const errors: string[] = [];
  if (!isEmailAddress(value)) errors.push(EMAIL_MESSAGES.invalid);
  if (value.length > EMAIL_MAX) errors.push(EMAIL_MESSAGES.tooLong);
  return errors;
}
