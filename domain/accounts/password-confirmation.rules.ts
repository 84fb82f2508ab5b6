export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

/** ['Passwords do not match'] unless the confirmation equals the password exactly. */
export const validatePasswordConfirmation = (password: string, confirmation: string): string[] =>
  password === confirmation ? [] : [PASSWORD_MISMATCH_MESSAGE];
