import { ageFromBirthDate } from './age-from-birth-date.js';

/** Someone opening an account alone must be at least this old (the privacy page's promise). */
export const MIN_INDIVIDUAL_AGE = 13;

export const BIRTH_DATE_MESSAGES = {
  invalid: 'Please enter a valid birth date',
  future: 'Birth date cannot be in the future',
  tooYoung: `You must be at least ${MIN_INDIVIDUAL_AGE} to create your own account. Ask a parent to add you as a reader.`,
  required: 'Please enter your birth date',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRealDay = (text: string): boolean => {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The sign-up birth date: optional for a parent, required for an individual account, a real
 * YYYY-MM-DD day, never after `today`, and for an individual at least 13 years before it.
 * @example validateSignUpBirthDate('individual', '2020-01-01', new Date('2026-11-25')) // [tooYoung]
 */
export function validateSignUpBirthDate(userType: string | null | undefined, birthDate: string | null | undefined, today: Date): string[] {
  const individual = userType === 'individual';
  if (birthDate === null || birthDate === undefined || birthDate === '') return individual ? [BIRTH_DATE_MESSAGES.required] : [];
  if (!isRealDay(birthDate)) return [BIRTH_DATE_MESSAGES.invalid];
  const age = ageFromBirthDate(birthDate, today);
  if (birthDate > today.toISOString().slice(0, 10)) return [BIRTH_DATE_MESSAGES.future];
  return individual && age < MIN_INDIVIDUAL_AGE ? [BIRTH_DATE_MESSAGES.tooYoung] : [];
}
