/** The auth service's presence rules: an email or a phone, and a password where one is needed. */
export const CREDENTIALS_MESSAGES = {
  missingCredentials: 'You must provide either an email or phone number and a password',
  missingContact: 'You must provide either an email or phone number.',
} as const;

export interface CredentialsInput {
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly password?: string | null;
}

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** Password sign-in and sign-up need an email or a phone, plus a password. */
export const validateCredentialsPresence = (input: CredentialsInput): string[] =>
  (filled(input.email) || filled(input.phone)) && (input.password ?? '') !== '' ? [] : [CREDENTIALS_MESSAGES.missingCredentials];

/** A one-time-code request needs an email or a phone. */
export const validateOtpRequest = (input: Omit<CredentialsInput, 'password'>): string[] =>
  filled(input.email) || filled(input.phone) ? [] : [CREDENTIALS_MESSAGES.missingContact];
