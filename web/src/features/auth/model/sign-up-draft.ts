import {
  canContinueSignUp,
  NAME_LABELS,
  PASSWORD_MISMATCH_MESSAGE,
  SIGN_UP_MESSAGES,
  validateEmail,
  validateName,
  validatePassword,
  validateSignUp,
  type SignUpInput,
} from '../../../../../domain/index.js';
import { EMPTY_BIRTH_DATE, type BirthDateParts } from './birth-date.js';

/** Everything step 1 collects. Held only in the form; never stored. */
export interface SignUpDraft {
  firstName: string;
  lastName: string;
  birthDate: BirthDateParts;
  email: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

export const EMPTY_SIGN_UP_DRAFT: SignUpDraft = {
  firstName: '',
  lastName: '',
  birthDate: EMPTY_BIRTH_DATE,
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

const toInput = (draft: SignUpDraft): SignUpInput => ({
  email: draft.email,
  password: draft.password,
  confirmPassword: draft.confirmPassword,
  firstName: draft.firstName,
  lastName: draft.lastName,
  termsAccepted: draft.termsAccepted,
});

/** Continue is enabled once email, both passwords and the terms box are filled. */
export const canContinue = (draft: SignUpDraft): boolean => canContinueSignUp(toInput(draft));

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'termsAccepted';

export interface SignUpCheck {
  ok: boolean;
  /** The first message for each field, shown under it. */
  fieldErrors: Partial<Record<SignUpField, string>>;
  /** Every password rule that failed, listed under the password field. */
  passwordErrors: string[];
  /** Messages that belong to no single field. */
  otherErrors: string[];
}

/**
 * Runs the shared sign-up rules (the ones the server runs too) and places each message under the
 * field it is about.
 */
export function checkSignUpDraft(draft: SignUpDraft): SignUpCheck {
  const result = validateSignUp(toInput(draft));
  const owners: Array<[SignUpField, string[]]> = [
    ['email', validateEmail(draft.email)],
    ['firstName', validateName(draft.firstName, NAME_LABELS.first)],
    ['lastName', validateName(draft.lastName, NAME_LABELS.last)],
    ['password', validatePassword(draft.password)],
    ['confirmPassword', [PASSWORD_MISMATCH_MESSAGE]],
    ['termsAccepted', [SIGN_UP_MESSAGES.terms]],
  ];
  const fieldErrors: SignUpCheck['fieldErrors'] = {};
  const passwordErrors: string[] = [];
  const otherErrors: string[] = [];
  for (const message of result.errors) {
    const owner = owners.find(([, messages]) => messages.includes(message))?.[0];
    if (owner === 'password') passwordErrors.push(message);
    else if (owner) fieldErrors[owner] ??= message;
    else otherErrors.push(message);
  }
  return { ok: result.ok, fieldErrors, passwordErrors, otherErrors };
}
